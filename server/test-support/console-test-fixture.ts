// The console tests' world: the demo app with a clock the test can move, a staff ticket and one of
// each other role, a call helper that expects HTTP 200, and what a refused write must leave alone.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { issueTicket } from '../auth/tickets';
import type { Database } from '../db/schema';
import { buildTestApp, loginAs, withTicket, type TestApp } from './build-test-app';
import type { Body } from './demo-app';

export interface ConsoleWorld {
  test: TestApp;
  staff: string;
  player: string;
  /** Moves the app's clock by `ms` from the real time. */
  setOffset: (ms: number) => void;
  call: <T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { ticket?: string; payload?: unknown },
  ) => Promise<Body<T>>;
  /** Every row of the tables a write may touch, to show that a refused one changed nothing. */
  snapshot: (table: keyof Database) => Promise<unknown[]>;
}

export async function buildConsoleWorld(): Promise<ConsoleWorld> {
  let offset = 0;
  const test = await buildTestApp({ demo: true, now: () => Date.now() + offset });
  const staff = await loginAs(test.app, '13800000000');
  const playerId = (
    await test.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow()
  ).id;
  const player = await issueTicket(test.db, playerId, test.app.now());
  return {
    test,
    staff,
    player,
    setOffset: (ms) => {
      offset = ms;
    },
    call: async (method, url, options = {}) => {
      const ticket = options.ticket === undefined ? staff : options.ticket;
      const response = await test.app.inject({
        method,
        url,
        headers: ticket ? withTicket(ticket) : {},
        ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      });
      if (response.statusCode !== 200) {
        throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
      }
      return response.json();
    },
    snapshot: (table) =>
      test.db
        .selectFrom(table)
        .selectAll()
        .execute()
        .then((rows) => rows.map((row) => JSON.stringify(row)).sort()),
  };
}

/**
 * The world of one test file: built before its tests, closed after them, its clock set back to
 * the real time before each test.
 */
export function useConsoleWorld(): ConsoleWorld {
  const world = {} as ConsoleWorld;
  beforeAll(async () => {
    Object.assign(world, await buildConsoleWorld());
  });
  afterAll(() => world.test?.close());
  beforeEach(() => world.setOffset(0));
  return world;
}

const DAY_MS = 24 * 3600 * 1000;

/** A day `days` from today (UTC), as the console's date fields take it. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
