// Actions of this game the server refused, each shown next to the control it was taken with and
// kept until the volunteer has read it (知道了): a refusal arrives after the tap, when the phone
// syncs, and a message that faded by itself could be missed.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ScoringActionType } from '../local/scoring-action';
import type { OutboxEntry } from '../local/scoring-tables';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import { MSG } from '../messages';
import { formatClock } from './format-time';

interface ActionRefusalsProps {
  engine: ScoringEngine;
  rejected: readonly OutboxEntry[];
  gameId: number;
  types: readonly ScoringActionType[];
}

export function ActionRefusals({ engine, rejected, gameId, types }: ActionRefusalsProps) {
  const shown = rejected.filter(
    (entry) => entry.gameId === gameId && types.includes(entry.action.type),
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="2">
      {shown.map((entry) => (
        <Flex
          key={entry.id}
          role="alert"
          align="center"
          gap="3"
          bg="red.50"
          borderWidth="2px"
          borderColor="red.700"
          borderRadius="l2"
          p="3"
        >
          <Text flex="1" fontWeight="bold" color="red.900">
            {MSG.refused(
              MSG.actionName[entry.action.type],
              formatClock(entry.action.at),
              entry.rejection?.message ?? '',
            )}
          </Text>
          <Button
            size="lg"
            variant="outline"
            colorPalette="red"
            color="red.800"
            borderColor="red.700"
            bg="bg"
            flexShrink={0}
            onClick={() => void engine.dismissRejected(entry.id)}
          >
            {MSG.dismiss}
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
