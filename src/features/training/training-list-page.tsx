// /training/coach and /training/judge: the courses of one kind, newest first, paginated by ?page=.
import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Page } from '../../contract/common';
import type { TrainingSummary } from '../../contract/content-portal';
import { useSwr } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { Pagination } from '../../theme/components/pagination';
import { SubNav } from '../../theme/components/sub-nav';
import { usePageMeta } from '../../theme/use-page-meta';
import { FactsList } from './facts-list';
import { KIND_TABS, TRAINING_MESSAGES as M } from './messages';
import { trainingFacts } from './training-facts';

const PAGE_SIZE = 10;

function readPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function TrainingCard({ training }: { training: TrainingSummary }) {
  return (
    <Box
      as="li"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      display="grid"
      gap="2"
    >
      <Heading as="h2" size="md">
        <AppLink
          to={`/training/detail/${training.id}`}
          color="brand.fg"
          display="inline-block"
          py="1"
        >
          {training.title}
        </AppLink>
      </Heading>
      <FactsList facts={trainingFacts(training)} columns={2} />
    </Box>
  );
}

export function TrainingListPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = KIND_TABS.find((item) => pathname.startsWith(item.to)) ?? KIND_TABS[0]!;
  const page = readPage(search);
  usePageMeta(M.listDescription(tab.label));
  const result = useSwr<Page<TrainingSummary>>('/api/trainings', {
    searchParams: { kind: tab.kind, page, pageSize: PAGE_SIZE },
  });
  const items = KIND_TABS.map((item) => ({ ...item, active: item.kind === tab.kind }));

  return (
    <PageShell title={tab.label}>
      <SubNav label={M.tabsLabel} items={items} />
      <Box as="section" aria-label={M.resultsLabel}>
        <DataState
          result={result}
          empty={M.empty}
          skeleton={
            <Box display="grid" gap="3">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height="28" borderRadius="l3" />
              ))}
            </Box>
          }
        >
          {(data) => (
            <Box display="grid" gap="5">
              <Text color="fg.muted">{M.total(data.total)}</Text>
              <Box as="ul" listStyleType="none" display="grid" gap="3">
                {data.list.map((training) => (
                  <TrainingCard key={training.id} training={training} />
                ))}
              </Box>
              <Pagination
                page={data.page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={(target) => navigate({ search: target > 1 ? `?page=${target}` : '' })}
              />
            </Box>
          )}
        </DataState>
      </Box>
    </PageShell>
  );
}
