import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { SITE_DESCRIPTION } from './route-title';
import { PageMetaContext, usePageMeta, type PageMeta } from './use-page-meta';

function Page({ description, title }: { description?: string; title?: string }) {
  usePageMeta(description, title);
  return null;
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it('sets the description and the record title while shown, and puts both back after', () => {
    document.title = '通知详情 - 飞盘协会';
    const { rerender, unmount } = render(<Page description="第一段摘要" />);
    expect(description()).toBe('第一段摘要');
    expect(document.title).toBe('通知详情 - 飞盘协会');

    rerender(<Page description="第一段摘要" title="锦标赛通知" />);
    expect(document.title).toBe('锦标赛通知 - 飞盘协会');

    unmount();
    expect(description()).toBe(SITE_DESCRIPTION);
    expect(document.title).toBe('通知详情 - 飞盘协会');
  });

  it('leaves the title and description the next page already set', () => {
    document.title = '通知详情 - 飞盘协会';
    const { unmount } = render(<Page description="第一段摘要" title="锦标赛通知" />);
    document.title = '新闻资讯 - 飞盘协会';
    const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (tag) tag.content = '下一页的摘要';
    unmount();
    expect(document.title).toBe('新闻资讯 - 飞盘协会');
    expect(description()).toBe('下一页的摘要');
  });

  it('puts back the description index.html carries', () => {
    expect(indexHtml).toContain(`content="${SITE_DESCRIPTION}"`);
  });

  it('on the server, tells the renderer the page title and description', () => {
    const meta: PageMeta = {};
    renderToString(
      <PageMetaContext value={meta}>
        <Page description="第一段摘要" title="锦标赛通知" />
      </PageMetaContext>,
    );
    expect(meta).toEqual({ description: '第一段摘要', title: '锦标赛通知 - 飞盘协会' });
  });
});
