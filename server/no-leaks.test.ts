// No answer may carry a password hash, a ticket or its hash, or the full phone of anyone but the
// caller. Walks every documented GET route (path parameters filled from the demo data) as a
// visitor and as each demo account, plus the login and profile answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from './test-support/build-test-app';

const DEMO_PHONES = ['13800000000', '13800000001', '13800000002', '13800000003'];

let test: TestApp;
let allPhones: string[];
let tickets: Record<string, string>;
let getRoutes: string[];

beforeAll(async () => {
  test = await buildTestApp({ demo: true });
  allPhones = (await test.db.selectFrom('users').select('phone').execute()).map((row) => row.phone);
  tickets = {};
  for (const phone of DEMO_PHONES) tickets[phone] = await loginAs(test.app, phone);
  const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  getRoutes = Object.entries(document.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path);
});
afterAll(() => test.close());

async function sampleUrls(path: string): Promise<string[]> {
  if (!path.includes('{')) return [path];
  const year = new Date().getFullYear();
  const ids = [1, 2, 5, 20];
  return ids.map((id) =>
    path
      .replace('{keyword}', encodeURIComponent('飞盘'))
      .replace('{year}', String(year))
      .replace(/\{\w+\}/g, String(id)),
  );
}

async function secrets(): Promise<string[]> {
  const hashes = await test.db.selectFrom('users').select('password_hash').limit(5).execute();
  const ticketHashes = await test.db.selectFrom('tickets').select('token_hash').execute();
  return [
    'password_hash',
    'passwordHash',
    'token_hash',
    'code_hash',
    ...hashes.map((row) => row.password_hash),
    ...ticketHashes.map((row) => row.token_hash),
  ];
}

/** Staff read members' full phones in the console (docs/console.md); its calls admit only staff. */
const STAFF_CONSOLE = (caller: string | null, url: string) =>
  caller === '13800000000' && url.startsWith('/api/admin/');

function leaksIn(
  body: string,
  callerPhone: string | null,
  known: string[],
  phonesAllowed = false,
): string[] {
  const found = known.filter((secret) => body.includes(secret));
  const phones = phonesAllowed
    ? []
    : allPhones.filter((phone) => phone !== callerPhone && body.includes(phone));
  const foreignTickets = Object.entries(tickets)
    .filter(([phone, ticket]) => phone !== callerPhone && body.includes(ticket))
    .map(([phone]) => `ticket of ${phone}`);
  return [...found, ...phones, ...foreignTickets];
}

describe('no answer leaks secrets or other people’s phones', () => {
  it('holds for every GET route, as a visitor and as every demo account', async () => {
    const known = await secrets();
    const leaks: string[] = [];
    let answered = 0;
    for (const caller of [null, ...DEMO_PHONES]) {
      const headers = caller ? withTicket(tickets[caller] ?? '') : {};
      for (const path of getRoutes) {
        for (const url of await sampleUrls(path)) {
          const response = await test.app.inject({ url, headers });
          const body = response.rawPayload.toString('utf8');
          if (body.startsWith('{"code":0')) answered += 1;
          for (const leak of leaksIn(body, caller, known, STAFF_CONSOLE(caller, url)))
            leaks.push(`${caller ?? 'visitor'} ${url}: ${leak}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk must reach real data, not only refusals and 404s.
    expect(answered).toBeGreaterThan(getRoutes.length * 2);
  });

  it('holds for login and registration answers, which carry only the caller’s own phone', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/pwLogin',
      payload: { phone: '13800000002', password: 'demo1234' },
    });
    expect(leaksIn(login.body, '13800000002', await secrets())).toEqual([]);
    expect(login.body).toContain('13800000002');
  });
});
