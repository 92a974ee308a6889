// One page of a paginated list as a named region: the skeleton while loading, the total (read
// out when it changes), the items and the pager, with DataState's error, empty and offline states.
import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Page } from '../../contract/common';
import type { SwrResult } from '../../lib/swr';
import { DataState } from './data-state';
import { Pagination } from './pagination';

export interface PagedResultsProps<T> {
  result: SwrResult<Page<T>>;
  /** Names the region, e.g. 「文件列表」. */
  label: string;
  empty: string;
  total: (total: number) => string;
  pageSize: number;
  onPageChange: (page: number) => void;
  skeleton: ReactNode;
  children: (list: readonly T[]) => ReactNode;
}

export function PagedResults<T>({
  result,
  label,
  empty,
  total,
  pageSize,
  onPageChange,
  skeleton,
  children,
}: PagedResultsProps<T>) {
  return (
    <Box as="section" aria-label={label}>
      <DataState result={result} empty={empty} skeleton={skeleton}>
        {(data) => (
          <Box display="grid" gap="5">
            <Text color="fg.muted" aria-live="polite">
              {total(data.total)}
            </Text>
            {children(data.list)}
            <Pagination
              page={data.page}
              pageSize={pageSize}
              total={data.total}
              onChange={onPageChange}
            />
          </Box>
        )}
      </DataState>
    </Box>
  );
}

/** `count` grey bars of one item's height, a list's loading placeholder. */
export function SkeletonRows({ count, height }: { count: number; height: string }) {
  return (
    <Box display="grid" gap="3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l3" />
      ))}
    </Box>
  );
}
