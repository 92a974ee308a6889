// The small muted line above data that came from the offline cache: 「离线 · 更新于 …」, with a
// 重试 when the last refresh failed, and 「正在更新」 while the server is asked behind a cached
// answer. Nothing shows online once the data is fresh (under the 60 s window), whether it came
// from the server or the cache.
import { Box, Button, Text } from '@chakra-ui/react';
import { FRESH_FOR_MS, type SwrResult } from '../../lib/swr';
import { COMPONENT_MESSAGES as M } from './component-messages';
import { formatDate } from './date-format';
import { useOnline } from './use-online';

export interface CacheHintProps {
  result: Pick<
    SwrResult<unknown>,
    'fromCache' | 'isValidating' | 'updatedAt' | 'offline' | 'error' | 'refresh'
  >;
}

export function CacheHint({ result }: CacheHintProps) {
  const online = useOnline();
  const { fromCache, isValidating, updatedAt, offline, error, refresh } = result;
  const isOffline = offline || !online;
  // What shows may be older than the server's: a signed-in page's cached answer is always asked
  // for again, and says so until the answer is in.
  const updating = fromCache && isValidating && !isOffline;
  // A fresh cached answer online is as good as the server's: no hint for it.
  const stale = fromCache && updatedAt !== undefined && Date.now() - updatedAt > FRESH_FOR_MS;
  if (!isOffline && !stale && !updating && !(error && updatedAt !== undefined)) return null;
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
      {updating ? <Text as="span">{M.updating}</Text> : null}
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
