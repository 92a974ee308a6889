// The demo championship shows spirit standings, and the demo contact's club still has yesterday's
// games to score: what a newcomer and the browser test find on a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../test-support/build-test-app';
import type { ClubSpirit, SpiritMissing, SpiritStandings } from '../../src/contract/spirit';
import { call } from '../test-support/scoring-test-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

describe('demo spirit scores', () => {
  it('leave the demo contact’s finished games to score, with the demo player as captain', async () => {
    const contact = await loginAs(t.app, '13800000002');
    const mine = await call<ClubSpirit>(t.app, contact, 'GET', '/api/club/spirit');
    expect(mine.code).toBe(0);
    expect(mine.data.games.length).toBeGreaterThanOrEqual(3);
    expect(mine.data.games.every((game) => game.open && game.given === null)).toBe(true);
    const championship = mine.data.games[0]?.competitionId as number;
    expect(
      mine.data.captains.find((slot) => slot.competitionId === championship)?.captain,
    ).toMatchObject({ name: expect.any(String) });
    const player = await loginAs(t.app, '13800000001');
    const captains = await call<ClubSpirit>(t.app, player, 'GET', '/api/club/spirit');
    expect(captains.data.games.map((game) => game.gameId)).toEqual(
      mine.data.games.map((game) => game.gameId),
    );

    const standings = await call<SpiritStandings>(
      t.app,
      null,
      'GET',
      `/api/competitions/${championship}/spirit`,
    );
    expect(standings.data.finishedGames).toBe(12);
    // Every team received scores (the demo club's opponents gave theirs), ranked by total.
    expect(standings.data.standings).toHaveLength(8);
    const totals = standings.data.standings.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const staff = await loginAs(t.app, '13800000000');
    const missing = await call<SpiritMissing>(
      t.app,
      staff,
      'GET',
      `/api/admin/competitions/${championship}/spirit-missing`,
    );
    expect(missing.data).toMatchObject({ due: 24, given: 20 });
    expect(missing.data.games).toHaveLength(4);
  });
});
