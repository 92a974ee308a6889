// One dynamic import per section: every page of a section comes in the same chunk, and a page is
// only downloaded when someone opens it.
import type { ComponentType } from 'react';
import { lazyPage } from './lazy/lazy-page';

const home = () => import('../features/portal/home');
const notice = () => import('../features/portal/notice');
const news = () => import('../features/portal/news');
const feipan = () => import('../features/portal/feipan');
const about = () => import('../features/portal/about');
const search = () => import('../features/portal/search');
const match = () => import('../features/match');
const training = () => import('../features/training');
const club = () => import('../features/club');
const account = () => import('../features/account');
const query = () => import('../features/query');
const records = () => import('../features/records');
const download = () => import('../features/download');
const scoring = () => import('../features/scoring');
// The volunteer's first screen is its own small chunk, apart from the game screens' sync engine.
const scoringLogin = () => import('../features/scoring/login');
// The scoring layout and the 404 page are small, but /home never shows them: kept off its first
// load, they load with the page they frame (preloadRoutePages fetches both at once).
const scoringLayout = () => import('./layouts/scoring-layout');
const notFound = () => import('./not-found-page');
const admin = () => import('../features/admin');
const inbox = () => import('../features/inbox');
const membershipPayments = () => import('../features/membership/payments');
const membership = () => import('../features/membership');

export const pages = {
  ScoringLayout: lazyPage(scoringLayout, (m) => m.ScoringLayout),
  NotFound: lazyPage(notFound, (m) => m.NotFoundPage),
  Home: lazyPage(home, (m) => m.HomePage),
  NoticeList: lazyPage(notice, (m) => m.NoticeListPage),
  NoticeDetail: lazyPage(notice, (m) => m.NoticeDetailPage),
  NewsList: lazyPage(news, (m) => m.NewsListPage),
  NewsDetail: lazyPage(news, (m) => m.NewsDetailPage),
  Feipan: lazyPage(feipan, (m) => m.FeipanPage),
  FeipanType: lazyPage(feipan, (m) => m.FeipanTypePage),
  About: lazyPage(about, (m) => m.AboutPage),
  Search: lazyPage(search, (m) => m.SearchPage),
  MatchList: lazyPage(match, (m) => m.MatchListPage),
  MatchDetail: lazyPage(match, (m) => m.MatchDetailPage),
  NationalMatch: lazyPage(match, (m) => m.NationalMatchPage),
  MatchMembers: lazyPage(match, (m) => m.MatchMembersPage),
  MatchApply: lazyPage(match, (m) => m.MatchApplyPage),
  MatchEvent: lazyPage(match, (m) => m.EventPage),
  TrainingList: lazyPage(training, (m) => m.TrainingListPage),
  TrainingDetail: lazyPage(training, (m) => m.TrainingDetailPage),
  ClubDetail: lazyPage(club, (m) => m.ClubDetailPage),
  UserClub: lazyPage(club, (m) => m.UserClubPage),
  RegisterClub: lazyPage(club, (m) => m.RegisterClubPage),
  UserCenter: lazyPage(account, (m) => m.UserCentrePage),
  UserSeason: lazyPage(membership, (m) => m.SeasonPage),
  UserTransfers: lazyPage(membership, (m) => m.TransfersPage),
  RegisterMember: lazyPage(account, (m) => m.RegisterMemberPage),
  Login: lazyPage(account, (m) => m.LoginPage),
  MemberDetail: lazyPage(account, (m) => m.MemberDetailPage),
  Query: lazyPage(query, (m) => m.QueryPage),
  PlayerLeaders: lazyPage(records, (m) => m.PlayerLeadersPage),
  Download: lazyPage(download, (m) => m.DownloadPage),
  ScoringLogin: lazyPage(scoringLogin, (m) => m.ScoringLoginPage),
  ScoringMatchList: lazyPage(scoring, (m) => m.ScoringMatchListPage),
  ScoringMatchDetail: lazyPage(scoring, (m) => m.ScoringMatchDetailPage),
  Admin: lazyPage(admin, (m) => m.AdminApp),
  Inbox: lazyPage(inbox, (m) => m.PortalInboxPage),
  InboxSettings: lazyPage(inbox, (m) => m.PortalInboxSettingsPage),
  ScoringInbox: lazyPage(inbox, (m) => m.ScoringInboxPage),
  ScoringInboxSettings: lazyPage(inbox, (m) => m.ScoringInboxSettingsPage),
  Payments: lazyPage(membershipPayments, (m) => m.PaymentsPage),
  PaymentReceipt: lazyPage(membershipPayments, (m) => m.ReceiptPage),
  ClubHeadToHead: lazyPage(records, (m) => m.ClubHeadToHeadPage),
  Ranking: lazyPage(records, (m) => m.RankingPage),
} satisfies Record<string, ComponentType>;
