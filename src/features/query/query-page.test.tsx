// The query page through the real route table: the URL drives the request, the form drives the URL.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '../../lib/test-support/fake-fetch';
import { resetLib } from '../../lib/test-support/reset-lib';
import { QueryPage } from './query-page';
import { renderPage } from '../../theme/test-support/render-page';

beforeEach(resetLib);
afterEach(cleanup);

const LEVELS = [
  { type: 'CERTIFICATE_TYPE', value: 'national', name: '国家级' },
  { type: 'CERTIFICATE_TYPE', value: 'level1', name: '一级' },
];

function judge(id: number, name: string) {
  return {
    certificateId: id,
    userId: 100 + id,
    name,
    gender: 'F',
    city: '北京',
    kind: 'judge',
    level: 'national',
    levelName: '国家级',
    number: `CP${id}`,
    issuedOn: '2025-01-02',
    validUntil: null,
    validity: '有效',
  };
}

/** Fakes /api/master/search and records the query of every call. */
function masterSearch(seen: URLSearchParams[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    const list =
      params.get('name') === '王' ? [judge(2, '王芳')] : [judge(1, '李静'), judge(2, '王芳')];
    return envelope({ list, total: list.length, page: 1, pageSize: 12 });
  };
}

describe('QueryPage', () => {
  test('asks for what the URL says and keeps a new search in the URL', async () => {
    const seen: URLSearchParams[] = [];
    const { location } = renderPage(
      '/query/judge?level=national&city=北京',
      '/query/*',
      <QueryPage />,
      {
        '/api/master/search': masterSearch(seen),
        '/api/lovConfig/lov/getByTypes': () => envelope(LEVELS),
      },
    );
    expect(await screen.findByText('共找到 2 条记录')).toBeTruthy();
    expect(Object.fromEntries(seen[0]!)).toMatchObject({
      kind: 'judge',
      level: 'national',
      city: '北京',
      page: '1',
    });
    expect((screen.getByLabelText('城市') as HTMLInputElement).value).toBe('北京');
    await waitFor(() =>
      expect((screen.getByLabelText('证书等级') as HTMLSelectElement).value).toBe('national'),
    );

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 王 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('共找到 1 条记录')).toBeTruthy();
    expect(Object.fromEntries(seen.at(-1)!)).toMatchObject({ name: '王', level: 'national' });
    expect(location()).toEqual({
      pathname: '/query/judge',
      search: `?name=${encodeURIComponent('王')}&city=${encodeURIComponent('北京')}&level=national`,
    });
    expect(screen.getByRole('link', { name: '王芳' }).getAttribute('href')).toBe(
      '/member/detail?id=102',
    );
  });

  test('a division chosen on the club tab becomes the division route', async () => {
    const seen: URLSearchParams[] = [];
    const { location } = renderPage('/query/club', '/query/*', <QueryPage />, {
      '/api/clubs': (request) => {
        seen.push(new URL(request.url).searchParams);
        return envelope({ list: [], total: 0, page: 1, pageSize: 12 });
      },
    });
    expect(await screen.findByText('没有符合条件的记录，请换个条件再试。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('组别'), { target: { value: 'MALE' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location().pathname).toBe('/query/club/MALE'));
    await waitFor(() => expect(seen.at(-1)?.get('division')).toBe('MALE'));
    expect(screen.getByRole('link', { name: '男子组' }).getAttribute('aria-current')).toBe('page');
  });
});
