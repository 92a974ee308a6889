// /training/detail/:id: a course with its facts, how to sign up, and its programme.
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { TrainingDetail } from '../../contract/content-portal';
import { useSwr } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { ArticleHtml } from '../../theme/components/article-html';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { usePageMeta } from '../../theme/use-page-meta';
import { FactsList } from './facts-list';
import { KIND_TABS, TRAINING_MESSAGES as M } from './messages';
import { trainingFacts } from './training-facts';

function readId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

function TrainingView({ training }: { training: TrainingDetail }) {
  const tab = KIND_TABS.find((item) => item.kind === training.kind) ?? KIND_TABS[0]!;
  return (
    <Stack gap="8">
      <AppLink
        to={tab.to}
        color="brand.fg"
        alignSelf="flex-start"
        display="inline-flex"
        alignItems="center"
        minH="11"
      >
        {M.backTo(tab.label)}
      </AppLink>
      <Box
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
      >
        <FactsList facts={trainingFacts(training)} columns={2} />
      </Box>
      <Box as="section" display="grid" gap="3">
        <Heading as="h2" size="xl" color="brand.fg">
          {M.signup}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line" overflowWrap="anywhere">
          {training.signup}
        </Text>
      </Box>
      <Box as="section" display="grid" gap="3">
        <Heading as="h2" size="xl" color="brand.fg">
          {M.content}
        </Heading>
        <ArticleHtml html={training.content} />
      </Box>
    </Stack>
  );
}

export function TrainingDetailPage() {
  const id = readId(useParams().id);
  const result = useSwr<TrainingDetail>(id === undefined ? null : `/api/trainings/${id}`);
  const training = result.data;
  usePageMeta(training ? M.detailDescription(training.title) : M.listDescription('培训'));
  return (
    <PageShell title={training?.title}>
      {id === undefined ? (
        <Text role="alert">{M.missingId}</Text>
      ) : (
        <DataState result={result} skeleton={<Skeleton height="60" borderRadius="l3" />}>
          {(data) => <TrainingView training={data} />}
        </DataState>
      )}
    </PageShell>
  );
}
