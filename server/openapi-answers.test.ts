// Every GET answer must be what /api/docs/json says it is, under a standard JSON Schema validator
// (Ajv, after toJsonSchema turns the document's OpenAPI 3.0 schemas into draft-07): a client
// generated from the document must accept every answer. Each GET of the document is called on the
// demo data by a visitor and by each demo role, with its path filled from demo rows, and every JSON
// answer with HTTP 200 is validated against that route's 200 schema. Each route must answer code 0
// at least once, so a route cannot pass by never being reached.
import Ajv from 'ajv';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_JSON_PATH } from '../src/contract/api/docs';
import { ABOUT_PAGE_KEYS } from '../src/contract/about-pages';
import { EDITABLE_LOV_TYPES } from '../src/contract/editable-lov-types';
import { LOV_TYPES } from '../src/contract/lov-types';
import { recordStaffWrite } from './audit/record-staff-write';
import type { Database } from './db/schema';
import { buildTestApp, loginAs, withTicket, type TestApp } from './test-support/build-test-app';
import { toJsonSchema } from './test-support/openapi-schema';

/** The demo accounts (docs/api-conventions.md, "Demo accounts"). */
const DEMO_PHONES = ['13800000000', '13800000001', '13800000002', '13800000003'];

/** Routes whose answer is a file, not JSON: nothing in the document to validate it against. */
const FILE_ROUTES = new Set([
  '/api/downloads/{id}/file',
  '/api/calendars/competition.ics',
  '/api/calendars/club.ics',
  '/api/calendars/volunteer.ics',
  '/api/uploads/{id}',
  '/api/membership/payments/{id}/receipt-file',
  '/api/live/competitions/{id}',
  '/api/admin/results/competitions/{id}/export/rosters',
  '/api/admin/results/competitions/{id}/export/schedule',
  '/api/admin/results/competitions/{id}/export/stats',
  '/api/admin/competitions/{id}/insurance',
]);

type Db = Kysely<Database>;
type IdTable =
  | 'users'
  | 'notices'
  | 'news'
  | 'sport_categories'
  | 'games'
  | 'competitions'
  | 'clubs'
  | 'trainings'
  | 'registrations'
  | 'audit_log'
  | 'memberships'
  | 'downloads'
  | 'events';

/** The first few ids of a table, as path parameters. */
const idsOf = async (db: Db, table: IdTable, count = 4) =>
  (await db.selectFrom(table).select('id').orderBy('id').limit(count).execute()).map((r) =>
    String(r.id),
  );

/** The values each path parameter is tried with, by route: rows of the demo data. */
async function pathValues(db: Db, route: string): Promise<Record<string, string[]>> {
  const table = (prefix: string, name: IdTable) => (route.startsWith(prefix) ? name : null);
  if (route === '/api/user/competitions/{userId}/year/{year}') {
    return { userId: await idsOf(db, 'users', 6), year: [String(new Date().getFullYear())] };
  }
  if (route === '/api/competitions/{id}/teams/{clubId}') {
    const rows = await db
      .selectFrom('registrations')
      .select(['competition_id', 'club_id'])
      .where('status', '=', 'approved')
      .limit(2)
      .execute();
    return {
      id: rows.map((r) => String(r.competition_id)),
      clubId: rows.map((r) => String(r.club_id)),
    };
  }
  if (route === '/api/index/search/{keyword}') return { keyword: ['飞盘'] };
  if (route === '/api/site/pages/{key}') return { key: [...ABOUT_PAGE_KEYS] };
  if (!route.includes('{id}')) return {};
  if (route.startsWith('/api/volunteer/')) {
    // The games the demo's volunteer scores, which the volunteer's calls may read.
    const rows = await db
      .selectFrom('volunteer_assignments')
      .innerJoin('users', 'users.id', 'volunteer_assignments.user_id')
      .select('game_id')
      .where('users.phone', '=', '13800000003')
      .orderBy('game_id')
      .execute();
    return { id: rows.map((r) => String(r.game_id)) };
  }
  const name =
    table('/api/user/', 'users') ??
    table('/api/members/', 'users') ??
    table('/api/records/players/', 'users') ??
    table('/api/admin/people/members/', 'memberships') ??
    table('/api/notices/', 'notices') ??
    table('/api/admin/notices/', 'notices') ??
    table('/api/news/', 'news') ??
    table('/api/admin/news/', 'news') ??
    table('/api/sport/categories/', 'sport_categories') ??
    table('/api/admin/pages/sport/', 'sport_categories') ??
    table('/api/games/', 'games') ??
    table('/api/admin/results/games/', 'games') ??
    table('/api/competitions/', 'competitions') ??
    table('/api/live/competitions/', 'competitions') ??
    table('/api/admin/competitions/', 'competitions') ??
    table('/api/admin/results/competitions/', 'competitions') ??
    table('/api/admin/schedule/competitions/', 'competitions') ??
    table('/api/clubs/', 'clubs') ??
    table('/api/trainings/', 'trainings') ??
    table('/api/admin/trainings/', 'trainings') ??
    table('/api/club/registrations/', 'registrations') ??
    table('/api/admin/registrations/', 'registrations') ??
    table('/api/admin/audit/', 'audit_log') ??
    table('/api/admin/downloads/', 'downloads') ??
    table('/api/events/', 'events') ??
    table('/api/admin/events/', 'events') ??
    table('/api/records/clubs/', 'clubs');
  if (name === null) throw new Error(`no demo rows named for ${route}`);
  return { id: await idsOf(db, name) };
}

/** The query a route needs, where it requires one. */
const QUERIES: Record<string, string> = {
  '/api/user/sendCheckCode': '?phone=13800000009&scene=register',
  '/api/lovConfig/lov/getByTypes': `?lovTypes=${LOV_TYPES.join(',')}`,
  '/api/admin/site/lovs': `?type=${EDITABLE_LOV_TYPES[0]}`,
  '/api/admin/schedule/competitions/{id}/grid/shift-preview':
    '?date=2030-05-10&from=09:00&to=12:00&minutes=30',
  '/api/records/leaders': `?season=${new Date().getFullYear()}&division=MIX`,
  '/api/records/head-to-head': '?clubId=1&otherId=2',
  '/api/records/ranking': '?division=MIX&season=2026',
};

function urlsOf(route: string, values: Record<string, string[]>): string[] {
  const names = Object.keys(values);
  const longest = Math.max(1, ...names.map((name) => values[name]?.length ?? 0));
  return Array.from({ length: longest }, (_, i) =>
    names.reduce((url, name) => {
      const options = values[name] ?? [];
      return url.replace(`{${name}}`, encodeURIComponent(options[i % options.length] ?? ''));
    }, route),
  ).map((url) => url + (QUERIES[route] ?? ''));
}

interface Document {
  paths: Record<string, { get?: { responses?: Record<string, ResponseObject> } }>;
}
interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

const test: TestApp = await buildTestApp({ demo: true });
const document: Document = (
  await test.app.inject({ method: 'GET', url: API_DOCS_JSON_PATH })
).json();
const routes = Object.keys(document.paths).filter(
  (route) => document.paths[route]?.get !== undefined && !FILE_ROUTES.has(route),
);
const ajv = new Ajv({ allErrors: true, unknownFormats: 'ignore' });
let tickets: (string | null)[];

beforeAll(async () => {
  tickets = [null, ...(await Promise.all(DEMO_PHONES.map((phone) => loginAs(test.app, phone))))];
  // The demo data has no 操作记录 yet: one, as a staff write leaves it, for GET /api/admin/audit/{id}.
  const staff = await test.db
    .selectFrom('users')
    .select(['id', 'name', 'type', 'phone'])
    .where('phone', '=', DEMO_PHONES[0] ?? '')
    .executeTakeFirstOrThrow();
  await recordStaffWrite(test.db, staff, test.app.now(), {
    action: 'notice.publish',
    targetType: 'notice',
    targetId: 1,
    summary: '发布通知：接口文档测试',
    after: { title: '接口文档测试' },
  });
});
afterAll(() => test.close());

describe('every GET answer validates against the schema /api/docs/json declares for it', () => {
  it('checks every GET route the document names but the file downloads', () => {
    expect(routes.length + FILE_ROUTES.size).toBe(
      Object.values(document.paths).filter((item) => item.get !== undefined).length,
    );
  });

  it.each(routes)('GET %s', async (route) => {
    const responses = document.paths[route]?.get?.responses;
    const schema = responses?.['200']?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    const validate = ajv.compile(toJsonSchema(schema) as object);
    const problems: string[] = [];
    let answered = false;
    for (const url of urlsOf(route, await pathValues(test.db, route))) {
      for (const ticket of tickets) {
        const response = await test.app.inject({
          method: 'GET',
          url,
          headers: ticket ? withTicket(ticket) : {},
        });
        if (response.statusCode !== 200) continue;
        if (!String(response.headers['content-type']).startsWith('application/json')) continue;
        const body = response.json();
        if (body.code !== 0) continue;
        answered = true;
        if (!validate(body)) {
          const where = (validate.errors ?? [])
            .map((e) => `${e.dataPath} ${e.message} ${JSON.stringify(e.params)}`)
            .join('; ');
          problems.push(`GET ${url} (${ticket ? 'signed in' : 'visitor'}): ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(answered, 'no call answered code 0: name demo rows that reach it').toBe(true);
  });
});
