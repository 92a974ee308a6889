import { describe, expect, it } from 'vitest';
import type { GameStatus, Team } from '../scoring';
import { decide, gameOfVoid, type DecisionState } from './decide';
import type { ScoringEvent } from './scoring-event';
import { event, RULES } from './scoring-test-events';

const state = (over: Partial<DecisionState> = {}): DecisionState => ({
  status: 'live',
  rules: RULES,
  log: [],
  scores: new Map(),
  voided: new Set(),
  roster: null,
  ...over,
});
const at = (status: GameStatus) => state({ status });
const score = (extra: Partial<ScoringEvent> = {}) =>
  event('s', 'score', 10, { team: 'away', ...extra });
const timeout = (team: Team, time: number) => event(`t${time}`, 'timeout', time, { team });
const voidOf = (scoreId: string) =>
  event(`void:${scoreId}`, 'delete_score', 10, { targetId: scoreId });
const refusal = (s: DecisionState, e: ScoringEvent) => {
  const decision = decide(s, e);
  return decision.accepted ? null : decision.refusal;
};

describe('decide: begin and finish', () => {
  it('begins a scheduled game, and takes a repeated begin as a harmless no-op', () => {
    expect(decide(at('scheduled'), event('b', 'begin', 1))).toMatchObject({ status: 'live' });
    expect(decide(at('live'), event('b', 'begin', 1))).toMatchObject({ status: 'live' });
    expect(decide(at('finished'), event('b', 'begin', 1))).toMatchObject({ status: 'finished' });
  });

  it('refuses to finish a game that has not begun, and finishes a finished game again', () => {
    expect(refusal(at('scheduled'), event('f', 'finish', 1))).toEqual({
      reason: 'finishBeforeBegin',
      message: '比赛尚未开始，不能结束比赛',
      notFound: false,
      data: null,
    });
    expect(decide(at('live'), event('f', 'finish', 1))).toMatchObject({ status: 'finished' });
    expect(decide(at('finished'), event('f', 'finish', 1))).toMatchObject({ accepted: true });
  });
});

describe('decide: scores', () => {
  it('refuses a score before the begin and after the finish', () => {
    expect(refusal(at('scheduled'), score())?.message).toBe('比赛尚未开始，请先开始比赛');
    expect(refusal(at('finished'), score())?.message).toBe('比赛已结束，不能再记分');
  });

  it('refuses one person as scorer and assist, and players off that team’s roster', () => {
    expect(refusal(state(), score({ scorerId: 4, assistId: 4 }))?.reason).toBe(
      'sameScorerAndAssist',
    );
    const roster = new Map<number, Team>([
      [4, 'away'],
      [5, 'home'],
    ]);
    expect(refusal(state({ roster }), score({ scorerId: 4, assistId: 5 }))).toMatchObject({
      reason: 'playerNotOnTeam',
      message: '得分或助攻队员不在该队本场比赛的名单中',
      data: { scorerId: 4, assistId: 5 },
    });
    expect(refusal(state({ roster }), score({ scorerId: 9 }))?.reason).toBe('playerNotOnTeam');
    expect(decide(state({ roster }), score({ scorerId: 4 })).accepted).toBe(true);
    expect(decide(state(), score({ scorerId: 9 })).accepted).toBe(true);
  });

  it('refuses a line with a player off that team’s roster, and takes a point with both lines', () => {
    const roster = new Map<number, Team>([
      [4, 'away'],
      [5, 'home'],
    ]);
    expect(refusal(state({ roster }), score({ awayLine: [4, 5] }))).toMatchObject({
      reason: 'lineNotOnTeam',
      message: '上场名单中有队员不在该队本场比赛的名单中',
    });
    expect(refusal(state({ roster }), score({ homeLine: [9] }))?.reason).toBe('lineNotOnTeam');
    const both = score({ awayLine: [4], homeLine: [5], ratio: 'M4' });
    expect(decide(state({ roster }), both)).toMatchObject({ scoreChange: { away: 1 } });
  });

  it('adds a point for a score unless its void is already logged', () => {
    expect(decide(state(), score())).toMatchObject({ scoreChange: { home: 0, away: 1 } });
    expect(decide(state({ voided: new Set(['s']) }), score())).toMatchObject({
      accepted: true,
      scoreChange: { home: 0, away: 0 },
    });
  });
});

describe('decide: voids', () => {
  it('takes the point back for a void of a stored score, and nothing for a void that came first', () => {
    const scores = new Map<string, Team>([['s', 'home']]);
    expect(decide(state({ scores }), voidOf('s'))).toMatchObject({
      scoreChange: { home: -1, away: 0 },
    });
    expect(decide(state(), voidOf('unknown'))).toMatchObject({
      accepted: true,
      scoreChange: { home: 0, away: 0 },
    });
  });

  it('refuses a void after the finish, but takes a void of a void point as a repeat', () => {
    expect(refusal(at('finished'), voidOf('s'))?.message).toBe('比赛已结束，不能再撤销得分');
    const again = state({
      status: 'finished',
      scores: new Map([['s', 'home']]),
      voided: new Set(['s']),
    });
    expect(decide(again, voidOf('s'))).toMatchObject({
      accepted: true,
      scoreChange: { home: 0, away: 0 },
    });
  });

  it('finds the void’s game: its score’s, the one named, or the stored void’s', () => {
    expect(gameOfVoid({ gameId: 3, kind: 'score' }, undefined, undefined)).toEqual({ gameId: 3 });
    expect(gameOfVoid(undefined, 4, undefined)).toEqual({ gameId: 4 });
    expect(gameOfVoid(undefined, undefined, { gameId: 5, kind: 'delete_score' })).toEqual({
      gameId: 5,
    });
  });

  it('refuses a void of something not a score, of another game’s score, or of nothing known', () => {
    const reason = (r: ReturnType<typeof gameOfVoid>) => ('refusal' in r ? r.refusal : null);
    expect(reason(gameOfVoid({ gameId: 3, kind: 'begin' }, 3, undefined))?.message).toBe(
      '只能撤销得分记录',
    );
    expect(reason(gameOfVoid({ gameId: 3, kind: 'score' }, 4, undefined))?.message).toBe(
      '要撤销的得分不属于这场比赛',
    );
    expect(reason(gameOfVoid(undefined, undefined, undefined))).toMatchObject({
      message: '要撤销的得分记录不存在',
      notFound: true,
    });
  });
});

describe('decide: timeouts', () => {
  it('needs a game in play', () => {
    expect(refusal(at('scheduled'), timeout('home', 5))?.reason).toBe('notStarted');
    expect(refusal(at('finished'), timeout('home', 5))?.message).toBe('比赛已结束，不能再暂停');
  });

  it('allows each team its timeouts per half, by the half the log puts the timeout in', () => {
    const halftime = { ...RULES, halftimeAt: 1 };
    const log = [
      timeout('home', 1),
      timeout('home', 2),
      event('h', 'score', 10, { team: 'away' }),
      timeout('home', 11),
    ];
    const s = state({ rules: halftime, log });
    expect(refusal(s, timeout('home', 5))).toMatchObject({
      reason: 'timeoutsUsedUp',
      message: '该队本半场的暂停次数已用完',
    });
    expect(decide(s, timeout('away', 5)).accepted).toBe(true);
    expect(decide(s, timeout('home', 12)).accepted).toBe(true);
    const full = state({ rules: halftime, log: [...log, timeout('home', 12)] });
    expect(refusal(full, timeout('home', 13))?.reason).toBe('timeoutsUsedUp');
  });
});

describe('decide: what an event moves the score by', () => {
  it('leaves the score alone for every event but a score and its void', () => {
    const others = [
      event('b', 'begin', 1),
      event('f', 'finish', 2),
      event('n', 'save_name', 3, { team: 'home', naming: { name: '李雷', number: null } }),
      timeout('home', 4),
    ];
    for (const other of others) {
      expect(decide(state(), other)).toMatchObject({ scoreChange: { home: 0, away: 0 } });
    }
  });
});

describe('decide: renames', () => {
  const rename = (team: Team, playerId: number | null) =>
    event('n', 'save_name', 1, {
      team,
      targetId: playerId === null ? null : String(playerId),
      naming: { name: '李雷', number: 7 },
    });
  const roster = new Map<number, Team>([[4, 'home']]);

  it('renames a player of that team’s roster or adds one, whatever the game’s status', () => {
    for (const status of ['scheduled', 'live', 'finished'] as const) {
      expect(decide(state({ status, roster }), rename('home', 4)).accepted).toBe(true);
      expect(decide(state({ status, roster }), rename('away', null)).accepted).toBe(true);
    }
  });

  it('refuses a player not on the game’s roster, or on the other team', () => {
    expect(refusal(state({ roster }), rename('home', 9))).toMatchObject({
      message: '本场比赛的队员不存在',
      notFound: true,
    });
    expect(refusal(state({ roster }), rename('away', 4))?.message).toBe(
      '该队员不在所选队伍的名单中',
    );
  });
});

describe('decide: staff corrections', () => {
  const correction = { reason: '记分员记错了得分队' };
  const finishedWith = (scores: [string, Team][], voided: string[] = []) =>
    state({ status: 'finished', scores: new Map(scores), voided: new Set(voided) });

  it('adds a point to a finished game only as a correction, checking the roster as a volunteer’s', () => {
    expect(refusal(at('finished'), score())?.reason).toBe('finishedNoScore');
    expect(decide(at('finished'), score({ correction }))).toEqual({
      accepted: true,
      status: 'finished',
      scoreChange: { home: 0, away: 1 },
    });
    const roster = new Map<number, Team>([[4, 'home']]);
    expect(
      refusal(state({ status: 'finished', roster }), score({ scorerId: 4, correction }))?.reason,
    ).toBe('playerNotOnTeam');
  });

  it('removes a counted point of a finished game only as a correction', () => {
    const s = finishedWith([['s1', 'home']]);
    expect(refusal(s, voidOf('s1'))?.reason).toBe('finishedNoVoid');
    expect(decide(s, { ...voidOf('s1'), correction })).toMatchObject({
      accepted: true,
      scoreChange: { home: -1, away: 0 },
    });
  });

  it('refuses to remove a point that is not there or no longer counts', () => {
    expect(refusal(finishedWith([]), { ...voidOf('s1'), correction })?.reason).toBe(
      'scoreToVoidMissing',
    );
    expect(
      refusal(finishedWith([['s1', 'home']], ['s1']), { ...voidOf('s1'), correction })?.reason,
    ).toBe('scoreToVoidMissing');
  });

  it('refuses a correction of a game that is not finished: that game is the volunteer’s to score', () => {
    for (const status of ['scheduled', 'live'] as const) {
      expect(refusal(at(status), score({ correction }))?.message).toBe('只能更正已结束比赛的比分');
      expect(refusal(at(status), { ...voidOf('s1'), correction })?.reason).toBe(
        'correctionNotFinished',
      );
    }
  });
});
