// One section's text as staff last published it in the console (GET /api/site/pages/:key), or the
// built-in text until they have; a read that fails (offline with nothing cached) shows the
// built-in text too, so the section is never empty.
import type { ReactNode } from 'react';
import type { AboutPageKey } from '../../../contract/about-pages';
import { portalApi } from '../../../contract/api/portal';
import { useApi } from '../../../lib/api-read';
import { ArticleHtml } from '../../../theme/components/article-html';
import { DefaultSkeleton } from '../../../theme/components/data-state';

export function PublishedText({ page, children }: { page: AboutPageKey; children: ReactNode }) {
  const result = useApi(portalApi.aboutPage, { params: { key: page } });
  if (result.data === undefined && !result.error) return <DefaultSkeleton />;
  const content = result.data?.content;
  return content ? <ArticleHtml html={content} /> : <>{children}</>;
}
