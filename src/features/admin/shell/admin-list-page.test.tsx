// The console's list page: search, filters and page live in the URL and reach the call; the rows
// show as a table and as cards; the empty and failed states say so in Chinese.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteGroup } from '../../../contract/api/define-route';
import { envelope, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { appSystem } from '../../../theme/system';
import { AdminListPage } from './admin-list-page';

beforeEach(resetLib);
afterEach(cleanup);

const rowSchema = z.object({ id: z.number(), title: z.string(), status: z.string() });
const testApi = {
  list: {
    method: 'GET',
    path: '/api/admin/test-items',
    summary: '测试列表',
    tags: ['测试'],
    schemas: () =>
      Promise.resolve({
        query: z.object({}).passthrough(),
        response: z.object({
          list: z.array(rowSchema),
          total: z.number(),
          page: z.number(),
          size: z.number(),
        }),
      }),
  },
} satisfies RouteGroup;

type Row = z.infer<typeof rowSchema>;

function rows(count: number, from = 1): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `条目${from + i}`,
    status: 'draft',
  }));
}

function Probe({ seen }: { seen: { url: string } }) {
  const location = useLocation();
  seen.url = `${location.pathname}${location.search}`;
  return null;
}

function renderList(path: string, answer: (url: URL) => Response) {
  const requests: URL[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    requests.push(url);
    return answer(url);
  });
  const seen = { url: path };
  render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <AdminListPage
                route={testApi.list}
                query={{ kind: 'notice' }}
                createTo="/admin/notices/new"
                filters={[
                  {
                    name: 'status',
                    label: '状态',
                    options: [
                      { value: 'draft', label: '草稿' },
                      { value: 'published', label: '已发布' },
                    ],
                  },
                ]}
                columns={[
                  { key: 'title', label: '标题', render: (row) => row.title },
                  { key: 'status', label: '状态', render: (row) => row.status },
                ]}
                rowKey={(row) => row.id}
              />
            }
          />
        </Routes>
        <Probe seen={seen} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return { requests, url: () => seen.url, last: () => requests.at(-1) as URL };
}

const pageOf = (url: URL, total: number) => {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('size'));
  return envelope({
    list: rows(Math.min(size, total - (page - 1) * size), (page - 1) * size + 1),
    total,
    page,
    size,
  });
};

describe('the list page', () => {
  it('reads the URL’s search, filter and page, with the fixed query and the page size', async () => {
    const view = renderList('/admin/notices?q=赛事&status=draft&page=2', (url) => pageOf(url, 45));
    expect(await screen.findAllByText('条目21')).toHaveLength(2);
    const sent = view.last().searchParams;
    expect(sent.get('q')).toBe('赛事');
    expect(sent.get('status')).toBe('draft');
    expect(sent.get('page')).toBe('2');
    expect(sent.get('size')).toBe('20');
    expect(sent.get('kind')).toBe('notice');
    expect((screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement).value).toBe(
      '赛事',
    );
    expect((screen.getByLabelText('状态') as HTMLSelectElement).value).toBe('draft');
    expect(screen.getByRole('link', { name: '新建' }).getAttribute('href')).toBe(
      '/admin/notices/new',
    );
  });

  it('starts a new search or filter at page 1, and pages on', async () => {
    const view = renderList('/admin/notices?page=3', (url) => pageOf(url, 45));
    await screen.findAllByText('条目41');

    const box = screen.getByRole('searchbox', { name: '搜索' });
    fireEvent.change(box, { target: { value: ' 培训 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(view.url()).toBe(`/admin/notices?q=${encodeURIComponent('培训')}`));
    await waitFor(() => expect(view.last().searchParams.get('page')).toBe('1'));
    expect(view.last().searchParams.get('q')).toBe('培训');

    await screen.findAllByText('条目1');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(view.last().searchParams.get('page')).toBe('2'));
    expect(view.url()).toContain('page=2');

    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'published' } });
    await waitFor(() => expect(view.last().searchParams.get('status')).toBe('published'));
    expect(view.last().searchParams.get('page')).toBe('1');
    expect(view.url()).not.toContain('page=');
    expect(view.last().searchParams.get('q')).toBe('培训');

    fireEvent.change(screen.getByLabelText('状态'), { target: { value: '' } });
    // The same read as the search's first page, which the cache may answer without a call.
    await waitFor(() => expect(view.url()).toBe(`/admin/notices?q=${encodeURIComponent('培训')}`));
  }, 15_000);

  it('shows each row in the table and as a card', async () => {
    renderList('/admin/notices', (url) => pageOf(url, 2));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['标题', '状态']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('条目1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
  });

  it('says when there is nothing, and when the read failed', async () => {
    renderList('/admin/notices?q=无', () => envelope({ list: [], total: 0, page: 1, size: 20 }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    cleanup();
    await resetLib();
    renderList('/admin/notices', () => envelope(null, 500, '服务器内部错误', 500));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('加载失败')).toBeTruthy();
  });
});
