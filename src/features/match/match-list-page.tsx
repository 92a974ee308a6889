// /match: competitions by year, level and status, paginated; the filters live in the URL.
import { Box, Skeleton } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COMPETITION_STATUSES } from '../../contract/competition-statuses';
import { useLov } from '../../lib/global-state';
import { matchApi } from '../../contract/api/match';
import { useApi } from '../../lib/api-read';
import { PageShell } from '../../theme/components/page-shell';
import { PagedResults } from '../../theme/components/paged-results';
import { PANEL_STYLE } from '../../theme/components/panel-style';
import { usePageMeta } from '../../theme/use-page-meta';
import { CompetitionCard } from './competition-card';
import {
  MATCH_PAGE_SIZE,
  matchRequestOf,
  matchSearchOf,
  readMatchFilters,
  yearOptions,
  type MatchFilters,
} from './match-filters';
import { MatchSelect } from './match-select';
import { MATCH_MESSAGES as M, STATUS_LABELS } from './messages';

const GRID = {
  as: 'ul',
  listStyleType: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: '5',
} as const;

const YEARS = yearOptions(new Date());

export function MatchListPage() {
  usePageMeta(M.listDescription);
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = readMatchFilters(search);
  const levels = useLov('COMPETITION_LEVEL');
  const result = useApi(matchApi.list, { query: matchRequestOf(filters) });
  // Any filter change starts again on page 1.
  const go = (change: Partial<MatchFilters>) =>
    navigate({ search: matchSearchOf({ ...filters, page: 1, ...change }) });

  return (
    <PageShell>
      <Box
        role="search"
        aria-label={M.filtersLabel}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }}
        gap="4"
        {...PANEL_STYLE}
      >
        <MatchSelect
          label={M.year}
          value={filters.year ? String(filters.year) : ''}
          options={[
            { value: '', label: M.allYears },
            ...YEARS.map((year) => ({ value: String(year), label: `${year}年` })),
          ]}
          onChange={(value) => go({ year: value ? Number(value) : undefined })}
        />
        <MatchSelect
          label={M.level}
          value={filters.level ?? ''}
          options={[
            { value: '', label: M.all },
            ...levels.map((level) => ({ value: level.value, label: level.name })),
          ]}
          onChange={(value) => go({ level: value || undefined })}
        />
        <MatchSelect
          label={M.status}
          value={filters.status ?? ''}
          options={[
            { value: '', label: M.all },
            ...COMPETITION_STATUSES.map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            })),
          ]}
          onChange={(value) => go({ status: readMatchFilters(`?status=${value}`).status })}
        />
      </Box>
      <PagedResults
        result={result}
        label={M.resultsLabel}
        empty={M.emptyList}
        total={M.total}
        pageSize={MATCH_PAGE_SIZE}
        onPageChange={(target) => navigate({ search: matchSearchOf({ ...filters, page: target }) })}
        skeleton={
          <Box {...GRID}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton as="li" key={index} height="72" borderRadius="l3" />
            ))}
          </Box>
        }
      >
        {(list) => (
          <Box {...GRID}>
            {list.map((competition) => (
              <CompetitionCard key={competition.id} competition={competition} />
            ))}
          </Box>
        )}
      </PagedResults>
    </PageShell>
  );
}
