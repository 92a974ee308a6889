// The download centre: rules, competition files and training material, one tab (route) each.
// Each file is a plain <a href download>: the browser saves it with the server's file name, and
// the service worker's runtime cache keeps a copy for offline use.
// The download button and the page's list are styled here; their props match other cards' and
// pages' in shape only (one Chakra prop a line, other values), each its own look.
import { Box, Link, Text } from '@chakra-ui/react';
import { downloadApi } from '../../contract/api/download';
import type { DownloadItem } from '../../contract/content-portal';
import { withBase } from '../../lib/base-url';
import { useApi } from '../../lib/api-read';
import { DateText } from '../../theme/components/date-text';
import { PageShell } from '../../theme/components/page-shell';
import { PagedResults, SkeletonRows } from '../../theme/components/paged-results';
import { useRouteTab } from '../../theme/components/route-tabs';
import { SubNav } from '../../theme/components/sub-nav';
import { PAGE_SIZE, usePageParam } from '../../theme/components/use-page-param';
import { usePageMeta } from '../../theme/use-page-meta';
import { fileKind } from './file-kind';
import { formatFileSize } from '../../lib/format-file-size';
import { DOWNLOAD_MESSAGES as M, DOWNLOAD_TABS } from './messages';

function FileRow({ file }: { file: DownloadItem }) {
  const kind = fileKind(file.mime, file.fileName);
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{ base: '1fr auto', md: '1fr 12rem 8rem auto' }}
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
        flexWrap="wrap"
        columnGap="3"
        hideFrom="md"
      >
        <span>
          {kind} · {formatFileSize(file.size)}
        </span>
        <DateText value={file.publishedAt} />
      </Text>
      <Text fontSize="sm" color="fg.muted" hideBelow="md">
        <Text as="span" srOnly>
          {M.size}
        </Text>
        {kind} · {formatFileSize(file.size)}
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
  const { tab, items } = useRouteTab(DOWNLOAD_TABS);
  const [page, setPage] = usePageParam();
  usePageMeta(M.description(tab.label));
  const result = useApi(downloadApi.list, {
    query: { category: tab.category, page, pageSize: PAGE_SIZE },
  });

  return (
    <PageShell>
      <SubNav label={M.tabsLabel} items={items} />
      <PagedResults
        result={result}
        label={M.resultsLabel}
        empty={M.empty}
        total={M.total}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        skeleton={<SkeletonRows count={4} height="14" />}
      >
        {(list) => (
          <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
            {list.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </Box>
        )}
      </PagedResults>
    </PageShell>
  );
}
