// Walks every protected endpoint with every role (DESIGN.md §3, issue 3 item 3) on the demo data:
// an allowed role must get past authorization (any answer but body code 401 or forbidden, and no
// 5xx); a refused one must get body code 401 (visitor) or forbidden (signed in). A last test checks
// that every documented route is either in this table or in PUBLIC_ROUTES, so none is forgotten.
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
  /** The demo accounts of DESIGN.md §3, by role. */
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
}

const accountEndpoints: ProtectedEndpoint[] = [
  { route: 'GET /api/user/getUserInfo', allowed: EVERY_ROLE },
  { route: 'POST /api/user/logout', allowed: EVERY_ROLE },
  { route: 'POST /api/user/update', payload: { intro: '权限测试' }, allowed: EVERY_ROLE },
  { route: 'GET /api/user/center', allowed: EVERY_ROLE },
  {
    route: 'GET /api/user/competitions/{userId}/year/{year}',
    url: (ctx) => `/api/user/competitions/${ctx.userIds.player}/year/2026`,
    allowed: ['player', 'staff'],
  },
  {
    route: 'POST /api/user/accept',
    payload: (ctx) => ({ membershipId: ctx.fixtures.invitationId }),
    allowed: ['player'],
  },
  {
    route: 'POST /api/user/reject',
    payload: (ctx) => ({ membershipId: ctx.fixtures.secondInvitationId }),
    allowed: ['player'],
  },
  {
    route: 'POST /api/user/apply/leave',
    payload: (ctx) => ({ membershipId: ctx.fixtures.activeMembershipId }),
    allowed: ['player'],
  },
];

/** server/routes/volunteer: add rows here. */
const volunteerEndpoints: ProtectedEndpoint[] = [];

/** server/routes/club: add rows here. */
const clubEndpoints: ProtectedEndpoint[] = [];

/** server/routes/content: add rows here (most content is public: list it in PUBLIC_ROUTES). */
const contentEndpoints: ProtectedEndpoint[] = [];

export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  ...accountEndpoints,
  ...volunteerEndpoints,
  ...clubEndpoints,
  ...contentEndpoints,
];

/** Routes anyone may call without a ticket. */
export const PUBLIC_ROUTES = new Set<string>([
  'POST /api/user/pwLogin',
  'POST /api/user/ccLogin',
  'GET /api/user/sendCheckCode',
  'POST /api/user/register',
  'POST /api/user/resetPassword',
  'GET /api/user/{id}',
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

async function call(endpoint: ProtectedEndpoint, role: Role | 'visitor') {
  const [method = 'GET', path = ''] = endpoint.route.split(' ');
  const url = endpoint.url ? await resolve(endpoint.url) : path;
  const payload = endpoint.payload ? await resolve(endpoint.payload) : undefined;
  // A fresh ticket per call, so a logout in one row cannot sign a role out of the next.
  const headers =
    role === 'visitor' ? {} : withTicket(await issueTicket(test.db, ctx.userIds[role]));
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
