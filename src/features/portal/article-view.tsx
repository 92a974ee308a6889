// The detail page of a notice or a news item: its title as the page's h1, category, date and
// source, the sanitized article, and the way back to its list.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SwrResult } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { ArticleHtml } from '../../theme/components/article-html';
import { DataState, DefaultSkeleton } from '../../theme/components/data-state';
import { DateText } from '../../theme/components/date-text';
import { PageShell } from '../../theme/components/page-shell';
import { usePageMeta } from '../../theme/use-page-meta';

export interface ArticleRecord {
  title: string;
  summary: string;
  publishedAt: string;
  content: string;
}

export interface ArticleViewProps<T extends ArticleRecord> {
  result: SwrResult<T>;
  categoryOf: (record: T) => string;
  sourceOf?: (record: T) => string | null;
  back: { label: string; to: string };
  /** Shown above the article (a news cover, for instance). */
  lead?: (record: T) => ReactNode;
}

function BackLink({ label, to }: { label: string; to: string }) {
  return (
    <AppLink to={to} color="brand.fg" display="inline-flex" alignItems="center" minH="11">
      ← {label}
    </AppLink>
  );
}

export function ArticleView<T extends ArticleRecord>({
  result,
  categoryOf,
  sourceOf,
  back,
  lead,
}: ArticleViewProps<T>) {
  const record = result.data;
  usePageMeta(record?.summary, record?.title);
  return (
    <PageShell title={record?.title}>
      <DataState
        result={result}
        isEmpty={() => false}
        skeleton={
          <Stack gap="6">
            <DefaultSkeleton />
            <DefaultSkeleton />
          </Stack>
        }
      >
        {(data) => {
          const source = sourceOf?.(data);
          return (
            <Stack gap="6">
              <Box display="flex" flexWrap="wrap" gap="3" color="fg.muted" fontSize="sm">
                <Text as="span">{categoryOf(data)}</Text>
                <DateText value={data.publishedAt} format="long" />
                {source ? <Text as="span">{source}</Text> : null}
              </Box>
              {lead?.(data)}
              <ArticleHtml html={data.content} />
              <BackLink {...back} />
            </Stack>
          );
        }}
      </DataState>
      {record === undefined ? <BackLink {...back} /> : null}
    </PageShell>
  );
}
