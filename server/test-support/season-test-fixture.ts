// Test data for the season's registration calls: an app on a clock the test moves, a staff
// account, and helpers that open a season and publish a waiver through the console's calls.
import { issueTicket } from '../auth/tickets';
import type { Season, Waiver } from '../../src/contract/membership-season';
import { buildTestApp, type TestApp } from './build-test-app';
import { call } from './scoring-test-fixture';
import { createTestUser, type TestUserFields } from './test-users';

/** Noon UTC, so the server's local date is the same day whatever its time zone. */
export const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

export interface SeasonTestApp extends TestApp {
  setToday: (day: string) => void;
  /** A new account of `fields` and a ticket issued at the current clock. */
  person: (
    fields: TestUserFields & { birthDate?: string },
  ) => Promise<{ id: number; ticket: string }>;
  /** A new ticket for `userId`, issued at the current clock (one idle for 30 days has lapsed). */
  ticketOf: (userId: number) => Promise<string>;
  staff: string;
  as: (
    ticket: string | null,
  ) => <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => Promise<{ code: number; message: string; data: T }>;
  openSeason: (year: number, fees?: Partial<Record<string, number>>) => Promise<Season>;
  publishWaiver: (text: string) => Promise<Waiver>;
}

export async function buildSeasonTestApp(today: string): Promise<SeasonTestApp> {
  let now = noonOf(today);
  const t = await buildTestApp({ now: () => now });
  const person: SeasonTestApp['person'] = async ({ birthDate, ...fields }) => {
    const id = await createTestUser(t.db, fields);
    if (birthDate) {
      await t.db.updateTable('users').set({ birth_date: birthDate }).where('id', '=', id).execute();
    }
    return { id, ticket: await issueTicket(t.db, id, now) };
  };
  const staff = (await person({ phone: '13700000000', type: 'staff', name: '工作人员甲' })).ticket;
  const as: SeasonTestApp['as'] = (ticket) => (method, url, payload) =>
    call(t.app, ticket, method, url, payload);
  const expectOk = <T>(answer: { code: number; message: string; data: T }) => {
    if (answer.code !== 0) throw new Error(`refused: ${answer.message}`);
    return answer.data;
  };
  return {
    ...t,
    setToday: (day) => {
      now = noonOf(day);
    },
    person,
    ticketOf: (userId) => issueTicket(t.db, userId, now),
    staff,
    as,
    openSeason: async (year, fees = {}) =>
      expectOk(
        await as(staff)<Season>('POST', '/api/admin/membership/seasons', {
          year,
          startsOn: `${year}-01-01`,
          endsOn: `${year}-12-31`,
          feePlayer: 120,
          feeCoach: 0,
          feeJudge: 50,
          feeClub: 800,
          ...fees,
        }),
      ),
    publishWaiver: async (text) =>
      expectOk(await as(staff)<Waiver>('POST', '/api/admin/membership/waivers', { text })),
  };
}
