// The results of one query: the count, a card grid and the pager, in the states of DataState.
import { Box, Skeleton } from '@chakra-ui/react';
import type { Page } from '../../contract/common';
import type { ClubSummary, Master, PlayerSearchItem } from '../../contract/content-people';
import { useSwr } from '../../lib/swr';
import { PagedResults } from '../../theme/components/paged-results';
import { QUERY_MESSAGES as M } from './messages';
import { QUERY_PAGE_SIZE, requestOf, type QueryState } from './query-filters';
import { ClubCard, MasterCard, PlayerCard } from './result-cards';

type Result = ClubSummary | PlayerSearchItem | Master;

const GRID = {
  as: 'ul',
  listStyleType: 'none',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: '4',
} as const;

function ResultsSkeleton() {
  return (
    <Box {...GRID}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton as="li" key={index} height="28" borderRadius="l3" />
      ))}
    </Box>
  );
}

function ResultCard({ target, item }: { target: QueryState['target']; item: Result }) {
  if (target === 'club') return <ClubCard club={item as ClubSummary} />;
  if (target === 'player') return <PlayerCard player={item as PlayerSearchItem} />;
  return <MasterCard master={item as Master} />;
}

function keyOf(item: Result): number {
  return 'certificateId' in item ? item.certificateId : item.id;
}

export interface QueryResultsProps {
  state: QueryState;
  onPage: (page: number) => void;
}

export function QueryResults({ state, onPage }: QueryResultsProps) {
  const { url, searchParams } = requestOf(state);
  const result = useSwr<Page<Result>>(url, { searchParams });
  return (
    <PagedResults
      result={result}
      label={M.resultsLabel}
      empty={M.empty}
      total={M.total}
      pageSize={QUERY_PAGE_SIZE}
      onPageChange={onPage}
      skeleton={<ResultsSkeleton />}
    >
      {(list) => (
        <Box {...GRID}>
          {list.map((item) => (
            <ResultCard key={keyOf(item)} target={state.target} item={item} />
          ))}
        </Box>
      )}
    </PagedResults>
  );
}
