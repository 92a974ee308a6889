// /training/detail/:id: a course with its facts, the sign-up (online or otherwise), and its
// programme.
import { Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { TrainingDetail } from '../../contract/content-portal';
import { trainingApi } from '../../contract/api/training';
import { useApi } from '../../lib/api-read';
import { ArticleHtml } from '../../theme/components/article-html';
import { FactsList } from '../../theme/components/facts-list';
import { PageShell } from '../../theme/components/page-shell';
import { readId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { TitledSection } from '../../theme/components/titled-section';
import { usePageMeta } from '../../theme/use-page-meta';
import { KIND_TABS, TRAINING_MESSAGES as M } from './messages';
import { SignupPanel } from './signup-panel';
import { trainingFacts } from './training-facts';

function TrainingView({ training }: { training: TrainingDetail }) {
  const tab = KIND_TABS.find((item) => item.kind === training.kind) ?? KIND_TABS[0];
  return (
    <Stack gap="8">
      <StandaloneLink to={tab.to}>{M.backTo(tab.label)}</StandaloneLink>
      <FactsList facts={trainingFacts(training)} columns={2} dense panel />
      <TitledSection title={M.signup} gap="3">
        <SignupPanel training={training} />
        <Text fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line" overflowWrap="anywhere">
          {training.signup}
        </Text>
      </TitledSection>
      <TitledSection title={M.content} gap="3">
        <ArticleHtml html={training.content} />
      </TitledSection>
    </Stack>
  );
}

export function TrainingDetailPage() {
  const id = readId(useParams().id);
  const result = useApi(trainingApi.detail, id === undefined ? null : { params: { id } });
  const training = result.data;
  usePageMeta(training ? M.detailDescription(training.title) : M.listDescription('培训'));
  return (
    <PageShell title={training?.title}>
      <RecordState named={id !== undefined} missing={M.missingId} result={result}>
        {(data) => <TrainingView training={data} />}
      </RecordState>
    </PageShell>
  );
}
