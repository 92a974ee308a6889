// Renders the states of a useSwr read the same way on every page: a skeleton while nothing is
// there, an error with 重试, an empty message, and — above data shown from the cache — the
// 「离线」/「正在更新」/「更新于 …」 hint (docs/offline-and-sync.md, "The SWR cache").
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SwrResult } from '../../lib/swr';
import { COMPONENT_MESSAGES as M } from './component-messages';
import { CacheHint } from './cache-hint';

export interface DataStateProps<T> {
  result: Pick<
    SwrResult<T>,
    | 'data'
    | 'error'
    | 'isLoading'
    | 'isValidating'
    | 'fromCache'
    | 'updatedAt'
    | 'offline'
    | 'refresh'
  >;
  /** What to show while loading; a few grey lines by default. */
  skeleton?: ReactNode;
  /** The empty state's text. */
  empty?: string;
  /** When the data counts as empty; by default an empty array or a page with an empty `list`. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  // Only a page ({ list, total }) is empty with its list: an answer that merely holds a list
  // (a competition's schedule, say) has more to show than it.
  if (typeof data === 'object' && data !== null && 'list' in data && 'total' in data) {
    const list = (data as { list: unknown }).list;
    return Array.isArray(list) && list.length === 0;
  }
  return data === null;
}

export function DefaultSkeleton() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton height="6" width="60%" />
      <Skeleton height="4" />
      <Skeleton height="4" />
      <Skeleton height="4" width="80%" />
    </Stack>
  );
}

export function DataState<T>({
  result,
  skeleton,
  empty = M.empty,
  isEmpty = defaultIsEmpty,
  children,
}: DataStateProps<T>) {
  const { data, error, isLoading, refresh } = result;

  if (data === undefined) {
    if (error && !isLoading) {
      return (
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="l2" p="5">
          <Stack gap="3" alignItems="flex-start">
            <Text fontWeight="semibold" color="fg.error">
              {M.loadFailed}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {error.message}
            </Text>
            <Button variant="outline" minH="11" onClick={() => void refresh()}>
              {M.retry}
            </Button>
          </Stack>
        </Box>
      );
    }
    return (
      <Box aria-busy="true">
        <Text srOnly>{M.loading}</Text>
        {skeleton ?? <DefaultSkeleton />}
      </Box>
    );
  }

  return (
    <Stack gap="3">
      <CacheHint result={result} />
      {isEmpty(data) ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {empty}
        </Text>
      ) : (
        children(data)
      )}
    </Stack>
  );
}
