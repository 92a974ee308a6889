import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SwrResult } from '../../lib/swr';
import { DataState } from './data-state';
import { renderWithSystem } from './test-render';

function result<T>(change: Partial<SwrResult<T>>): SwrResult<T> {
  return {
    data: undefined,
    error: undefined,
    isLoading: false,
    isValidating: false,
    fromCache: false,
    updatedAt: undefined,
    offline: false,
    refresh: vi.fn(async () => undefined),
    ...change,
  };
}

const show = (list: string[]) => (
  <ul>
    {list.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

afterEach(() => vi.unstubAllGlobals());

describe('DataState', () => {
  it('shows a busy skeleton while nothing has arrived', () => {
    renderWithSystem(<DataState result={result<string[]>({ isLoading: true })}>{show}</DataState>);
    expect(screen.getByText('正在加载').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the error with 重试, which refreshes', () => {
    const failed = result<string[]>({ error: new Error('网络异常，无法连接服务器') });
    renderWithSystem(<DataState result={failed}>{show}</DataState>);
    expect(screen.getByRole('alert').textContent).toContain('网络异常，无法连接服务器');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for an empty list or page', () => {
    renderWithSystem(
      <DataState result={result({ data: { list: [], total: 0 } })} empty="暂无通知">
        {() => '不该出现'}
      </DataState>,
    );
    expect(screen.getByText('暂无通知')).toBeTruthy();
    expect(screen.queryByText('不该出现')).toBeNull();
  });

  it('renders an answer that holds an empty list beside more, which is not a page', () => {
    const schedule = { competition: { name: '城市联赛' }, list: [] };
    renderWithSystem(
      <DataState result={result({ data: schedule })}>
        {(data) => `${data.competition.name}：还没有比赛`}
      </DataState>,
    );
    expect(screen.getByText('城市联赛：还没有比赛')).toBeTruthy();
  });

  it('renders the data with no hint when it is fresh from the server', () => {
    renderWithSystem(
      <DataState result={result({ data: ['甲', '乙'], updatedAt: Date.now() })}>{show}</DataState>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('marks cached data shown offline with 离线 and its time in zh-CN', () => {
    const updatedAt = Date.UTC(2026, 10, 21, 2, 5);
    renderWithSystem(
      <DataState result={result({ data: ['甲'], fromCache: true, offline: true, updatedAt })}>
        {show}
      </DataState>,
    );
    const hint = screen.getByRole('status');
    expect(hint.textContent).toContain('离线');
    expect(hint.textContent).toContain('更新于 2026-11-21 10:05');
    expect(screen.getByText('甲')).toBeTruthy();
  });

  it('says nothing of a fresh cached answer online, and 更新于 of a stale one', () => {
    const { rerender } = renderWithSystem(
      <DataState result={result({ data: ['甲'], fromCache: true, updatedAt: Date.now() })}>
        {show}
      </DataState>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <DataState
        result={result({ data: ['甲'], fromCache: true, updatedAt: Date.now() - 5 * 60_000 })}
      >
        {show}
      </DataState>,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /^更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
  });

  it('says 正在更新 while the server is asked behind a cached answer, and nothing once it answered', () => {
    const shown = { data: ['甲'], updatedAt: Date.now() };
    const { rerender } = renderWithSystem(
      <DataState result={result({ ...shown, fromCache: true, isValidating: true })}>
        {show}
      </DataState>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^正在更新更新于 /);
    rerender(<DataState result={result({ ...shown, fromCache: false })}>{show}</DataState>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says 离线 when the browser has no connection, even before a fetch failed', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderWithSystem(
      <DataState result={result({ data: ['甲'], fromCache: true, updatedAt: Date.now() })}>
        {show}
      </DataState>,
    );
    expect(screen.getByRole('status').textContent).toContain('离线');
  });
});
