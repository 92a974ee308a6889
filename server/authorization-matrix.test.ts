// Walks every protected endpoint with every role on the demo data:
// an allowed role must get past authorization (any answer but body code 401 or forbidden, and no
// 5xx); a refused one must get body code 401 (visitor) or forbidden (signed in). Authorization comes
// before the input is read: a visitor or a bad ticket gets 401, and a refused role forbidden, with
// no body, a malformed JSON body, or malformed parameters alike. A last test checks that every
// documented route is either in this table or in PUBLIC_ROUTES, so none is forgotten.
//
// To add endpoints: append rows to the group of your route folder below (only add rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, UserType } from './db/schema';
import { issueTicket } from './auth/tickets';
import { ErrorCode } from './http/business-error';
import { buildTestApp, withTicket, type TestApp } from './test-support/build-test-app';
import { createTestClub, createTestMembership } from './test-support/test-clubs';

type Role = UserType;
const ROLES: Role[] = ['player', 'contact', 'volunteer', 'staff'];
const DEMO_PHONES: Record<Role, string> = {
  staff: '13800000000',
  player: '13800000001',
  contact: '13800000002',
  volunteer: '13800000003',
};
const EVERY_ROLE = ROLES;

export interface MatrixContext {
  db: Kysely<Database>;
  /** The demo accounts (docs/api-conventions.md, "Demo accounts"), by role. */
  userIds: Record<Role, number>;
  /** Rows made for this test in beforeAll (see prepareFixtures). */
  fixtures: { invitationId: number; secondInvitationId: number; activeMembershipId: number };
}

type Dynamic<T> = T | ((ctx: MatrixContext) => T | Promise<T>);

export interface ProtectedEndpoint {
  /** `METHOD /path` as in the OpenAPI document, e.g. `GET /api/user/{id}`. */
  route: string;
  /** The URL to call; defaults to the route's path (give one when the path has parameters). */
  url?: Dynamic<string>;
  payload?: Dynamic<Record<string, unknown>>;
  /** Roles that pass authorization; every other role and the visitor are refused. */
  allowed: readonly Role[];
  /**
   * The other roles are refused by whose record the call names (their own or not), which needs
   * well-formed input first; only a visitor is refused before the input is read.
   */
  refusedByRecord?: true;
}

const accountEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/user/getUserInfo', allowed: EVERY_ROLE },
  { route: 'POST /api/user/logout', allowed: EVERY_ROLE },
  { route: 'POST /api/user/update', payload: { intro: '权限测试' }, allowed: EVERY_ROLE },
  { route: 'GET /api/user/center', allowed: EVERY_ROLE },
  {
    // A wrong current password: refused after authorization, and nobody's password changes.
    route: 'POST /api/user/changePassword',
    payload: { oldPassword: 'not-the-password', password: 'another1234' },
    allowed: EVERY_ROLE,
  },
  {
    route: 'GET /api/user/competitions/{userId}/year/{year}',
    url: (ctx) => `/api/user/competitions/${ctx.userIds.player}/year/2026`,
    allowed: ['player', 'staff'],
    refusedByRecord: true,
  },
  {
    route: 'POST /api/user/accept',
    payload: (ctx) => ({ membershipId: ctx.fixtures.invitationId }),
    allowed: ['player'],
    refusedByRecord: true,
  },
  {
    route: 'POST /api/user/reject',
    payload: (ctx) => ({ membershipId: ctx.fixtures.secondInvitationId }),
    allowed: ['player'],
    refusedByRecord: true,
  },
  {
    route: 'POST /api/user/apply/leave',
    payload: (ctx) => ({ membershipId: ctx.fixtures.activeMembershipId }),
    allowed: ['player'],
    refusedByRecord: true,
  },
];

/** server/routes/inbox: every signed-in person reads only their own messages. */
const inboxEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/user/messages', allowed: EVERY_ROLE },
  { route: 'GET /api/user/messages/unread', allowed: EVERY_ROLE },
  {
    route: 'POST /api/user/messages/{id}/read',
    url: '/api/user/messages/1/read',
    allowed: EVERY_ROLE,
  },
  { route: 'POST /api/user/messages/read-all', allowed: EVERY_ROLE },
  { route: 'GET /api/user/message-preferences', allowed: EVERY_ROLE },
  {
    route: 'PUT /api/user/message-preferences',
    payload: { kind: 'game_moved', on: true },
    allowed: EVERY_ROLE,
  },
];

/** server/routes/scoring: add rows here. */
let volunteerActionSeq = 0;
/** A fresh action id per call, so each role's call is a new action, not a resend. */
const nextActionId = () => `matrix-action-${(volunteerActionSeq += 1)}`;
/** A game assigned to the demo volunteer (the demo data gives them games today). */
const volunteerGameId = async (ctx: MatrixContext) =>
  (
    await ctx.db
      .selectFrom('volunteer_assignments')
      .select('game_id')
      .where('user_id', '=', ctx.userIds.volunteer)
      .orderBy('game_id')
      .executeTakeFirstOrThrow()
  ).game_id;
const SCORERS: readonly Role[] = ['volunteer', 'staff'];
const volunteerEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/volunteer/date/games', allowed: SCORERS },
  // A volunteer's own calendar feed: staff score any game and have no assignments to list.
  { route: 'GET /api/volunteer/calendar', allowed: ['volunteer'] },
  { route: 'POST /api/volunteer/calendar/renew', allowed: ['volunteer'] },
  {
    route: 'GET /api/volunteer/game/{id}',
    url: async (ctx) => `/api/volunteer/game/${await volunteerGameId(ctx)}`,
    allowed: SCORERS,
  },
  {
    route: 'GET /api/volunteer/players/{id}',
    url: async (ctx) => `/api/volunteer/players/${await volunteerGameId(ctx)}`,
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/begin',
    payload: async (ctx) => ({ id: nextActionId(), gameId: await volunteerGameId(ctx), at: 1 }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/save/score',
    payload: async (ctx) => ({
      id: nextActionId(),
      gameId: await volunteerGameId(ctx),
      team: 'home',
      at: 2,
    }),
    allowed: SCORERS,
  },
  {
    route: 'DELETE /api/volunteer/delete/score',
    payload: () => ({ id: nextActionId() }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/save/name',
    payload: async (ctx) => ({
      id: nextActionId(),
      gameId: await volunteerGameId(ctx),
      team: 'away',
      name: '权限测试',
      number: 99,
      at: 3,
    }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/timeout',
    payload: async (ctx) => ({
      id: nextActionId(),
      gameId: await volunteerGameId(ctx),
      team: 'home',
      at: 3,
    }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/finished',
    payload: async (ctx) => ({ id: nextActionId(), gameId: await volunteerGameId(ctx), at: 4 }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/batch',
    payload: async (ctx) => ({
      actions: [{ type: 'begin', id: nextActionId(), gameId: await volunteerGameId(ctx), at: 1 }],
    }),
    allowed: SCORERS,
  },
  {
    route: 'POST /api/volunteer/confirm/duplicate',
    payload: async (ctx) => ({
      id: nextActionId(),
      gameId: await volunteerGameId(ctx),
      at: 5,
      scoreIds: ['matrix-no-such-score'],
    }),
    allowed: SCORERS,
  },
  {
    route: 'GET /api/volunteer/game/{id}/volunteers',
    url: async (ctx) => `/api/volunteer/game/${await volunteerGameId(ctx)}/volunteers`,
    allowed: ['volunteer'],
  },
  {
    // Handing the game to oneself is refused after authorization, so the demo keeps its volunteer.
    route: 'POST /api/volunteer/handoff',
    payload: async (ctx) => ({
      gameId: await volunteerGameId(ctx),
      toUserId: ctx.userIds.volunteer,
    }),
    allowed: ['volunteer'],
  },
];

/** server/routes/club: add rows here. */
/** An entry of a club the demo contact does not run. */
const otherClubsEntry = (ctx: MatrixContext) =>
  ctx.db
    .selectFrom('registrations')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .select(['registrations.id', 'registrations.competition_id', 'registrations.club_id'])
    .where('clubs.contact_user_id', '!=', ctx.userIds.contact)
    .orderBy('registrations.id')
    .executeTakeFirstOrThrow();
const CLUB_MANAGERS: readonly Role[] = ['contact', 'staff'];
let matrixClubSeq = 0;
/** A club of its own for approve/reject, so no other row sees a club change status. */
const throwawayClubId = (ctx: MatrixContext) =>
  createTestClub(ctx.db, { name: `权限测试审核俱乐部${(matrixClubSeq += 1)}`, status: 'pending' });
const clubEndpoints: ProtectedEndpoint[] = [
  {
    route: 'POST /api/club/register',
    // A name already taken: the allowed roles get past authorization and are refused for the
    // name, so the demo player stays a player for the rows after this one.
    payload: async (ctx) => ({
      name: (
        await ctx.db.selectFrom('clubs').select('name').orderBy('id').executeTakeFirstOrThrow()
      ).name,
      division: 'MIX',
      city: '上海',
    }),
    allowed: ['player', 'contact'],
  },
  { route: 'GET /api/club/mine', allowed: CLUB_MANAGERS },
  { route: 'POST /api/club/update', payload: {}, allowed: CLUB_MANAGERS },
  {
    route: 'POST /api/club/{id}/approve',
    url: async (ctx) => `/api/club/${await throwawayClubId(ctx)}/approve`,
    allowed: ['staff'],
  },
  {
    route: 'POST /api/club/{id}/reject',
    url: async (ctx) => `/api/club/${await throwawayClubId(ctx)}/reject`,
    allowed: ['staff'],
  },
  { route: 'GET /api/club/members', allowed: CLUB_MANAGERS },
  { route: 'GET /api/club/invitations', allowed: CLUB_MANAGERS },
  { route: 'GET /api/club/leave-requests', allowed: CLUB_MANAGERS },
  { route: 'POST /api/club/invite', payload: { phone: '13912345678' }, allowed: CLUB_MANAGERS },
  {
    route: 'POST /api/club/leave/approve',
    payload: { membershipId: 999999 },
    allowed: CLUB_MANAGERS,
  },
  {
    route: 'POST /api/club/leave/decline',
    payload: { membershipId: 999999 },
    allowed: CLUB_MANAGERS,
  },
  { route: 'GET /api/club/competitions', allowed: CLUB_MANAGERS },
  {
    route: 'POST /api/club/competitions/{id}/register',
    url: '/api/club/competitions/999999/register',
    payload: { players: [{ userId: 1 }] },
    allowed: CLUB_MANAGERS,
  },
  {
    route: 'GET /api/club/registrations/{id}',
    url: '/api/club/registrations/999999',
    allowed: CLUB_MANAGERS,
  },
  { route: 'GET /api/club/games', allowed: ['player', 'contact', 'staff'] },
  // The club's calendar feed address: read by its people, renewed by its contact (and staff).
  { route: 'GET /api/club/calendar', allowed: ['player', 'contact', 'staff'] },
  { route: 'POST /api/club/calendar/renew', payload: {}, allowed: ['contact', 'staff'] },
  // Spirit scores: a contact for their club, a player for the competitions they captain in.
  { route: 'GET /api/club/spirit', allowed: ['player', 'contact'] },
  {
    route: 'POST /api/club/spirit',
    payload: {
      id: '00000000-0000-4000-8000-000000000001',
      gameId: 999999,
      at: 1,
      rules: 2,
      fouls: 2,
      fairness: 2,
      attitude: 2,
      communication: 2,
    },
    allowed: ['player', 'contact'],
  },
  {
    route: 'POST /api/club/spirit/captain',
    payload: { competitionId: 999999, userId: null },
    allowed: ['contact'],
  },
  // A contact never reads or changes another club's entry: the demo contact is refused there.
  {
    route: 'GET /api/club/registrations/{id}',
    url: async (ctx) => `/api/club/registrations/${await otherClubsEntry(ctx).then((e) => e.id)}`,
    allowed: ['staff'],
    refusedByRecord: true,
  },
  {
    route: 'POST /api/club/competitions/{id}/register',
    url: async (ctx) =>
      `/api/club/competitions/${await otherClubsEntry(ctx).then((e) => e.competition_id)}/register`,
    payload: async (ctx) => ({
      clubId: (await otherClubsEntry(ctx)).club_id,
      players: [{ userId: 999999 }],
    }),
    allowed: ['staff'],
    refusedByRecord: true,
  },
];

/**
 * The console's 会员与俱乐部 (server/routes/admin/people): staff only. The writes name a record
 * that does not exist (or a phone already taken), so staff get past authorization and are refused
 * for the record, and no demo account is disabled, reset or retyped for the rows after these.
 */
const PEOPLE_STAFF: readonly Role[] = ['staff'];
const matrixCertificate = {
  kind: 'judge',
  level: 'level1',
  number: 'QX0001',
  issuedOn: '2026-01-01',
};
const adminPeopleEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/people/clubs', allowed: PEOPLE_STAFF },
  {
    route: 'POST /api/admin/people/clubs/{id}/approve',
    url: async (ctx) => `/api/admin/people/clubs/${await throwawayClubId(ctx)}/approve`,
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/clubs/{id}/reject',
    url: async (ctx) => `/api/admin/people/clubs/${await throwawayClubId(ctx)}/reject`,
    payload: { reason: '权限测试' },
    allowed: PEOPLE_STAFF,
  },
  { route: 'GET /api/admin/people/members', allowed: PEOPLE_STAFF },
  {
    route: 'GET /api/admin/people/members/{id}',
    url: (ctx) => `/api/admin/people/members/${ctx.userIds.player}`,
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/members/{id}/certificates',
    url: '/api/admin/people/members/999999/certificates',
    payload: matrixCertificate,
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/certificates/{id}',
    url: '/api/admin/people/certificates/999999',
    payload: matrixCertificate,
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/certificates/{id}/revoke',
    url: '/api/admin/people/certificates/999999/revoke',
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/members/{id}/disable',
    url: '/api/admin/people/members/999999/disable',
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/members/{id}/enable',
    url: '/api/admin/people/members/999999/enable',
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/members/{id}/reset-password',
    url: '/api/admin/people/members/999999/reset-password',
    payload: {},
    allowed: PEOPLE_STAFF,
  },
  {
    route: 'POST /api/admin/people/members/{id}/type',
    url: '/api/admin/people/members/999999/type',
    payload: { type: 'player' },
    allowed: PEOPLE_STAFF,
  },
  { route: 'GET /api/admin/people/accounts', allowed: PEOPLE_STAFF },
  {
    route: 'POST /api/admin/people/accounts',
    payload: { phone: '13800000000', name: '权限测试', type: 'volunteer', password: 'demo1234' },
    allowed: PEOPLE_STAFF,
  },
];

/** The public pages' routes: add rows here (most are public: list them in PUBLIC_ROUTES). */
/** The first demo course, open for sign-up. */
const demoTrainingId = async (ctx: MatrixContext) =>
  (await ctx.db.selectFrom('trainings').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const contentEndpoints: ProtectedEndpoint[] = [
  {
    route: 'GET /api/trainings/{id}/signup',
    url: async (ctx) => `/api/trainings/${await demoTrainingId(ctx)}/signup`,
    allowed: EVERY_ROLE,
  },
  {
    route: 'POST /api/trainings/{id}/signup',
    url: async (ctx) => `/api/trainings/${await demoTrainingId(ctx)}/signup`,
    allowed: ['player', 'contact'],
  },
  {
    route: 'POST /api/trainings/{id}/withdraw',
    url: async (ctx) => `/api/trainings/${await demoTrainingId(ctx)}/withdraw`,
    allowed: EVERY_ROLE,
  },
  { route: 'GET /api/user/trainings', allowed: EVERY_ROLE },
];

/** The console's training courses (server/routes/admin/trainings): staff only. */
const STAFF: readonly Role[] = ['staff'];
const matrixTraining = {
  title: '权限测试培训班',
  kind: 'judge',
  level: 'level3',
  city: '上海',
  place: '测试场地',
  startDate: '2030-05-10',
  endDate: '2030-05-11',
  fee: 0,
  capacity: 10,
  signupDeadline: '2030-05-01',
  signup: '',
  content: '<p>权限测试</p>',
};
const trainingUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/trainings/${await demoTrainingId(ctx)}${tail}`;
const adminTrainingsEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/trainings', allowed: STAFF },
  { route: 'GET /api/admin/trainings/{id}', url: (ctx) => trainingUrl(ctx), allowed: STAFF },
  { route: 'POST /api/admin/trainings', payload: matrixTraining, allowed: STAFF },
  {
    route: 'POST /api/admin/trainings/{id}',
    url: (ctx) => trainingUrl(ctx),
    payload: matrixTraining,
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/trainings/{id}/publish',
    url: (ctx) => trainingUrl(ctx, '/publish'),
    payload: {},
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/trainings/{id}/withdraw',
    url: (ctx) => trainingUrl(ctx, '/withdraw'),
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/trainings/{id}/pin',
    url: (ctx) => trainingUrl(ctx, '/pin'),
    payload: { pinned: true },
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/trainings/{id}/signups',
    url: (ctx) => trainingUrl(ctx, '/signups'),
    allowed: STAFF,
  },
];

/** The console's pages (server/routes/admin/pages): the sport's pages and about / join / contact. */
const demoSportId = async (ctx: MatrixContext) =>
  (await ctx.db.selectFrom('sport_categories').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;
const sportUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/pages/sport/${await demoSportId(ctx)}${tail}`;
const matrixSport = {
  name: '权限测试项目',
  summary: '',
  content: '<p>权限测试</p>',
  image: '',
  sort: 9,
};
const adminPagesEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/pages/sport', allowed: STAFF },
  { route: 'GET /api/admin/pages/sport/{id}', url: (ctx) => sportUrl(ctx), allowed: STAFF },
  { route: 'POST /api/admin/pages/sport', payload: matrixSport, allowed: STAFF },
  {
    route: 'POST /api/admin/pages/sport/{id}',
    url: (ctx) => sportUrl(ctx),
    payload: matrixSport,
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/pages/sport/{id}/publish',
    url: (ctx) => sportUrl(ctx, '/publish'),
    payload: {},
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/pages/sport/{id}/withdraw',
    url: (ctx) => sportUrl(ctx, '/withdraw'),
    allowed: STAFF,
  },
  { route: 'GET /api/admin/pages/about', allowed: STAFF },
  {
    route: 'POST /api/admin/pages/about/{key}/draft',
    url: '/api/admin/pages/about/join/draft',
    payload: { content: '<p>权限测试草稿</p>' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/pages/about/{key}/publish',
    url: '/api/admin/pages/about/join/publish',
    payload: { content: '<p>权限测试</p>' },
    allowed: STAFF,
  },
];

/** The console's site settings (server/routes/admin/site): harmless saves of the demo site. */
const adminSiteEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/site/settings', allowed: STAFF },
  {
    route: 'POST /api/admin/site/basic',
    payload: { name: '飞盘运动协会', logo: '/demo/logo.svg', slogan: '权限测试', icp: '' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/site/contact',
    payload: { phone: '400-800-2025', email: '', address: '权限测试地址' },
    allowed: STAFF,
  },
  { route: 'GET /api/admin/site/banners', allowed: STAFF },
  {
    route: 'POST /api/admin/site/banners',
    payload: { list: [{ image: '/demo/banner-1.svg', title: '权限测试', url: '/match' }] },
    allowed: STAFF,
  },
  { route: 'GET /api/admin/site/cooperators', allowed: STAFF },
  // An empty list of a set nobody else reads in this test: the save is valid and leaves no orphan.
  { route: 'POST /api/admin/site/cooperators', payload: { list: [] }, allowed: STAFF },
  { route: 'GET /api/admin/site/links', allowed: STAFF },
  { route: 'POST /api/admin/site/links', payload: { list: [] }, allowed: STAFF },
  {
    route: 'GET /api/admin/site/lovs',
    url: '/api/admin/site/lovs?type=GLOBAL_CONFIG',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/site/lovs',
    payload: { type: 'COM_COOPERATOR_TYPE', list: [{ value: 'matrix', name: '权限测试' }] },
    allowed: STAFF,
  },
];

/**
 * The console's uploads and downloads (server/routes/admin/uploads, server/routes/admin/downloads):
 * staff only. The matrix sends JSON, so an upload gets past authorization and is refused for its
 * missing name and bytes; nothing is stored.
 */
const demoDownloadId = async (ctx: MatrixContext) =>
  (await ctx.db.selectFrom('downloads').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const adminUploadsEndpoints: ProtectedEndpoint[] = [
  { route: 'POST /api/admin/uploads', allowed: ['staff'] },
  { route: 'GET /api/admin/downloads', allowed: ['staff'] },
  {
    route: 'GET /api/admin/downloads/{id}',
    url: async (ctx) => `/api/admin/downloads/${await demoDownloadId(ctx)}`,
    allowed: ['staff'],
  },
  // The writes name no upload or a download that does not exist: nothing changes.
  {
    route: 'POST /api/admin/downloads',
    payload: { name: '权限测试', category: 'edu_file', uploadId: 999999 },
    allowed: ['staff'],
  },
  {
    route: 'POST /api/admin/downloads/{id}',
    url: '/api/admin/downloads/999999',
    payload: { name: '权限测试', category: 'edu_file', uploadId: 0 },
    allowed: ['staff'],
  },
  {
    route: 'POST /api/admin/downloads/{id}/publish',
    url: '/api/admin/downloads/999999/publish',
    payload: {},
    allowed: ['staff'],
  },
  {
    route: 'POST /api/admin/downloads/{id}/withdraw',
    url: '/api/admin/downloads/999999/withdraw',
    allowed: ['staff'],
  },
  {
    route: 'POST /api/admin/downloads/{id}/pin',
    url: '/api/admin/downloads/999999/pin',
    payload: { pinned: true },
    allowed: ['staff'],
  },
];

/** The console's notices and news (server/routes/admin/content): staff only. */
const demoArticleId = async (ctx: MatrixContext, table: 'notices' | 'news') =>
  (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const matrixArticle = { title: '权限测试', summary: '', content: '<p>权限测试</p>' };
const articleEndpoints = (table: 'notices' | 'news', body: Record<string, unknown>) => {
  const url = (tail: string) => async (ctx: MatrixContext) =>
    `/api/admin/${table}/${await demoArticleId(ctx, table)}${tail}`;
  const rows: ProtectedEndpoint[] = [
    { route: `GET /api/admin/${table}`, allowed: STAFF },
    { route: `GET /api/admin/${table}/{id}`, url: url(''), allowed: STAFF },
    { route: `POST /api/admin/${table}`, payload: body, allowed: STAFF },
    { route: `POST /api/admin/${table}/{id}`, url: url(''), payload: body, allowed: STAFF },
    {
      route: `POST /api/admin/${table}/{id}/publish`,
      url: url('/publish'),
      payload: {},
      allowed: STAFF,
    },
    { route: `POST /api/admin/${table}/{id}/withdraw`, url: url('/withdraw'), allowed: STAFF },
    {
      route: `POST /api/admin/${table}/{id}/pin`,
      url: url('/pin'),
      payload: { pinned: true },
      allowed: STAFF,
    },
    // A published demo item: staff get past authorization and are refused for its status.
    { route: `POST /api/admin/${table}/{id}/delete`, url: url('/delete'), allowed: STAFF },
  ];
  return rows;
};
const adminContentEndpoints: ProtectedEndpoint[] = [
  ...articleEndpoints('notices', { ...matrixArticle, category: 'notice_other' }),
  ...articleEndpoints('news', { ...matrixArticle, category: 'news_report', cover: '', source: '' }),
];

const adminAuditEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/audit', allowed: STAFF },
  { route: 'GET /api/admin/audit/options', allowed: STAFF },
  { route: 'GET /api/admin/audit/{id}', url: '/api/admin/audit/1', allowed: STAFF },
];

/** The console's 系统 page (server/routes/admin/system): staff only. */
const adminSystemEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/system', allowed: STAFF },
];

/**
 * The console's competitions (server/routes/admin/competitions): staff only. The writes on one
 * competition name one that does not exist, so no demo competition changes for other rows.
 */
const matrixCompetition = {
  name: '权限测试赛事',
  level: 'C',
  scope: 'national',
  division: 'MIX',
  startDate: '2030-06-01',
  endDate: '2030-06-02',
  city: '杭州',
  venue: '',
  registrationOpens: '',
  registrationCloses: '',
  minRoster: 0,
  maxRoster: 20,
  minMale: 0,
  minFemale: 0,
  fee: '',
  documents: [],
  phase: '',
  forfeitPoints: 15,
  cover: '',
  description: '',
};
const adminCompetitionsEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/competitions', allowed: STAFF },
  {
    route: 'GET /api/admin/competitions/{id}/spirit-missing',
    url: '/api/admin/competitions/1/spirit-missing',
    allowed: STAFF,
  },
  { route: 'GET /api/admin/competitions/{id}', url: '/api/admin/competitions/1', allowed: STAFF },
  { route: 'POST /api/admin/competitions', payload: matrixCompetition, allowed: STAFF },
  {
    route: 'POST /api/admin/competitions/{id}',
    url: '/api/admin/competitions/999999',
    payload: matrixCompetition,
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/publish',
    url: '/api/admin/competitions/999999/publish',
    payload: {},
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/withdraw',
    url: '/api/admin/competitions/999999/withdraw',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/pin',
    url: '/api/admin/competitions/999999/pin',
    payload: { pinned: true },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/delete',
    url: '/api/admin/competitions/999999/delete',
    allowed: STAFF,
  },
];

/**
 * The console's 报名 (server/routes/admin/registrations): staff only. The writes name an entry
 * that does not exist, so staff get past authorization and no demo entry changes for other rows.
 */
const adminRegistrationsEndpoints: ProtectedEndpoint[] = [
  {
    route: 'GET /api/admin/competitions/{id}/registrations',
    url: async (ctx) =>
      `/api/admin/competitions/${(await otherClubsEntry(ctx)).competition_id}/registrations`,
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/registrations/{id}',
    url: async (ctx) => `/api/admin/registrations/${(await otherClubsEntry(ctx)).id}`,
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/registrations/{id}/candidates',
    url: async (ctx) => `/api/admin/registrations/${(await otherClubsEntry(ctx)).id}/candidates`,
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/registrations/{id}/approve',
    url: '/api/admin/registrations/999999/approve',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/registrations/{id}/reject',
    url: '/api/admin/registrations/999999/reject',
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/registrations/{id}/players/add',
    url: '/api/admin/registrations/999999/players/add',
    payload: { userId: 1, reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/registrations/{id}/players/remove',
    url: '/api/admin/registrations/999999/players/remove',
    payload: { userId: 1, reason: '权限测试' },
    allowed: STAFF,
  },
];

/** The console's schedule (server/routes/admin/schedule): staff only; a volunteer never changes one. */
const firstId = async (ctx: MatrixContext, table: 'games' | 'competitions') =>
  (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
const scheduleCompetitionUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/schedule/competitions/${await firstId(ctx, 'competitions')}${tail}`;
const scheduleGameUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/schedule/games/${await firstId(ctx, 'games')}${tail}`;
const matrixGameRules = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 1,
};
const matrixGamePlacement = {
  startsAt: '2030-05-10T09:00',
  field: '权限测试场',
  volunteerId: null,
  pool: '',
  round: '',
  ...matrixGameRules,
};
const adminScheduleEndpoints: ProtectedEndpoint[] = [
  {
    route: 'GET /api/admin/schedule/competitions/{id}',
    url: (ctx) => scheduleCompetitionUrl(ctx),
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/competitions/{id}/games',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/games'),
    payload: { ...matrixGamePlacement, homeEntryId: 1, awayEntryId: 2 },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/competitions/{id}/round-robin',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/round-robin'),
    payload: {
      pool: '权限测试组',
      entryIds: [1, 2],
      fields: ['权限测试场'],
      firstStart: '2030-05-10T09:00',
      slotMinutes: 90,
      ...matrixGameRules,
    },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/games/{id}',
    url: (ctx) => scheduleGameUrl(ctx),
    payload: matrixGamePlacement,
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/games/{id}/cancel',
    url: (ctx) => scheduleGameUrl(ctx, '/cancel'),
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/games/{id}/restore',
    url: (ctx) => scheduleGameUrl(ctx, '/restore'),
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/schedule/competitions/{id}/grid',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/grid'),
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/schedule/competitions/{id}/grid/settings',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/grid/settings'),
    payload: { slotMinutes: 90, minRestMinutes: 30 },
    allowed: STAFF,
  },
  {
    // A game of another competition: refused after authorization, nothing moves.
    route: 'POST /api/admin/schedule/competitions/{id}/grid/move',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/grid/move'),
    payload: {
      moves: [{ gameId: 999999, date: '2030-05-10', time: '09:00', field: '权限测试场' }],
    },
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/schedule/competitions/{id}/grid/shift-preview',
    url: async (ctx) =>
      `${await scheduleCompetitionUrl(ctx, '/grid/shift-preview')}?date=2030-05-10&from=09:00&to=10:00&minutes=30`,
    allowed: STAFF,
  },
  {
    // A block with no game in it: refused after authorization, nothing moves.
    route: 'POST /api/admin/schedule/competitions/{id}/grid/shift',
    url: (ctx) => scheduleCompetitionUrl(ctx, '/grid/shift'),
    payload: { date: '2030-05-10', from: '03:00', to: '03:30', minutes: 30, field: null },
    allowed: STAFF,
  },
];

/** The console's results (server/routes/admin/results): staff only; a volunteer never corrects. */
const finishedGameId = async (ctx: MatrixContext) =>
  (
    await ctx.db
      .selectFrom('games')
      .select('id')
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
const resultsGameUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/results/games/${await finishedGameId(ctx)}${tail}`;
const resultsCompetitionUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/results/competitions/${
    (
      await ctx.db
        .selectFrom('games')
        .select('competition_id')
        .where('id', '=', await finishedGameId(ctx))
        .executeTakeFirstOrThrow()
    ).competition_id
  }${tail}`;
const adminResultsEndpoints: ProtectedEndpoint[] = [
  {
    route: 'GET /api/admin/results/competitions/{id}',
    url: (ctx) => resultsCompetitionUrl(ctx),
    allowed: STAFF,
  },
  ...(['rosters', 'schedule', 'stats'] as const).map((kind): ProtectedEndpoint => ({
    route: `GET /api/admin/results/competitions/{id}/export/${kind}`,
    url: (ctx) => resultsCompetitionUrl(ctx, `/export/${kind}`),
    allowed: STAFF,
  })),
  { route: 'GET /api/admin/results/games/{id}', url: (ctx) => resultsGameUrl(ctx), allowed: STAFF },
  {
    route: 'POST /api/admin/results/games/{id}/points',
    url: (ctx) => resultsGameUrl(ctx, '/points'),
    payload: { team: 'home', reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/results/games/{id}/points/remove',
    url: (ctx) => resultsGameUrl(ctx, '/points/remove'),
    payload: { scoreId: 'matrix-no-such-score', reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/results/games/{id}/forfeit',
    url: (ctx) => resultsGameUrl(ctx, '/forfeit'),
    payload: { team: 'away', reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/results/games/{id}/unforfeit',
    url: (ctx) => resultsGameUrl(ctx, '/unforfeit'),
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
];

// The championship format of a demo competition: it has games made by hand, so a format is
// refused for staff after authorization (as is every call needing one); the rule set it already has.
const stagesUrl = async (ctx: MatrixContext, tail: string) =>
  `/api/admin/competitions/${
    (
      await ctx.db
        .selectFrom('games')
        .select('competition_id')
        .where('id', '=', await finishedGameId(ctx))
        .executeTakeFirstOrThrow()
    ).competition_id
  }${tail}`;
const adminStagesEndpoints: ProtectedEndpoint[] = [
  {
    route: 'GET /api/admin/competitions/{id}/stages',
    url: (ctx) => stagesUrl(ctx, '/stages'),
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/format',
    url: (ctx) => stagesUrl(ctx, '/format'),
    payload: {
      templateId: 'two-pools-semis',
      seeds: [1, 2, 3, 4, 5, 6, 7, 8],
      fields: ['1号场'],
      firstStart: '2026-12-01T09:00',
      slotMinutes: 90,
      pointsToWin: 15,
      halftimeAt: 8,
      softCapMinutes: null,
      hardCapMinutes: null,
      timeoutsPerHalf: 2,
    },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/format/delete',
    url: (ctx) => stagesUrl(ctx, '/format/delete'),
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/tie-break-rules',
    url: (ctx) => stagesUrl(ctx, '/tie-break-rules'),
    payload: { rules: 'wfdf' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/tie-decisions',
    url: (ctx) => stagesUrl(ctx, '/tie-decisions'),
    payload: { stage: 1, pool: 'A', order: [1, 2], method: 'throw' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/swiss-rounds',
    url: (ctx) => stagesUrl(ctx, '/swiss-rounds'),
    payload: { stage: 1 },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/stage-conflicts/{id}/decide',
    url: '/api/admin/stage-conflicts/999999/decide',
    payload: { apply: false, reason: '权限测试' },
    allowed: STAFF,
  },
];

/** The console's events of several divisions (server/routes/admin/events): staff only. */
const demoEventUrl = async (ctx: MatrixContext, tail = '') =>
  `/api/admin/events/${
    (await ctx.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  }${tail}`;
const adminEventsEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/events', allowed: STAFF },
  { route: 'GET /api/admin/events/choices', allowed: STAFF },
  { route: 'GET /api/admin/events/{id}', url: (ctx) => demoEventUrl(ctx), allowed: STAFF },
  {
    // A division that does not exist: refused after authorization, no event is made.
    route: 'POST /api/admin/events',
    payload: { name: '权限测试赛事', competitionIds: [999999] },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/events/{id}',
    url: '/api/admin/events/999999',
    payload: { name: '权限测试赛事', competitionIds: [] },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/events/{id}/delete',
    url: '/api/admin/events/999999/delete',
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/competitions/{id}/seeding-sources',
    url: (ctx) => stagesUrl(ctx, '/seeding-sources'),
    allowed: STAFF,
  },
];

/** server/routes/membership and server/routes/admin/membership (the season): add rows here. */
const seasonPayload = { seasonId: 999999, kind: 'player', waiverVersion: null };
const membershipSeasonEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/user/season', allowed: EVERY_ROLE },
  // An unknown season: refused after authorization, and nothing is registered.
  { route: 'POST /api/user/season/registrations', payload: seasonPayload, allowed: EVERY_ROLE },
  {
    route: 'POST /api/user/season/registrations/{id}/submit',
    url: '/api/user/season/registrations/999999/submit',
    payload: { waiverVersion: null },
    allowed: EVERY_ROLE,
  },
  { route: 'GET /api/club/season', allowed: ['contact'] },
  {
    route: 'POST /api/club/season/registration',
    payload: { seasonId: 999999, waiverVersion: null },
    allowed: ['contact'],
  },
  { route: 'GET /api/admin/membership/seasons', allowed: STAFF },
  {
    // A season that ends before it starts: refused after authorization, nothing created.
    route: 'POST /api/admin/membership/seasons',
    payload: { year: 2099, startsOn: '2099-12-31', endsOn: '2099-01-01' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/membership/seasons/{id}',
    url: '/api/admin/membership/seasons/999999',
    payload: { year: 2099, startsOn: '2099-01-01', endsOn: '2099-12-31' },
    allowed: STAFF,
  },
  { route: 'GET /api/admin/membership/waivers', allowed: STAFF },
  { route: 'POST /api/admin/membership/waivers', payload: { text: '' }, allowed: STAFF },
  { route: 'GET /api/admin/membership/registrations', allowed: STAFF },
  {
    route: 'POST /api/admin/membership/registrations/{id}/approve',
    url: '/api/admin/membership/registrations/999999/approve',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/membership/registrations/{id}/reject',
    url: '/api/admin/membership/registrations/999999/reject',
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  { route: 'GET /api/admin/membership/certificates/expiring', allowed: STAFF },
];

const membershipPaymentEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/membership/payments', allowed: EVERY_ROLE },
  // No receipt and no query: refused after authorization, no payment is made.
  { route: 'POST /api/membership/payments', allowed: EVERY_ROLE },
  {
    // Nobody's receipt: 「转账凭证不存在」 after authorization.
    route: 'GET /api/membership/payments/{id}/receipt-file',
    url: '/api/membership/payments/999999/receipt-file',
    allowed: EVERY_ROLE,
  },
  { route: 'GET /api/admin/membership/payments', allowed: STAFF },
  {
    route: 'POST /api/admin/membership/payments/{id}/confirm',
    url: '/api/admin/membership/payments/999999/confirm',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/membership/payments/{id}/refuse',
    url: '/api/admin/membership/payments/999999/refuse',
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/membership/payments/in-person',
    payload: { registrationIds: [999999], amountFen: 100, paidOn: '2027-03-01' },
    allowed: STAFF,
  },
  { route: 'GET /api/admin/membership/bank-account', allowed: STAFF },
  {
    // An account number with letters: refused after authorization, the setting unchanged.
    route: 'POST /api/admin/membership/bank-account',
    payload: { accountName: '权限测试', bankName: '权限测试', accountNumber: 'abc' },
    allowed: STAFF,
  },
];

/**
 * Importing the association's lists (server/routes/admin/membership/import-routes.ts): staff only.
 * The matrix sends JSON, so the call gets past authorization and is refused for its missing list
 * and bytes; nothing is stored.
 */
const adminImportEndpoints: ProtectedEndpoint[] = [
  { route: 'POST /api/admin/membership/imports/preview', allowed: ['staff'] },
  { route: 'POST /api/admin/membership/imports/commit', allowed: ['staff'] },
];

/** ID numbers, eligibility and transfers (#37): every write refused after authorization (no
 * season is open on the demo data, the ids do not exist, the ID number fails its checksum). */
const membershipEligibilityEndpoints: ProtectedEndpoint[] = [
  {
    route: 'POST /api/user/idNumber',
    payload: { idNumber: '110101199003070000' },
    allowed: EVERY_ROLE,
  },
  { route: 'GET /api/user/transfers', allowed: ['player'] },
  { route: 'POST /api/user/transfers', payload: { toClubId: 999999 }, allowed: ['player'] },
  {
    route: 'POST /api/user/transfers/{id}/cancel',
    url: '/api/user/transfers/999999/cancel',
    allowed: ['player'],
  },
  { route: 'GET /api/club/transfers', allowed: ['contact'] },
  {
    route: 'POST /api/club/transfers/{id}/decline',
    url: '/api/club/transfers/999999/decline',
    allowed: ['contact'],
  },
  { route: 'POST /api/club/transfers', payload: { userId: 999999 }, allowed: ['contact'] },
  {
    route: 'POST /api/club/transfers/{id}/accept',
    url: '/api/club/transfers/999999/accept',
    allowed: ['contact'],
  },
  { route: 'GET /api/admin/transfers', allowed: STAFF },
  {
    route: 'POST /api/admin/transfers/{id}/approve',
    url: '/api/admin/transfers/999999/approve',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/transfers/{id}/reject',
    url: '/api/admin/transfers/999999/reject',
    payload: { reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/competitions/{id}/eligibility',
    url: '/api/admin/competitions/999999/eligibility',
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/eligibility/rules',
    url: '/api/admin/competitions/999999/eligibility/rules',
    payload: { requiresIdentity: true },
    allowed: STAFF,
  },
  {
    route: 'POST /api/admin/competitions/{id}/eligibility/exceptions',
    url: '/api/admin/competitions/999999/eligibility/exceptions',
    payload: { userId: 1, reason: '权限测试' },
    allowed: STAFF,
  },
  {
    route: 'GET /api/admin/competitions/{id}/insurance',
    url: '/api/admin/competitions/999999/insurance',
    allowed: STAFF,
  },
];

/** A player hides or shows their own record (server/routes/records/player-routes.ts). */
const playerRecordEndpoints: ProtectedEndpoint[] = [
  { route: 'POST /api/records/privacy', payload: { hidden: false }, allowed: ['player'] },
];

/** The season ranking's rules (server/routes/records/club-routes.ts): staff only. */
const adminRankingEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/admin/ranking-rules', allowed: STAFF },
  {
    // A level not in the list of values: refused after authorization, the rules stay.
    route: 'POST /api/admin/ranking-rules',
    payload: { bestOf: 3, weights: [{ level: '权限测试级别', maxPoints: 100 }] },
    allowed: STAFF,
  },
];

export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  ...accountEndpoints,
  ...volunteerEndpoints,
  ...clubEndpoints,
  ...contentEndpoints,
  ...adminContentEndpoints,
  ...adminUploadsEndpoints,
  ...adminPeopleEndpoints,
  ...adminTrainingsEndpoints,
  ...adminPagesEndpoints,
  ...adminSiteEndpoints,
  ...adminAuditEndpoints,
  ...adminSystemEndpoints,
  ...adminCompetitionsEndpoints,
  ...adminRegistrationsEndpoints,
  ...adminScheduleEndpoints,
  ...adminResultsEndpoints,
  ...adminStagesEndpoints,
  ...adminEventsEndpoints,
  ...inboxEndpoints,
  ...membershipSeasonEndpoints,
  ...membershipPaymentEndpoints,
  ...adminImportEndpoints,
  ...membershipEligibilityEndpoints,
  ...playerRecordEndpoints,
  ...adminRankingEndpoints,
];

/** Routes anyone may call without a ticket. */
export const PUBLIC_ROUTES = new Set<string>([
  'POST /api/user/pwLogin',
  'POST /api/user/ccLogin',
  'GET /api/user/sendCheckCode',
  'POST /api/user/register',
  'POST /api/user/resetPassword',
  'GET /api/user/{id}',
  'POST /api/volunteer/login',
  // For a load balancer: is the process up, is it ready (docs/architecture.md, "Operations").
  'GET /api/health',
  'GET /api/ready',
  // Calendar feeds: a competition's is public; a club's and a volunteer's open by their secret.
  'GET /api/calendars/competition.ics',
  'GET /api/calendars/club.ics',
  'GET /api/calendars/volunteer.ics',
  // The public pages' reads: portal, download centre, competitions, training, query centre.
  'GET /api/index',
  'GET /api/index/search/{keyword}',
  'GET /api/site/config',
  'GET /api/lovConfig/lov/getByTypes',
  'GET /api/notices',
  'GET /api/notices/{id}',
  'GET /api/news',
  'GET /api/news/{id}',
  'GET /api/trainings',
  'GET /api/trainings/{id}',
  'GET /api/cooperators',
  'GET /api/sport/categories',
  'GET /api/sport/categories/{id}',
  'GET /api/site/pages/{key}',
  'GET /api/downloads',
  'GET /api/downloads/{id}/file',
  'GET /api/uploads/{id}',
  'GET /api/competitions',
  'GET /api/competitions/{id}',
  'GET /api/competitions/{id}/teams/{clubId}',
  'GET /api/competitions/{id}/spirit',
  'GET /api/events/{id}',
  'GET /api/games/{id}',
  'GET /api/live/competitions/{id}',
  'GET /api/clubs',
  'GET /api/clubs/{id}',
  'GET /api/master/search',
  'GET /api/user/search',
  'GET /api/members/{id}/transfers',
  'GET /api/records/players/{id}',
  'GET /api/records/leaders',
  'GET /api/records/clubs/{id}',
  'GET /api/records/head-to-head',
  'GET /api/records/ranking',
]);

let test: TestApp;
let ctx: MatrixContext;

async function prepareFixtures(
  db: Kysely<Database>,
  playerId: number,
): Promise<MatrixContext['fixtures']> {
  const invitingClub = await createTestClub(db, { name: '权限测试邀请俱乐部' });
  const memberClub = await createTestClub(db, { name: '权限测试在队俱乐部' });
  return {
    invitationId: await createTestMembership(db, invitingClub, playerId, 'invited'),
    secondInvitationId: await createTestMembership(db, memberClub, playerId, 'invited'),
    activeMembershipId: await createTestMembership(db, memberClub, playerId, 'active'),
  };
}

beforeAll(async () => {
  test = await buildTestApp({ demo: true });
  const users = await test.db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'in', Object.values(DEMO_PHONES))
    .execute();
  const idOf = (role: Role) => {
    const user = users.find((row) => row.phone === DEMO_PHONES[role]);
    if (!user) throw new Error(`demo account ${DEMO_PHONES[role]} (${role}) is missing`);
    return user.id;
  };
  const userIds = {
    player: idOf('player'),
    contact: idOf('contact'),
    volunteer: idOf('volunteer'),
    staff: idOf('staff'),
  };
  ctx = { db: test.db, userIds, fixtures: await prepareFixtures(test.db, userIds.player) };
});
afterAll(() => test.close());

const resolve = async <T>(value: Dynamic<T>): Promise<T> =>
  typeof value === 'function' ? (value as (c: MatrixContext) => T | Promise<T>)(ctx) : value;

/** The row's own input, none at all, or malformed: bad path and query values, a broken JSON body. */
type Input = 'valid' | 'none' | 'malformed';
type Caller = Role | 'visitor' | 'bad ticket';

const MALFORMED_QUERY = '?clubId=abc&date=yesterday&page=-1';

async function request(endpoint: ProtectedEndpoint, input: Input) {
  const [method = 'GET', path = ''] = endpoint.route.split(' ');
  if (input === 'malformed') {
    const url = path.replace(/\{\w+\}/g, 'abc') + MALFORMED_QUERY;
    if (method === 'GET') return { method, url };
    return { method, url, payload: '{"id": ', contentType: 'application/json' };
  }
  const url = endpoint.url ? await resolve(endpoint.url) : path;
  if (input === 'none' || !endpoint.payload) return { method, url };
  return { method, url, payload: JSON.stringify(await resolve(endpoint.payload)) };
}

async function call(endpoint: ProtectedEndpoint, caller: Caller, input: Input = 'valid') {
  const { method, url, payload, contentType } = await request(endpoint, input);
  // A fresh ticket per call, so a logout in one row cannot sign a role out of the next.
  const headers: Record<string, string> =
    caller === 'visitor'
      ? {}
      : caller === 'bad ticket'
        ? withTicket('not-a-ticket-of-anyone')
        : withTicket(await issueTicket(test.db, ctx.userIds[caller], test.app.now()));
  if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';
  const response = await test.app.inject({
    method: method as 'GET' | 'POST' | 'DELETE',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<{ code: number; message: string }>() };
}

describe.each(PROTECTED_ENDPOINTS)('$route', (endpoint) => {
  it('refuses a visitor with body code 401', async () => {
    const { status, body } = await call(endpoint, 'visitor');
    expect(status).toBe(200);
    expect(body.code).toBe(ErrorCode.notLoggedIn);
  });

  it.each([
    ['visitor', 'none'],
    ['visitor', 'malformed'],
    ['bad ticket', 'valid'],
    ['bad ticket', 'none'],
    ['bad ticket', 'malformed'],
  ] as const)(
    'refuses a %s with %s input with body code 401, before reading it',
    async (caller, input) => {
      const { status, body } = await call(endpoint, caller, input);
      expect(status).toBe(200);
      expect(body).toEqual({
        code: ErrorCode.notLoggedIn,
        message: '未登录或登录已过期，请重新登录',
        data: null,
      });
    },
  );

  const refusedByRole = endpoint.refusedByRecord
    ? []
    : ROLES.filter((role) => !endpoint.allowed.includes(role));
  describe.each(refusedByRole)('refuses %s before reading the input', (role) => {
    it.each(['none', 'malformed'] as const)('%s', async (input) => {
      const { status, body } = await call(endpoint, role, input);
      expect(status).toBe(200);
      expect(body.code).toBe(ErrorCode.forbidden);
    });
  });

  it.each(ROLES)('%s', async (role) => {
    const { status, body } = await call(endpoint, role);
    expect(status).toBeLessThan(500);
    if (endpoint.allowed.includes(role)) {
      expect([ErrorCode.notLoggedIn, ErrorCode.forbidden]).not.toContain(body.code);
    } else {
      expect(body.code).toBe(ErrorCode.forbidden);
    }
  });
});

describe('the table', () => {
  it('classifies every documented route as protected or public', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const classified = new Set([
      ...PUBLIC_ROUTES,
      ...PROTECTED_ENDPOINTS.map((endpoint) => endpoint.route),
    ]);
    expect(documented.filter((route) => !classified.has(route))).toEqual([]);
    expect([...classified].filter((route) => !documented.includes(route))).toEqual([]);
  });
});
