// No answer may carry a password hash, a ticket or its hash, or the full phone of anyone but the
// caller. Walks every documented GET route (path parameters filled from the demo data) as a
// visitor and as each demo account, plus the login and profile answers; an event stream is read
// over a socket up to its first event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TABLE } from '../src/contract/api/index';
import { buildTestApp, loginAs, withTicket, type TestApp } from './test-support/build-test-app';
import { openEventStream } from './test-support/event-stream';

const DEMO_PHONES = ['13800000000', '13800000001', '13800000002', '13800000003'];

let test: TestApp;
let allPhones: string[];
let tickets: Record<string, string>;
let getRoutes: string[];
let base: string;

/** The event streams, as /api/docs/json names them: read over a socket, their first event checked. */
const STREAM_PATHS = new Set(
  Object.values(API_TABLE).flatMap((group) =>
    Object.values(group)
      .filter((route) => route.stream)
      .map((route) => route.path.replace(/:(\w+)/g, '{$1}')),
  ),
);

async function answerOf(path: string, url: string, headers: Record<string, string>) {
  if (!STREAM_PATHS.has(path)) {
    return (await test.app.inject({ url, headers })).rawPayload.toString('utf8');
  }
  const stream = await openEventStream(base + url, headers);
  try {
    await Promise.race([stream.next(() => true).catch(() => undefined), stream.ended]);
    return stream.received();
  } finally {
    stream.close();
  }
}

beforeAll(async () => {
  test = await buildTestApp({ demo: true });
  allPhones = (await test.db.selectFrom('users').select('phone').execute()).map((row) => row.phone);
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
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
          const body = await answerOf(path, url, headers);
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
