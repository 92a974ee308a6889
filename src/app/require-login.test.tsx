// The login guard and the login page together, through the real route table.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../contract/account';
import { envelope } from '../lib/test-support/fake-fetch';
import { resetLib } from '../lib/test-support/reset-lib';
import { renderApp } from './test-support/render-app';

beforeEach(resetLib);
afterEach(cleanup);

const PLAYER: CurrentUser = {
  id: 7,
  name: '李明',
  type: 'player',
  phone: '13800000001',
  gender: 'M',
  city: '北京',
  clubId: null,
  isClubContact: false,
};

const field = (name: string) => screen.getByRole('textbox', { name });

describe('a page behind the login', () => {
  it.each(['/user/center', '/user/club/members', '/match/apply'])(
    'sends a visitor from %s to the login page',
    async (path) => {
      const app = renderApp(path);
      await waitFor(() => expect(app.currentPath()).toBe('/login'));
      expect(await screen.findByRole('tab', { name: '密码登录' })).toBeTruthy();
    },
  );

  it('brings the visitor back after a password login', async () => {
    const app = renderApp('/user/club/members', {
      routes: {
        '/api/user/pwLogin': () => envelope({ ticket: 't-1', user: PLAYER }, 0, '登录成功'),
      },
    });
    await screen.findByRole('tab', { name: '密码登录' });
    fireEvent.change(field('手机号'), { target: { value: '13800000001' } });
    const password = document.querySelector<HTMLInputElement>('input[name="password"]');
    if (!password) throw new Error('no password field');
    fireEvent.change(password, { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.currentPath()).toBe('/user/club/members'));
    expect(window.localStorage.getItem('ticket')).toBe('t-1');
  });

  it('checks the form before calling the server', async () => {
    const app = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    const paths = app.fetchMock.mock.calls.map(
      ([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname,
    );
    expect(paths).not.toContain('/api/user/pwLogin');
  });
});

describe('the SMS code button', () => {
  it('counts down 60 s after a code was sent', async () => {
    renderApp('/login', { routes: { '/api/user/sendCheckCode': () => envelope(null) } });
    fireEvent.click(await screen.findByRole('tab', { name: '验证码登录' }));
    fireEvent.change(field('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    const button = await screen.findByRole('button', { name: '60 秒后重发' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('waits as long as the rate limit of the server asks', async () => {
    renderApp('/login', {
      routes: {
        '/api/user/sendCheckCode': () =>
          envelope({ retryAfterSeconds: 45 }, 1029, '请 45 秒后再试'),
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: '验证码登录' }));
    fireEvent.change(field('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '45 秒后重发' })).toBeTruthy();
  });

  it('asks for the phone before sending anything', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('tab', { name: '验证码登录' }));
    fireEvent.change(field('手机号'), { target: { value: '1380000' } });
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });
});
