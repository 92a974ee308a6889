import { describe, expect, it } from 'vitest';
import { gameStateOf } from '../local/game-state-of';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import type { LoggedAction, StoredGame } from '../local/scoring-tables';
import { shownScore } from './shown-score';

const game = {
  id: 1,
  status: 'finished',
  date: '2026-11-22',
  time: '09:00',
  field: '1号场',
  round: null,
  competitionId: 1,
  competitionName: '锦标赛',
  home: { name: '甲队', clubId: null },
  away: { name: '乙队', clubId: null },
  homeScore: 13,
  awayScore: 11,
  rules: GAME_RULE_DEFAULTS,
} satisfies StoredGame;
const stamp = { gameId: 1, deviceId: 'd', at: 1, sync: 'pending' } as const;
const begin: LoggedAction = { ...stamp, id: 'b', seq: 1, type: 'begin' };
const score: LoggedAction = {
  ...stamp,
  id: 's',
  seq: 2,
  type: 'score',
  team: 'away',
  scorerId: null,
  assistId: null,
};

describe('shownScore', () => {
  it('shows the server’s columns for a game whose log has no points', () => {
    expect(shownScore(game, gameStateOf(game, undefined, []))).toEqual({ home: 13, away: 11 });
  });

  it('shows the score derived from the log once there are points', () => {
    const live = { ...game, status: 'scheduled' } as const;
    const state = gameStateOf(live, undefined, [begin, score]);
    expect(shownScore(live, state)).toEqual({ home: 0, away: 1 });
  });

  it('trusts the log when the server holds scores that were all undone', () => {
    const events = [
      {
        id: 's',
        kind: 'score',
        team: 'away',
        scorerId: null,
        assistId: null,
        targetId: null,
        at: 1,
        voided: true,
      },
      {
        id: 'void:s',
        kind: 'delete_score',
        team: null,
        scorerId: null,
        assistId: null,
        targetId: 's',
        at: 2,
        voided: false,
      },
    ] as const;
    const read = { ...game, homeScore: 0, awayScore: 0, events: [...events] };
    const state = gameStateOf(read, undefined, []);
    expect(shownScore(read, state)).toEqual({
      home: 0,
      away: 0,
    });
  });
});
