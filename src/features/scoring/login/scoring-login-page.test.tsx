import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../contract/account';
import { useCurrentUser } from '../../../lib/global-state';
import { envelope, stubFetch, type FetchHandler } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { appSystem } from '../../../theme/system';
import { ScoringLoginPage } from './scoring-login-page';

const VOLUNTEER: CurrentUser = {
  id: 3,
  name: '李记分',
  type: 'volunteer',
  phone: '13800000003',
  gender: null,
  city: null,
  clubId: null,
  isClubContact: false,
};

function GameList() {
  const { user } = useCurrentUser();
  return <p>比赛列表：{user?.name}</p>;
}

function renderLogin(handler: FetchHandler) {
  const fetchMock = stubFetch(handler);
  const router = createMemoryRouter(
    [
      { path: '/scoring/login', element: <ScoringLoginPage /> },
      { path: '/scoring/match/list', element: <GameList /> },
    ],
    { initialEntries: ['/scoring/login'] },
  );
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { fetchMock, router };
}

function fill(phone: string, password: string) {
  fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText(/密码/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(resetLib);
afterEach(cleanup);

describe('the scoring login', () => {
  it('says what is wrong before calling the server', async () => {
    const { fetchMock } = renderLogin(() => envelope(null));
    fill('12345', '');
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with POST /api/volunteer/login, keeps the ticket and opens the game list', async () => {
    const bodies: unknown[] = [];
    const { fetchMock, router } = renderLogin(async (request) => {
      bodies.push(await request.clone().json());
      return envelope({ ticket: 'volunteer-ticket', user: VOLUNTEER });
    });
    fill('13800000003', 'demo1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/scoring/match/list'));
    expect(await screen.findByText('比赛列表：李记分')).toBeTruthy();
    expect(window.localStorage.getItem('ticket')).toBe('volunteer-ticket');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/volunteer/login');
    expect(bodies).toEqual([{ phone: '13800000003', password: 'demo1234' }]);
  });

  it('stays on the form, filled in, with the refusal beside it until the volunteer edits', async () => {
    const { router } = renderLogin(() => envelope(null, 1001, '手机号或密码错误'));
    fill('13800000003', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('手机号或密码错误');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false),
    );
    expect(router.state.location.pathname).toBe('/scoring/login');
    expect((screen.getByLabelText(/手机号/) as HTMLInputElement).value).toBe('13800000003');
    expect(window.localStorage.getItem('ticket')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('手机号或密码错误');

    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: 'demo1234' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so beside the form when the server cannot be reached', async () => {
    renderLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    fill('13800000003', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toBe('网络异常，无法连接服务器');
  });
});
