import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

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
    expect(description()).toBe('');
    expect(document.title).toBe('通知详情 - 飞盘协会');
  });
});
