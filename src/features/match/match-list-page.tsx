// /match: competitions by year, level and status, paginated; the filters live in the URL.
import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Page } from '../../contract/common';
import { COMPETITION_STATUSES, type CompetitionSummary } from '../../contract/content-competition';
import { useLov } from '../../lib/global-state';
import { useSwr } from '../../lib/swr';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { Pagination } from '../../theme/components/pagination';
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
  const result = useSwr<Page<CompetitionSummary>>('/api/competitions', {
    searchParams: matchRequestOf(filters),
  });
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
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
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
      <Box as="section" aria-label={M.resultsLabel}>
        <DataState
          result={result}
          empty={M.emptyList}
          skeleton={
            <Box {...GRID}>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton as="li" key={index} height="72" borderRadius="l3" />
              ))}
            </Box>
          }
        >
          {(page) => (
            <Box display="grid" gap="5">
              <Text color="fg.muted" aria-live="polite">
                {M.total(page.total)}
              </Text>
              <Box {...GRID}>
                {page.list.map((competition) => (
                  <CompetitionCard key={competition.id} competition={competition} />
                ))}
              </Box>
              <Pagination
                page={page.page}
                pageSize={MATCH_PAGE_SIZE}
                total={page.total}
                onChange={(target) =>
                  navigate({ search: matchSearchOf({ ...filters, page: target }) })
                }
              />
            </Box>
          )}
        </DataState>
      </Box>
    </PageShell>
  );
}
