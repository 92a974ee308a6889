// The status badge names the life cycle in Chinese, and tells a scheduled item from a published one.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSystem } from '../../../theme/components/test-render';
import { shownStatus, StatusBadge } from './status-badge';

afterEach(cleanup);

const NOW = Date.UTC(2026, 5, 1);

describe('the status badge', () => {
  it('says 草稿, 已发布, 已撤回, and 定时发布 while the time is ahead', () => {
    renderWithSystem(
      <>
        <StatusBadge status="draft" publishedAt={null} now={NOW} />
        <StatusBadge status="published" publishedAt={NOW - 1} now={NOW} />
        <StatusBadge status="withdrawn" publishedAt={NOW - 1} now={NOW} />
        <StatusBadge status="published" publishedAt={NOW + 60_000} now={NOW} />
      </>,
    );
    for (const text of ['草稿', '已发布', '已撤回', '定时发布']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('counts an item published at this very moment as published', () => {
    expect(shownStatus('published', NOW, NOW)).toBe('published');
    expect(shownStatus('draft', NOW + 1, NOW)).toBe('draft');
  });
});
