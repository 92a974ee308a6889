// 系统's 消息发送 card: how many SMS and emails failed (given up) or wait to be retried, and the
// newest of them with the message, the recipient (masked by the server) and the reason.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { DeliveryProblem, SystemStatus } from '../../../contract/system';
import { formatDate } from '../../../theme/components/date-format';
import { SYSTEM_MESSAGES as M } from './system-messages';

function ProblemRow({ problem }: { problem: DeliveryProblem }) {
  const failed = problem.state === 'failed';
  return (
    <Box as="li" borderBottomWidth="1px" pb="2">
      <Box display="flex" flexWrap="wrap" columnGap="3" rowGap="1" alignItems="baseline">
        <Badge colorPalette={failed ? 'red' : 'orange'}>
          {failed ? M.deliveryFailed : M.deliveryRetrying}
        </Badge>
        <Text fontWeight="semibold" overflowWrap="anywhere" flex="1 1 12rem">
          {problem.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(problem.createdAt, 'datetime')}
        </Text>
      </Box>
      <Text fontSize="sm" overflowWrap="anywhere">
        {M.deliveryTo(M.channel[problem.channel], problem.toName, problem.toAddress)}
      </Text>
      <Text fontSize="sm" color={failed ? 'red.fg' : 'fg.muted'} overflowWrap="anywhere">
        {problem.reason ?? M.noReason}
        {M.attempts(problem.attempts)}
        {problem.nextAttemptAt && M.nextAttempt(formatDate(problem.nextAttemptAt, 'datetime'))}
      </Text>
    </Box>
  );
}

export function DeliveryProblems({ deliveries }: { deliveries: SystemStatus['deliveries'] }) {
  if (deliveries.failed === 0 && deliveries.retrying === 0) {
    return <Text color="fg.muted">{M.deliveriesAllWell}</Text>;
  }
  return (
    <Stack gap="3">
      <Text>{M.deliveryCounts(deliveries.failed, deliveries.retrying)}</Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {deliveries.shown.map((problem) => (
          <ProblemRow key={problem.id} problem={problem} />
        ))}
      </Stack>
    </Stack>
  );
}
