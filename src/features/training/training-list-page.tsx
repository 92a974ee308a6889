// /training/coach and /training/judge: the courses of one kind, newest first, each with where its
// sign-up stands, paginated by ?page=.
// Like the download centre's, the page is a SubNav and a PagedResults given their props: alike
// in shape, each list its own.
import { Box, Heading, Text } from '@chakra-ui/react';
import { trainingApi } from '../../contract/api/training';
import type { TrainingSummary } from '../../contract/content-portal';
import { useApi } from '../../lib/api-read';
import { FactsList } from '../../theme/components/facts-list';
import { PageShell } from '../../theme/components/page-shell';
import { PagedResults, SkeletonRows } from '../../theme/components/paged-results';
import { useRouteTab } from '../../theme/components/route-tabs';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { SubNav } from '../../theme/components/sub-nav';
import { PAGE_SIZE, usePageParam } from '../../theme/components/use-page-param';
import { usePageMeta } from '../../theme/use-page-meta';
import { KIND_TABS, TRAINING_MESSAGES as M } from './messages';
import { signupStateText, trainingFacts } from './training-facts';

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
        <StandaloneLink to={`/training/detail/${training.id}`}>{training.title}</StandaloneLink>
      </Heading>
      <FactsList facts={trainingFacts(training)} columns={2} dense />
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
        {signupStateText(training)}
      </Text>
    </Box>
  );
}

export function TrainingListPage() {
  const { tab, items } = useRouteTab(KIND_TABS);
  const [page, setPage] = usePageParam();
  usePageMeta(M.listDescription(tab.label));
  const result = useApi(trainingApi.list, {
    query: { kind: tab.kind, page, pageSize: PAGE_SIZE },
  });

  return (
    <PageShell title={tab.label}>
      <SubNav label={M.tabsLabel} items={items} />
      <PagedResults
        result={result}
        label={M.resultsLabel}
        empty={M.empty}
        total={M.total}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        skeleton={<SkeletonRows count={3} height="28" />}
      >
        {(list) => (
          <Box as="ul" listStyleType="none" display="grid" gap="3">
            {list.map((training) => (
              <TrainingCard key={training.id} training={training} />
            ))}
          </Box>
        )}
      </PagedResults>
    </PageShell>
  );
}
