import { cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLib } from '../lib/test-support/reset-lib';
import { setTicket } from '../lib/ticket';
import type { CurrentUser } from '../contract/account';
import type { RouteHandle } from '../theme/route-title';
import { appRoutes } from './routes';
import { renderApp } from './test-support/render-app';

beforeEach(resetLib);
afterEach(cleanup);

// Every route (docs/routes.md) with the title its page shows as h1 and in the browser tab.
const ROUTE_TITLES: [path: string, title: string][] = [
  ['/scoring/login', '记分员登录'],
  ['/scoring/match/list', '比赛数据统计'],
  ['/scoring/match/detail?id=1', '比赛数据统计'],
  ['/notice', '通知公告'],
  ['/notice/notice_competition', '赛事通知'],
  ['/notice/notice_train', '培训通知'],
  ['/notice/notice_publicity', '宣传通知'],
  ['/notice/notice_other', '其他通知'],
  ['/notice/detail/7', '通知详情'],
  ['/news/notice', '官方公告'],
  ['/news/news_internal', '国内新闻'],
  ['/news/news_international', '国际新闻'],
  ['/news/news_report', '相关报道'],
  ['/news/detail/3', '新闻详情'],
  ['/match', '赛事信息'],
  ['/match/detail?id=1', '赛事详情'],
  ['/match/national/2', '全国赛事'],
  ['/match/members', '参赛名单'],
  ['/match/apply', '赛事报名'],
  ['/training/coach', '教练员培训'],
  ['/training/judge', '裁判员培训'],
  ['/training/detail/5', '培训详情'],
  ['/feipan', '飞盘运动'],
  ['/feipan/type/1', '飞盘项目'],
  ['/club/detail?id=1', '俱乐部详情'],
  ['/club/head-to-head?clubId=1&otherId=2', '交锋记录'],
  ['/records/ranking?division=MIX&season=2026', '赛季排名'],
  ['/user/club/info', '我的俱乐部'],
  ['/user/center', '个人中心'],
  ['/query/club', '查询中心'],
  ['/query/club/MIX', '查询中心'],
  ['/query/club/MALE', '查询中心'],
  ['/query/club/FEMALE', '查询中心'],
  ['/query/player', '查询中心'],
  ['/query/coach', '查询中心'],
  ['/query/judge', '查询中心'],
  ['/download/frisbee_rule', '下载中心'],
  ['/download/competition_file', '下载中心'],
  ['/download/edu_file', '下载中心'],
  ['/aboutUs', '关于我们'],
  ['/joinUs', '加入我们'],
  ['/contactUs', '联系我们'],
  ['/member/detail?id=1', '会员详情'],
  ['/register/club', '俱乐部注册'],
  ['/register/member', '会员注册'],
];

// The main-site pages behind the login are seen signed in; a visitor is sent to /login.
const SIGNED_IN_PATHS = ['/user/club/info', '/user/center', '/match/apply'];
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

describe('every route', () => {
  it.each(ROUTE_TITLES)(
    '%s shows 「%s」 as its one h1 and in the browser tab',
    async (path, title) => {
      renderApp(path, SIGNED_IN_PATHS.includes(path) ? { user: PLAYER } : {});
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${title} - 飞盘协会`));
    },
  );

  it('/home shows the site name as h1 and 首页 in the browser tab', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: '飞盘运动协会' })).toBeTruthy();
    expect(screen.getByText('更快 更高 更远')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('首页 - 飞盘协会'));
  });
});

describe('redirects of the original', () => {
  it.each([
    ['/', '/home'],
    ['/scoring', '/scoring/login'],
    ['/scoring/match', '/scoring/match/list'],
    ['/training', '/training/coach'],
    ['/query', '/query/club'],
    ['/download', '/download/frisbee_rule'],
    ['/news', '/news/news_internal'],
    ['/notice?type=notice_competition', '/notice/notice_competition'],
    ['/notice?type=notice_train', '/notice/notice_train'],
    ['/notice?type=notice_publicity', '/notice/notice_publicity'],
    ['/notice?type=notice_other', '/notice/notice_other'],
    ['/news?type=news_internal', '/news/news_internal'],
    ['/news?type=news_international', '/news/news_international'],
    ['/news?type=news_report', '/news/news_report'],
  ])('%s lands on %s', async (from, to) => {
    // The game list sends a visitor without a volunteer's ticket on to /scoring/login.
    if (to === '/scoring/match/list') setTicket('volunteer-ticket');
    const { currentPath } = renderApp(from);
    await waitFor(() => expect(currentPath()).toBe(to));
  });
});

describe('unknown paths', () => {
  it.each([
    '/no/such/page',
    '/scoring/nope',
    '/query/club/JUNIOR',
    '/notice/notice_weekly',
    '/news/news_local',
  ])('%s shows the 404 page in the main layout', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 飞盘协会'));
  });
});

describe('route handles', () => {
  const handleOf = (path: string) =>
    matchRoutes(appRoutes, path)?.at(-1)?.route.handle as RouteHandle | undefined;

  it.each([
    '/scoring/match/list',
    '/scoring/match/detail',
    '/user/club/info',
    '/user/center',
    '/user/payments',
    '/user/payments/receipt/1',
    '/match/apply',
  ])('%s is marked login-required', (path) => expect(handleOf(path)?.requiresLogin).toBe(true));

  it.each(['/home', '/scoring/login', '/match', '/register/member'])(
    '%s is open to visitors',
    (path) => expect(handleOf(path)?.requiresLogin).toBeUndefined(),
  );
});

describe('layouts', () => {
  it('keeps the scoring area free of the main menu', async () => {
    renderApp('/scoring/login');
    await screen.findByRole('heading', { level: 1, name: '记分员登录' });
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('gives the main site a header, menu, main and footer', async () => {
    renderApp('/notice');
    await screen.findByRole('heading', { level: 1, name: '通知公告' });
    expect(screen.getByRole('banner')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('contentinfo').textContent).toContain('010-12345678'),
    );
    // jsdom matches no media query, so it sees the phone layout with the menu folded away.
    const current = screen.getByRole('link', { name: '通知公告', current: 'page', hidden: true });
    expect(current.getAttribute('href')).toBe('/notice');
  });
});
