// The console at /admin: its guard and layout, through the app's real route table.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../contract/account';
import { renderApp } from './test-support/render-app';
import { appStore } from '../lib/app-store';
import { currentUserAtom } from '../lib/global-state';
import { resetLib } from '../lib/test-support/reset-lib';

// The signed-in user lives in the app's store for the whole file: each test starts unknown, as
// the app does.
beforeEach(async () => {
  await resetLib();
  appStore.set(currentUserAtom, { status: 'unknown', user: null });
});
afterEach(cleanup);

const STAFF: CurrentUser = {
  id: 9,
  name: '王工作',
  type: 'staff',
  phone: '13800000000',
  gender: null,
  city: null,
  clubId: null,
  isClubContact: false,
};

describe('the console guard', () => {
  it('sends a visitor to log in, with the way back', async () => {
    const { currentPath } = renderApp('/admin/audit');
    // The file's first render imports the console's lazy section, which the test runner transforms
    // on first use: seconds on a loaded machine, beyond waitFor's default second.
    await waitFor(() => expect(currentPath()).toBe('/login'), { timeout: 10_000 });
  });

  it('tells a signed-in player 没有权限, with a link home', async () => {
    renderApp('/admin', { user: { ...STAFF, type: 'player' } });
    expect(await screen.findByRole('heading', { level: 1, name: '没有权限' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('navigation', { name: '管理菜单' })).toBeNull();
  });

  it('lets staff in: the overview, the menu, their name and the tab title', async () => {
    renderApp('/admin', { user: STAFF });
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeTruthy();
    // Hidden in jsdom, which applies no media query: a phone's menu until it is opened.
    const menu = screen.getByRole('navigation', { name: '管理菜单', hidden: true });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('概览');
    expect(screen.getByText('王工作')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回网站' }).getAttribute('href')).toBe('/home');
    await waitFor(() => expect(document.title).toBe('概览 - 管理后台 - 飞盘协会'));
  });
});

describe('the console menu', () => {
  it('marks the section of the page and opens and closes on a phone', async () => {
    const { currentPath } = renderApp('/admin/no-such-page', { user: STAFF });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    const button = screen.getByRole('button', { name: '菜单' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const menu = screen.getByRole('navigation', { name: '管理菜单' });
    const audit = Array.from(menu.querySelectorAll('a')).find((a) => a.textContent === '操作记录');
    fireEvent.click(audit as HTMLAnchorElement);
    await waitFor(() => expect(currentPath()).toBe('/admin/audit'));
    const after = screen.getByRole('navigation', { name: '管理菜单', hidden: true });
    expect(screen.getByRole('button', { name: '菜单' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(after.querySelector('[aria-current="page"]')?.textContent).toBe('操作记录');
  }, 15_000);

  it('signs out with 退出 and leaves the console for the home page', async () => {
    window.localStorage.setItem('ticket', 'abc');
    const { currentPath } = renderApp('/admin', { user: STAFF });
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(window.localStorage.getItem('ticket')).toBeNull();
  });
});
