// A void names the score it cancels by id; ids come from phones, so a void sent for one game may
// name the id of a score that turns up in another. It must never cancel that score.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { VolunteerGameDetail } from '../../../src/contract/scoring';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';

let t: TestApp;
let f: ScoringFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
});
afterEach(() => t.close());

const staff = (method: 'POST' | 'DELETE', path: string, body: object) =>
  call(t.app, f.tickets.staff, method, `/api/volunteer/${path}`, body);
const detail = async (gameId: number) =>
  (await call<VolunteerGameDetail>(t.app, f.tickets.staff, 'GET', `/api/volunteer/game/${gameId}`))
    .data;
const columns = (gameId: number) =>
  t.db
    .selectFrom('games')
    .select(['home_score', 'away_score'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();

describe('a void recorded in another game', () => {
  beforeEach(async () => {
    await staff('POST', 'begin', { id: 'begin-a', gameId: f.gameId, at: 1000 });
    await staff('POST', 'begin', { id: 'begin-b', gameId: f.otherGameId, at: 1000 });
    // The void reaches game B before any score of that id exists anywhere.
    const voided = await staff('DELETE', 'delete/score', {
      id: 'shared-id',
      gameId: f.otherGameId,
      at: 1500,
    });
    expect(voided.code).toBe(0);
  });

  it('does not cancel a score of that id in this game (single call)', async () => {
    const scored = await staff('POST', 'save/score', {
      id: 'shared-id',
      gameId: f.gameId,
      team: 'home',
      at: 2000,
    });
    expect(scored).toMatchObject({ code: 0, data: { id: 'shared-id', gameId: f.gameId } });
    expect(await columns(f.gameId)).toEqual({ home_score: 1, away_score: 0 });
    const game = await detail(f.gameId);
    expect(game).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(game.events.find((event) => event.id === 'shared-id')?.voided).toBe(false);
    expect(await columns(f.otherGameId)).toEqual({ home_score: 0, away_score: 0 });
    expect(await detail(f.otherGameId)).toMatchObject({ homeScore: 0, awayScore: 0 });
  });

  it('does not cancel a score of that id in this game (batch)', async () => {
    const answer = await staff('POST', 'batch', {
      actions: [{ type: 'score', id: 'shared-id', gameId: f.gameId, team: 'away', at: 2000 }],
    });
    expect(answer).toMatchObject({ code: 0, data: { results: [{ id: 'shared-id', code: 0 }] } });
    expect(await columns(f.gameId)).toEqual({ home_score: 0, away_score: 1 });
    expect(await detail(f.gameId)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('still cancels a late score in its own game', async () => {
    await staff('POST', 'save/score', {
      id: 'shared-id',
      gameId: f.otherGameId,
      team: 'home',
      at: 1400,
    });
    expect(await columns(f.otherGameId)).toEqual({ home_score: 0, away_score: 0 });
  });
});
