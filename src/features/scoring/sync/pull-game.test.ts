import { describe, expect, it } from 'vitest';
import type { VolunteerGameDetail } from '../../../contract/scoring';
import { ApiError } from '../../../lib/api-error';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { loadGameView } from '../local/load-game-view';
import { openTestScoringTables } from '../local/test-scoring-db';
import { createScoringEngine } from './create-scoring-engine';
import type { GameReads } from './pull-game';
import { FakeVolunteerServer } from './testing/fake-volunteer-server';

const detail: VolunteerGameDetail = {
  id: 5,
  status: 'live',
  date: '2026-11-22',
  time: '10:00',
  field: '2号场',
  round: '小组赛',
  competitionId: 1,
  competitionName: '城市联赛',
  home: { name: '蓝鲸', clubId: 1 },
  away: { name: '飞鹰', clubId: 2 },
  homeScore: 0,
  awayScore: 1,
  rules: GAME_RULE_DEFAULTS,
  events: [
    {
      id: 'b',
      kind: 'begin',
      team: null,
      scorerId: null,
      assistId: null,
      targetId: null,
      at: 1,
      voided: false,
    },
    {
      id: 'p',
      kind: 'score',
      team: 'away',
      scorerId: 2,
      assistId: null,
      targetId: null,
      at: 2,
      voided: false,
    },
  ],
  halftime: null,
  timeoutsUsed: { home: { firstHalf: 0, secondHalf: 0 }, away: { firstHalf: 0, secondHalf: 0 } },
  winner: null,
  beganAt: 1,
  finishedAt: null,
  possibleDuplicates: [],
};
const rosters = {
  home: [{ id: 1, name: '张三', number: 7 }],
  away: [{ id: 2, name: '李四', number: 9 }],
};

function setup(reads: GameReads) {
  const store = createDexieScoringStore(openTestScoringTables());
  const engine = createScoringEngine({
    store,
    transport: new FakeVolunteerServer(),
    reads,
    locks: null,
  });
  return { store, engine };
}

describe('engine.pullGame', () => {
  it('stores the server view and rosters, so a second phone’s points show with this phone’s', async () => {
    const { store, engine } = setup({ game: async () => detail, rosters: async () => rosters });
    await engine.recordAction({
      type: 'score',
      gameId: 5,
      team: 'home',
      scorerId: 1,
      assistId: null,
    });
    expect(await engine.pullGame(5)).toBe(true);
    const view = await loadGameView(store, 5);
    expect(view.rosters).toEqual(rosters);
    expect(view.state).toMatchObject({ status: 'live', homeScore: 1, awayScore: 1 });

    // A later read of the game list keeps the event log already read.
    await store.saveGames([{ ...detail, homeScore: 3 }]);
    expect((await store.getGame(5))?.events).toHaveLength(2);
  });

  it('answers false when the server cannot be reached, and asks for a login on a 401', async () => {
    const offline = setup({
      game: () => Promise.reject(new ApiError('network', '网络异常，无法连接服务器')),
      rosters: async () => rosters,
    });
    expect(await offline.engine.pullGame(5)).toBe(false);
    expect(offline.engine.state.get().needsLogin).toBe(false);

    const loggedOut = setup({
      game: () => Promise.reject(new ApiError('business', '未登录', { code: 401 })),
      rosters: async () => rosters,
    });
    expect(await loggedOut.engine.pullGame(5)).toBe(false);
    expect(loggedOut.engine.state.get().needsLogin).toBe(true);
  });
});
