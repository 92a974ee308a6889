// The small muted line above data that came from the offline cache: 「离线 · 更新于 …」, with a
// 重试 when the last refresh failed. Nothing shows when the data is fresh from the server.
import { Box, Button, Text } from '@chakra-ui/react';
import type { SwrResult } from '../../lib/swr';
import { COMPONENT_MESSAGES as M } from './component-messages';
import { formatDate } from './date-format';
import { useOnline } from './use-online';

export interface CacheHintProps {
  result: Pick<SwrResult<unknown>, 'fromCache' | 'updatedAt' | 'offline' | 'error' | 'refresh'>;
}

export function CacheHint({ result }: CacheHintProps) {
  const online = useOnline();
  const { fromCache, updatedAt, offline, error, refresh } = result;
  const isOffline = offline || !online;
  if (!isOffline && !fromCache && !error) return null;
  if (!isOffline && updatedAt === undefined) return null;
  return (
    <Box
      role="status"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="2"
      fontSize="sm"
      color="fg.muted"
    >
      {isOffline ? (
        <Text as="span" fontWeight="semibold" color="orange.fg">
          {M.offline}
        </Text>
      ) : null}
      {updatedAt !== undefined ? (
        <Text as="span">{M.updatedAt(formatDate(updatedAt, 'datetime'))}</Text>
      ) : null}
      {error && online ? (
        <Button size="xs" variant="plain" minH="11" onClick={() => void refresh()}>
          {M.retry}
        </Button>
      ) : null}
    </Box>
  );
}
