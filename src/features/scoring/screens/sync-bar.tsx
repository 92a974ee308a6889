// The sync state, always in view at the top of the scoring screens (docs/offline-and-sync.md):
// 待同步 N or 已同步, 离线, the last sync time, a new login when the ticket died, and every action the
// server refused with its own message until the volunteer has read it (知道了). The game screen
// shows its own game's refusals next to their controls, so it leaves those out here.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import type { SyncStatus } from '../sync/sync-state';
import { MSG } from '../messages';
import { formatClock } from './format-time';
import { SCORING_LOGIN } from './require-ticket';

interface SyncBarProps {
  engine: ScoringEngine;
  sync: SyncStatus;
  /** The game whose refusals the screen shows elsewhere. */
  otherThan?: number;
}

export function SyncBar({ engine, sync, otherThan }: SyncBarProps) {
  const waiting = sync.pendingCount > 0;
  const rejected = sync.rejected.filter((entry) => entry.gameId !== otherThan);
  return (
    <Box
      position="sticky"
      top="calc(3.5rem + env(safe-area-inset-top))"
      zIndex="docked"
      bg="bg.subtle"
      py="2"
      mt="-2"
    >
      <Stack
        gap="2"
        bg={waiting ? 'orange.50' : 'green.50'}
        borderWidth="2px"
        borderColor={waiting ? 'orange.600' : 'green.700'}
        borderRadius="l2"
        px="3"
        py="2"
      >
        <Flex align="center" gap="3" wrap="wrap" aria-live="polite">
          <Text
            fontWeight="bold"
            fontSize="lg"
            color={waiting ? 'orange.900' : 'green.900'}
            data-testid="sync-state"
          >
            {waiting ? MSG.pending(sync.pendingCount) : MSG.synced}
          </Text>
          {sync.offline ? (
            <Text fontWeight="bold" color="white" bg="gray.800" px="2" borderRadius="l1">
              {MSG.offline}
            </Text>
          ) : null}
          {sync.syncing ? <Text color="gray.800">{MSG.syncing}</Text> : null}
          {!sync.offline && !sync.syncing && waiting && sync.lastFailure ? (
            <Text color="gray.800">{MSG.retrying}</Text>
          ) : null}
          {sync.lastSyncAt !== null ? (
            <Text color="gray.700" fontSize="sm" ms="auto">
              {MSG.lastSync(formatClock(sync.lastSyncAt))}
            </Text>
          ) : null}
        </Flex>
        {sync.needsLogin ? (
          <Stack gap="2" role="alert">
            <Text fontWeight="bold" color="red.800">
              {MSG.needsLogin}
            </Text>
            <Text color="gray.800">{MSG.needsLoginHint}</Text>
            <Button asChild colorPalette="red" size="lg">
              <RouterLink to={SCORING_LOGIN}>{MSG.loginAgain}</RouterLink>
            </Button>
          </Stack>
        ) : null}
        {rejected.length > 0 ? (
          <Stack gap="2" role="alert">
            <Text fontWeight="bold" color="red.800">
              {MSG.rejectedTitle}
            </Text>
            {rejected.map((entry) => (
              <Flex key={entry.id} align="center" gap="2" bg="white" p="2" borderRadius="l1">
                <Text flex="1" color="red.900">
                  {MSG.actionName[entry.action.type]}（{formatClock(entry.action.at)}）：
                  {entry.rejection?.message}
                </Text>
                <Button
                  size="lg"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void engine.dismissRejected(entry.id)}
                >
                  {MSG.dismiss}
                </Button>
              </Flex>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
