// Every route (docs/routes.md) in one table, shared by the browser router and the tests. Each
// route's `handle` holds its Chinese title (the page heading and the browser tab) and whether it
// needs a signed-in user; the redirects are the original's.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../theme/route-title';
import { MainLayout } from './layouts/main-layout';
import { RequireLogin } from './require-login';
import { pages } from './sections';

const title = (text: string, requiresLogin = false): RouteHandle =>
  requiresLogin ? { title: text, requiresLogin } : { title: text };

const redirectTo = (to: string) => <Navigate to={to} replace />;

/** A main-site page behind the login. */
const guarded = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>;

const scoringRoutes: RouteObject = {
  path: 'scoring',
  element: <pages.ScoringLayout />,
  children: [
    { index: true, element: redirectTo('/scoring/login') },
    { path: 'login', element: <pages.ScoringLogin />, handle: title('记分员登录') },
    { path: 'match', element: redirectTo('/scoring/match/list') },
    {
      path: 'match/list',
      element: <pages.ScoringMatchList />,
      handle: title('比赛数据统计', true),
    },
    {
      path: 'match/detail',
      element: <pages.ScoringMatchDetail />,
      handle: title('比赛数据统计', true),
    },
    { path: 'messages', element: guarded(<pages.ScoringInbox />), handle: title('消息', true) },
    {
      path: 'messages/settings',
      element: guarded(<pages.ScoringInboxSettings />),
      handle: title('消息设置', true),
    },
  ],
};

// The staff console (docs/console.md): its own layout, guard and routes, all in its lazy section;
// its pages set the tab's title themselves, so the table holds only the whole area.
const adminRoute: RouteObject = {
  path: 'admin/*',
  element: <pages.Admin />,
  handle: { title: '管理后台', requiresLogin: true, ownTitles: true },
};

const mainRoutes: RouteObject = {
  element: <MainLayout />,
  children: [
    { index: true, element: redirectTo('/home') },
    { path: 'home', element: <pages.Home />, handle: title('首页') },

    // The original's category paths; the list pages turn an old ?type= link into one of them.
    { path: 'notice', element: <pages.NoticeList />, handle: title('通知公告') },
    { path: 'notice/notice_competition', element: <pages.NoticeList />, handle: title('赛事通知') },
    { path: 'notice/notice_train', element: <pages.NoticeList />, handle: title('培训通知') },
    { path: 'notice/notice_publicity', element: <pages.NoticeList />, handle: title('宣传通知') },
    { path: 'notice/notice_other', element: <pages.NoticeList />, handle: title('其他通知') },
    { path: 'notice/detail/:id', element: <pages.NoticeDetail />, handle: title('通知详情') },

    // /news itself only redirects (to its ?type= or to 国内新闻), from inside the news chunk.
    { path: 'news', element: <pages.NewsList />, handle: title('新闻资讯') },
    { path: 'news/news_internal', element: <pages.NewsList />, handle: title('国内新闻') },
    { path: 'news/news_international', element: <pages.NewsList />, handle: title('国际新闻') },
    { path: 'news/news_report', element: <pages.NewsList />, handle: title('相关报道') },
    { path: 'news/notice', element: <pages.NewsList />, handle: title('官方公告') },
    { path: 'news/detail/:id', element: <pages.NewsDetail />, handle: title('新闻详情') },

    { path: 'match', element: <pages.MatchList />, handle: title('赛事信息') },
    { path: 'match/detail', element: <pages.MatchDetail />, handle: title('赛事详情') },
    { path: 'match/event', element: <pages.MatchEvent />, handle: title('赛事组别') },
    { path: 'match/national/:id', element: <pages.NationalMatch />, handle: title('全国赛事') },
    { path: 'match/members', element: <pages.MatchMembers />, handle: title('参赛名单') },
    {
      path: 'match/apply',
      element: guarded(<pages.MatchApply />),
      handle: title('赛事报名', true),
    },

    { path: 'training', element: redirectTo('/training/coach') },
    { path: 'training/coach', element: <pages.TrainingList />, handle: title('教练员培训') },
    { path: 'training/judge', element: <pages.TrainingList />, handle: title('裁判员培训') },
    { path: 'training/detail/:id', element: <pages.TrainingDetail />, handle: title('培训详情') },

    { path: 'feipan', element: <pages.Feipan />, handle: title('飞盘运动') },
    { path: 'feipan/type/:id', element: <pages.FeipanType />, handle: title('飞盘项目') },

    { path: 'club/detail', element: <pages.ClubDetail />, handle: title('俱乐部详情') },
    { path: 'club/head-to-head', element: <pages.ClubHeadToHead />, handle: title('交锋记录') },
    { path: 'records/ranking', element: <pages.Ranking />, handle: title('赛季排名') },
    {
      path: 'user/club/:type',
      element: guarded(<pages.UserClub />),
      handle: title('我的俱乐部', true),
    },
    {
      path: 'user/center',
      element: guarded(<pages.UserCenter />),
      handle: title('个人中心', true),
    },
    { path: 'user/messages', element: guarded(<pages.Inbox />), handle: title('消息', true) },
    {
      path: 'user/messages/settings',
      element: guarded(<pages.InboxSettings />),
      handle: title('消息设置', true),
    },
    {
      path: 'user/payments',
      element: guarded(<pages.Payments />),
      handle: title('我的缴费', true),
    },
    {
      path: 'user/payments/receipt/:id',
      element: guarded(<pages.PaymentReceipt />),
      handle: title('收据', true),
    },
    {
      path: 'user/season',
      element: guarded(<pages.UserSeason />),
      handle: title('年度注册', true),
    },
    {
      path: 'user/transfers',
      element: guarded(<pages.UserTransfers />),
      handle: title('转会', true),
    },
    // A page, not a dialog: the guard can send a visitor to it with the way back in its URL, the
    // back button works, and a phone gets the whole screen for the form.
    { path: 'login', element: <pages.Login />, handle: title('登录') },

    { path: 'query', element: redirectTo('/query/club') },
    { path: 'query/club', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/club/MIX', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/club/MALE', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/club/FEMALE', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/player', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/coach', element: <pages.Query />, handle: title('查询中心') },
    { path: 'query/judge', element: <pages.Query />, handle: title('查询中心') },

    { path: 'download', element: redirectTo('/download/frisbee_rule') },
    { path: 'download/frisbee_rule', element: <pages.Download />, handle: title('下载中心') },
    { path: 'download/competition_file', element: <pages.Download />, handle: title('下载中心') },
    { path: 'download/edu_file', element: <pages.Download />, handle: title('下载中心') },

    { path: 'aboutUs', element: <pages.About />, handle: title('关于我们') },
    { path: 'joinUs', element: <pages.About />, handle: title('加入我们') },
    { path: 'contactUs', element: <pages.About />, handle: title('联系我们') },
    { path: 'search', element: <pages.Search />, handle: title('搜索结果') },

    { path: 'member/detail', element: <pages.MemberDetail />, handle: title('会员详情') },
    { path: 'records/leaders', element: <pages.PlayerLeaders />, handle: title('赛季个人榜') },
    { path: 'register/club', element: <pages.RegisterClub />, handle: title('俱乐部注册') },
    { path: 'register/member', element: <pages.RegisterMember />, handle: title('会员注册') },

    { path: '*', element: <pages.NotFound />, handle: title('页面不存在') },
  ],
};

export const appRoutes: RouteObject[] = [scoringRoutes, adminRoute, mainRoutes];
