// The download centre: rules, competition files and training material, one tab (route) each.
// Each file is a plain <a href download>: the browser saves it with the server's file name, and
// the service worker's runtime cache keeps a copy for offline use.
import { Box, Link, Skeleton, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Page } from '../../contract/common';
import type { DownloadItem } from '../../contract/content-portal';
import { withBase } from '../../lib/base-url';
import { useSwr } from '../../lib/swr';
import { DataState } from '../../theme/components/data-state';
import { DateText } from '../../theme/components/date-text';
import { PageShell } from '../../theme/components/page-shell';
import { Pagination } from '../../theme/components/pagination';
import { SubNav } from '../../theme/components/sub-nav';
import { usePageMeta } from '../../theme/use-page-meta';
import { formatFileSize } from './format-file-size';
import { DOWNLOAD_MESSAGES as M, DOWNLOAD_TABS } from './messages';

const PAGE_SIZE = 10;

function readPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function FileRow({ file }: { file: DownloadItem }) {
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{ base: '1fr auto', md: '1fr 7rem 8rem auto' }}
      alignItems="center"
      columnGap="4"
      rowGap="1"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Text fontWeight="medium" overflowWrap="anywhere" gridColumn={{ base: '1', md: 'auto' }}>
        {file.name}
      </Text>
      <Text
        fontSize="sm"
        color="fg.muted"
        gridRow={{ base: '2', md: 'auto' }}
        display="flex"
        gap="3"
        hideFrom="md"
      >
        <span>{formatFileSize(file.size)}</span>
        <DateText value={file.publishedAt} />
      </Text>
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        <Text as="span" srOnly>
          {M.size}
        </Text>
        {formatFileSize(file.size)}
      </Text>
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        <Text as="span" srOnly>
          {M.date}
        </Text>
        <DateText value={file.publishedAt} />
      </Text>
      <Link
        href={withBase(file.url)}
        download={file.fileName}
        aria-label={M.downloadName(file.name)}
        gridRow={{ base: '1 / span 2', md: 'auto' }}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minH="11"
        px="4"
        borderRadius="l2"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="semibold"
        textDecoration="none"
        _hover={{ textDecoration: 'none', bg: 'brand.emphasized' }}
      >
        {M.download}
      </Link>
    </Box>
  );
}

export function DownloadPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = DOWNLOAD_TABS.find((item) => pathname.startsWith(item.to)) ?? DOWNLOAD_TABS[0]!;
  const page = readPage(search);
  usePageMeta(M.description(tab.label));
  const result = useSwr<Page<DownloadItem>>('/api/downloads', {
    searchParams: { category: tab.category, page, pageSize: PAGE_SIZE },
  });
  const items = DOWNLOAD_TABS.map((item) => ({ ...item, active: item.category === tab.category }));

  return (
    <PageShell>
      <SubNav label={M.tabsLabel} items={items} />
      <Box as="section" aria-label={M.resultsLabel}>
        <DataState
          result={result}
          empty={M.empty}
          skeleton={
            <Box display="grid" gap="2">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height="14" />
              ))}
            </Box>
          }
        >
          {(data) => (
            <Box display="grid" gap="5">
              <Text color="fg.muted">{M.total(data.total)}</Text>
              <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
                {data.list.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </Box>
              <Pagination
                page={data.page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={(target) => navigate({ search: target > 1 ? `?page=${target}` : '' })}
              />
            </Box>
          )}
        </DataState>
      </Box>
    </PageShell>
  );
}
