import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/account';
import { appStore } from '../../lib/app-store';
import { currentUserAtom } from '../../lib/global-state';
import { resetLib } from '../../lib/test-support/reset-lib';
import { renderApp, TEST_SITE } from '../test-support/render-app';

// The signed-in user lives in the app's store for the whole file: each test starts unknown, as
// the app does.
beforeEach(async () => {
  await resetLib();
  appStore.set(currentUserAtom, { status: 'unknown', user: null });
});
afterEach(cleanup);

const PLAYER: CurrentUser = {
  id: 1,
  name: '张三',
  type: 'player',
  phone: '13800000001',
  gender: 'M',
  city: '北京',
  clubId: null,
  isClubContact: false,
};

describe('the phone menu', () => {
  it('opens from the 菜单 button, lists every section and closes with Escape', async () => {
    renderApp('/home');
    const button = await screen.findByRole('button', { name: '菜单' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '下载中心' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    for (const label of [
      '首页',
      '通知公告',
      '新闻资讯',
      '赛事信息',
      '培训',
      '飞盘运动',
      '查询中心',
      '下载中心',
      '关于我们',
    ]) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a section is chosen and goes there', async () => {
    const { currentPath } = renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: '菜单' }));
    fireEvent.click(screen.getByRole('link', { name: '下载中心' }));
    await waitFor(() => expect(currentPath()).toBe('/download/frisbee_rule'));
    expect(screen.getByRole('button', { name: '菜单' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '下载中心' })).toBeTruthy();
  });
});

describe('the header logo', () => {
  it('shows the site name as text while there is no logo', async () => {
    renderApp('/notice');
    const home = await screen.findByRole('link', { name: TEST_SITE.name });
    expect(home.getAttribute('href')).toBe('/home');
    expect(home.querySelector('img')).toBeNull();
  });

  it('shows the first configured logo with its alt text, and the name again if it fails', async () => {
    const site = {
      ...TEST_SITE,
      logos: [
        { url: '/logo-a.png', alt: '飞盘协会标志' },
        { url: '/logo-b.png', alt: '第二个标志' },
      ],
    };
    renderApp('/notice', { site });
    const logo = await screen.findByRole('img', { name: '飞盘协会标志' });
    expect(logo.getAttribute('src')).toBe('/logo-a.png');
    expect(logo.getAttribute('height')).toBe('44');
    expect(screen.queryByRole('img', { name: '第二个标志' })).toBeNull();

    fireEvent.error(logo);
    expect(await screen.findByRole('link', { name: site.name })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '飞盘协会标志' })).toBeNull();
  });
});

describe('the account links', () => {
  it('offer 登录 and 注册 to a visitor', async () => {
    renderApp('/home');
    expect((await screen.findByRole('link', { name: '登录' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fhome',
    );
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/register/member',
    );
    expect(screen.queryByRole('button', { name: '退出' })).toBeNull();
  });

  it('offer 个人中心 and 退出 to a signed-in user, and 退出 signs out', async () => {
    window.localStorage.setItem('ticket', 'abc');
    const { fetchMock } = renderApp('/home', { user: PLAYER });
    expect((await screen.findByRole('link', { name: '个人中心' })).getAttribute('href')).toBe(
      '/user/center',
    );

    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(window.localStorage.getItem('ticket')).toBeNull();
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname,
    );
    expect(paths).toContain('/api/user/logout');
  });
});

describe('the console link', () => {
  it('shows 管理后台 to a staff member, in the header and in the opened phone menu', async () => {
    window.localStorage.setItem('ticket', 'abc');
    renderApp('/home', { user: { ...PLAYER, type: 'staff', name: '王工作' } });
    const inHeader = await screen.findByRole('link', { name: '管理后台' });
    expect(inHeader.getAttribute('href')).toBe('/admin');
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    const links = screen.getAllByRole('link', { name: '管理后台' });
    expect(links.length).toBe(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/admin');
  });

  it('shows no 管理后台 to anyone else', async () => {
    window.localStorage.setItem('ticket', 'abc');
    renderApp('/home', { user: PLAYER });
    await screen.findByRole('link', { name: '个人中心' });
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
  });
});
