// The results of one query: the count, a card grid and the pager, in the states of DataState.
import { Box, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/api-read';
import type { SwrResult } from '../../lib/swr';
import type { Page } from '../../contract/common';
import { PagedResults } from '../../theme/components/paged-results';
import { QUERY_MESSAGES as M } from './messages';
import { QUERY_PAGE_SIZE, requestOf, type QueryRequest, type QueryState } from './query-filters';
import { ClubCard, MasterCard, PlayerCard } from './result-cards';

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

interface ResultsProps<T> {
  result: SwrResult<Page<T>>;
  onPage: (page: number) => void;
  /** One keyed card. */
  card: (item: T) => ReactNode;
}

function Results<T>({ result, onPage, card }: ResultsProps<T>) {
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
      {(list) => <Box {...GRID}>{list.map(card)}</Box>}
    </PagedResults>
  );
}

type RequestOf<K extends QueryRequest['kind']> = Extract<QueryRequest, { kind: K }>;
type Paging = Pick<QueryResultsProps, 'onPage'>;

function ClubResults({ request, onPage }: Paging & { request: RequestOf<'club'> }) {
  const result = useApi(request.route, { query: request.query });
  return <Results result={result} onPage={onPage} card={(c) => <ClubCard key={c.id} club={c} />} />;
}

function PlayerResults({ request, onPage }: Paging & { request: RequestOf<'player'> }) {
  const result = useApi(request.route, { query: request.query });
  return (
    <Results result={result} onPage={onPage} card={(p) => <PlayerCard key={p.id} player={p} />} />
  );
}

function MasterResults({ request, onPage }: Paging & { request: RequestOf<'master'> }) {
  const result = useApi(request.route, { query: request.query });
  return (
    <Results
      result={result}
      onPage={onPage}
      card={(m) => <MasterCard key={m.certificateId} master={m} />}
    />
  );
}

export interface QueryResultsProps {
  state: QueryState;
  onPage: (page: number) => void;
}

export function QueryResults({ state, onPage }: QueryResultsProps) {
  const request = requestOf(state);
  switch (request.kind) {
    case 'club':
      return <ClubResults request={request} onPage={onPage} />;
    case 'player':
      return <PlayerResults request={request} onPage={onPage} />;
    case 'master':
      return <MasterResults request={request} onPage={onPage} />;
  }
}
