// 我的培训: the member's training sign-ups, current and withdrawn, the latest course first. Each
// links to its course, where the sign-up is changed.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { trainingApi } from '../../../contract/api/training';
import type { MyTraining } from '../../../contract/training-signup';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { CentreSection } from './centre-section';
import { TRAININGS_TEXT as T } from './trainings-messages';

function TrainingItem({ item }: { item: MyTraining }) {
  const { training } = item;
  const signedUp = item.status === 'signed_up';
  const when = signedUp
    ? `${T.signedUpAt} ${formatDate(item.signedUpAt, 'datetime')}`
    : `${T.withdrawnAt} ${formatDate(item.withdrawnAt ?? item.signedUpAt, 'datetime')}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" display="grid" gap="1">
      <Stack direction="row" justify="space-between" align="start" gap="3">
        <AppLink to={`/training/detail/${training.id}`} color="brand.fg" fontWeight="semibold">
          {training.title}
        </AppLink>
        <Badge colorPalette={signedUp ? 'green' : 'gray'} flexShrink={0}>
          {T.status[item.status]}
        </Badge>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {T.kind[training.kind]} · {training.city} · {formatDate(training.startDate)} 至{' '}
        {formatDate(training.endDate)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {when}
      </Text>
    </Box>
  );
}

export function TrainingsSection() {
  const result = useAccountApi(trainingApi.mine, {});
  return (
    <CentreSection title={T.title}>
      <DataState result={result} empty={T.empty}>
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {list.map((item) => (
              <TrainingItem key={item.training.id} item={item} />
            ))}
          </Stack>
        )}
      </DataState>
      <AppLink
        to="/training/coach"
        color="brand.fg"
        minH="11"
        display="inline-flex"
        alignItems="center"
      >
        {T.browse}
      </AppLink>
    </CentreSection>
  );
}
