// Property: two volunteers score one game on their own phones. Random points, undos and 两分都保留
// on either phone, random offline spells, and calls that never arrive or whose answer is lost
// (the phone then resends) must end, once both phones are back online and synced, with the server
// holding every action once, every possible duplicate flagged (checked against a plain reading
// of the rule over the stored log), and both phones showing the same log as the server.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/contract/scoring/derive';
import type {
  BatchItemResult,
  GameRosters,
  Team,
  VolunteerGame,
  VolunteerGameDetail,
} from '../../../src/contract/scoring';
// The phone's pure path, run as the screen runs it: a test only, nothing of it ships with the server.
/* eslint-disable local/import-boundaries */
import { gameStateOf } from '../../../src/features/scoring/local/game-state-of';
import { eventOfLogged } from '../../../src/features/scoring/local/merge-server-log';
import type { ActionDraft } from '../../../src/features/scoring/local/scoring-action';
import type { LoggedAction } from '../../../src/features/scoring/local/scoring-tables';
import { toSingleCall, toWireAction } from '../../../src/features/scoring/sync/to-wire-action';
/* eslint-enable local/import-boundaries */
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';

let t: TestApp;
let f: ScoringFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
});
afterAll(() => t.close());

const WINDOW = 30_000;
const START = Date.UTC(2026, 10, 22, 9);

/** A fresh live-ready game for each run, scored by both fixture volunteers. */
async function freshGame(): Promise<number> {
  const model = await t.db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', f.gameId)
    .executeTakeFirstOrThrow();
  // Kysely leaves an undefined column out of the insert: the new game gets its own id.
  const { id } = await t.db
    .insertInto('games')
    .values({
      ...model,
      id: undefined,
      soft_cap_minutes: null,
      hard_cap_minutes: null,
      points_to_win: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const volunteers = await t.db
    .selectFrom('users')
    .select('id')
    .where('phone', 'in', ['13900000003', '13900000004'])
    .execute();
  await t.db
    .insertInto('volunteer_assignments')
    .values(volunteers.map((v) => ({ game_id: id, user_id: v.id })))
    .execute();
  return id;
}

/** What one call does on the way: arrives and is answered, never arrives, or its answer is lost. */
type Fault = 'ok' | 'lost' | 'noAnswer';

type Step =
  | { kind: 'score'; phone: number; team: Team; gap: number }
  | { kind: 'undo' | 'keep' | 'offline' | 'online' | 'sync'; phone: number; gap: number };

const phoneArb = fc.constantFrom(0, 1);
const gapArb = fc.nat(25);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      phone: phoneArb,
      team: fc.constantFrom<Team>('home', 'away'),
      gap: gapArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('undo' as const, 'keep' as const, 'sync' as const),
      phone: phoneArb,
      gap: gapArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('offline' as const, 'online' as const),
      phone: phoneArb,
      gap: gapArb,
    }),
  },
);

const scenarioArb = fc.record({
  steps: fc.array(stepArb, { minLength: 4, maxLength: 30 }),
  faults: fc.array(fc.constantFrom<Fault>('ok', 'ok', 'lost', 'noAnswer'), {
    minLength: 1,
    maxLength: 20,
  }),
  batchSize: fc.constantFrom(0, 1, 3, 50),
});

interface Phone {
  name: string;
  ticket: string;
  deviceId: string;
  online: boolean;
  seq: number;
  log: LoggedAction[];
  detail: VolunteerGameDetail | undefined;
}

const shown = (state: GameState) => ({
  score: [state.homeScore, state.awayScore],
  points: state.timeline.map((p) => [p.scoreId, p.homeScore, p.awayScore, p.deviceId]),
  possibleDuplicates: state.possibleDuplicates,
});

/** The rule read plainly over the server's stored rows, as the test's own oracle. */
function expectedDuplicates(
  rows: {
    id: string;
    kind: string;
    team: string | null;
    target_id: string | null;
    payload: string | null;
    device_id: string | null;
    at: number;
  }[],
) {
  const voided = new Set(rows.filter((r) => r.kind === 'delete_score').map((r) => r.target_id));
  const confirmed = new Set(
    rows
      .filter((r) => r.kind === 'confirm_duplicate')
      .flatMap((r) => (JSON.parse(r.payload ?? '{}') as { scoreIds: string[] }).scoreIds),
  );
  const open = rows.filter((r) => r.kind === 'score' && !voided.has(r.id) && !confirmed.has(r.id));
  const pairs: string[] = [];
  for (const a of open) {
    for (const b of open) {
      if (
        a.id < b.id &&
        a.team === b.team &&
        a.device_id !== b.device_id &&
        Math.abs(a.at - b.at) <= WINDOW
      ) {
        pairs.push([a.id, b.id].join('+'));
      }
    }
  }
  return pairs.sort();
}

describe('two phones on one game', () => {
  it('end with every action stored once, every possible duplicate flagged and the same log on both', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ steps, faults, batchSize }) => {
        run += 1;
        const gameId = await freshGame();
        const get = async <T>(ticket: string, url: string) =>
          (await call<T>(t.app, ticket, 'GET', url)).data;
        const listed = (
          await get<VolunteerGame[]>(f.tickets.volunteer, '/api/volunteer/date/games')
        ).find((g) => g.id === gameId);
        if (!listed) throw new Error('the run’s game is not on the volunteer’s list');
        const rosters = await get<GameRosters>(
          f.tickets.volunteer,
          `/api/volunteer/players/${gameId}`,
        );
        const phones: Phone[] = [f.tickets.volunteer, f.tickets.otherVolunteer].map(
          (ticket, i) => ({
            name: `r${run}-p${i}`,
            ticket,
            deviceId: `device-${i}`,
            online: true,
            seq: 0,
            log: [],
            detail: undefined,
          }),
        );
        let clock = START;
        let faultIndex = 0;
        const nextFault = (faulty: boolean): Fault =>
          faulty ? (faults[faultIndex++ % faults.length] ?? 'ok') : 'ok';
        const rejected: string[] = [];
        const view = (phone: Phone) => gameStateOf(phone.detail ?? listed, rosters, phone.log);

        const pull = async (phone: Phone) => {
          phone.detail = await get<VolunteerGameDetail>(
            phone.ticket,
            `/api/volunteer/game/${gameId}`,
          );
        };
        /** Drains the outbox in order, as drain-outbox.ts does: a call without an answer stops it. */
        const sync = async (phone: Phone, faulty: boolean) => {
          if (!phone.online) return;
          for (;;) {
            const pending = phone.log.filter((a) => a.sync === 'pending');
            if (pending.length === 0) break;
            const chunk = pending.slice(0, Math.max(batchSize, 1));
            const fault = nextFault(faulty);
            if (fault === 'lost') return;
            let codes: number[];
            if (batchSize === 0) {
              const { method, url, body } = toSingleCall(chunk[0] as LoggedAction);
              codes = [(await call(t.app, phone.ticket, method, url, body)).code];
            } else {
              const answer = await call<{ results: BatchItemResult[] }>(
                t.app,
                phone.ticket,
                'POST',
                '/api/volunteer/batch',
                { actions: chunk.map(toWireAction) },
              );
              codes = answer.data.results.map((r) => r.code);
            }
            if (fault === 'noAnswer') return;
            chunk.forEach((action, i) => {
              action.sync = codes[i] === 0 ? 'synced' : 'rejected';
              if (codes[i] !== 0) rejected.push(`${action.type} ${action.id}: ${codes[i]}`);
            });
          }
          await pull(phone);
        };
        const record = async (phone: Phone, draft: ActionDraft) => {
          phone.seq += 1;
          const stamp = {
            id: `${phone.name}-${phone.seq}`,
            deviceId: phone.deviceId,
            seq: phone.seq,
            at: clock,
          };
          phone.log.push({ ...draft, ...stamp, sync: 'pending' } as LoggedAction);
          await sync(phone, true);
        };

        const [first, second] = phones as [Phone, Phone];
        await record(first, { type: 'begin', gameId });
        await pull(second);

        for (const step of steps) {
          clock += step.gap * 1000 + 1;
          const phone = phones[step.phone] as Phone;
          const state = view(phone);
          const duplicate = state.possibleDuplicates[0];
          // The screen offers points, undo and 两分都保留 only once it shows the game begun.
          const playing = state.status === 'live';
          switch (playing ? step.kind : 'sync') {
            case 'score':
              if (step.kind !== 'score') break;
              await record(phone, {
                type: 'score',
                gameId,
                team: step.team,
                scorerId: null,
                assistId: null,
              });
              break;
            case 'undo': {
              // 撤销这一分 on a flagged duplicate's later point, else the ordinary 撤销.
              const scoreId = duplicate?.scoreIds[1] ?? state.lastScoreId;
              if (scoreId) await record(phone, { type: 'deleteScore', gameId, scoreId });
              break;
            }
            case 'keep':
              if (duplicate)
                await record(phone, {
                  type: 'confirmDuplicate',
                  gameId,
                  scoreIds: [...duplicate.scoreIds],
                });
              break;
            case 'offline':
              phone.online = false;
              break;
            case 'online':
              phone.online = true;
              await sync(phone, true);
              break;
            case 'sync':
              await sync(phone, true);
              break;
          }
        }

        // Back online, both phones sync until nothing waits, then read the server once more.
        for (const phone of phones) phone.online = true;
        while (phones.some((p) => p.log.some((a) => a.sync === 'pending'))) {
          for (const phone of phones) await sync(phone, false);
        }
        for (const phone of phones) await pull(phone);

        expect(rejected).toEqual([]);
        const rows = await t.db
          .selectFrom('game_events')
          .select(['id', 'kind', 'team', 'target_id', 'payload', 'device_id', 'at'])
          .where('game_id', '=', gameId)
          .execute();
        // Every action once: the stored ids are exactly the actions' (two undos of one point are one void).
        const actionIds = new Set(phones.flatMap((p) => p.log.map((a) => eventOfLogged(a).id)));
        expect(rows.map((r) => r.id).sort()).toEqual([...actionIds].sort());

        const detail = await get<VolunteerGameDetail>(
          f.tickets.staff,
          `/api/volunteer/game/${gameId}`,
        );
        const flagged = detail.possibleDuplicates
          .map((d) => [...d.scoreIds].sort().join('+'))
          .sort();
        expect(flagged).toEqual(expectedDuplicates(rows.map((r) => ({ ...r, at: Number(r.at) }))));

        const [onFirst, onSecond] = phones.map((p) => shown(view(p)));
        expect(onFirst).toEqual(onSecond);
        expect(onFirst?.score).toEqual([detail.homeScore, detail.awayScore]);
        expect(onFirst?.possibleDuplicates).toEqual(detail.possibleDuplicates);
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
