import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleHtml } from './article-html';
import { ContentList } from './content-list';
import { formatDate } from './date-format';
import { DateText } from './date-text';
import { renderWithSystem } from './test-render';

describe('ArticleHtml', () => {
  it('renders the sanitized article: formatting kept, handlers and scripts gone', () => {
    const { container } = renderWithSystem(
      <ArticleHtml html='<h3>参赛要求</h3><p onclick="alert(1)">正文</p><img src=x onerror="alert(1)"><script>alert(1)</script>' />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '参赛要求' })).toBeTruthy();
    expect(container.querySelector('[onclick], [onerror], script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

describe('ContentList', () => {
  it('lists each record as one link with its category and date', () => {
    renderWithSystem(
      <ContentList
        showSummary
        items={[
          {
            key: 1,
            to: '/notice/detail/1',
            title: '锦标赛通知',
            date: '2026-10-08T02:00:00.000Z',
            category: '赛事通知',
            summary: '锦标赛将在上海举行',
          },
        ]}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/notice/detail/1');
    expect(link.textContent).toContain('锦标赛通知');
    expect(link.textContent).toContain('赛事通知');
    expect(link.textContent).toContain('2026-10-08');
    expect(link.textContent).toContain('锦标赛将在上海举行');
  });
});

describe('dates in zh-CN', () => {
  it('formats instants in China time and calendar days as they are', () => {
    expect(formatDate('2026-11-21T17:30:00.000Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-21T17:30:00.000Z', 'datetime')).toBe('2026-11-22 01:30');
    expect(formatDate('2026-11-21T17:30:00.000Z', 'long')).toBe('2026年11月22日');
    expect(formatDate('2026-03-05', 'long')).toBe('2026年3月5日');
    expect(formatDate('不是日期')).toBe('不是日期');
  });

  it('puts the exact value in a <time> element', () => {
    const { container } = renderWithSystem(<DateText value="2026-03-05" format="long" />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-03-05');
    expect(time?.textContent).toBe('2026年3月5日');
  });
});
