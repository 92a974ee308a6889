import { describe, expect, it } from 'vitest';
import type { GameRules, Team } from '../../../contract/volunteer';
import { deriveGameState } from './derive-game-state';
import { DEFAULT_GAME_RULES } from './game-rules';
import type { ActionDraft, ScoringAction } from './scoring-action';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 22, 9);

function logOf(...drafts: (ActionDraft & { at?: number; id?: string })[]): ScoringAction[] {
  return drafts.map(
    (draft, index) =>
      ({
        id: `a${index + 1}`,
        deviceId: 'd',
        seq: index + 1,
        at: START + index * 1000,
        ...draft,
      }) as ScoringAction,
  );
}

const begin = (at = START): ActionDraft & { at: number } => ({ type: 'begin', gameId: 1, at });
const score = (team: Team, extra: { id?: string; at?: number; scorerId?: number } = {}) => ({
  type: 'score' as const,
  gameId: 1,
  team,
  scorerId: extra.scorerId ?? null,
  assistId: null,
  ...extra,
});
const points = (team: Team, count: number) => Array.from({ length: count }, () => score(team));

describe('deriveGameState', () => {
  it('starts scheduled at 0:0 and goes live on begin', () => {
    expect(deriveGameState(DEFAULT_GAME_RULES, []).status).toBe('scheduled');
    const state = deriveGameState(DEFAULT_GAME_RULES, logOf(begin()));
    expect(state).toMatchObject({ status: 'live', homeScore: 0, awayScore: 0, beganAt: START });
    expect(state.winner).toBeNull();
    expect(state.lastScoreId).toBeNull();
  });

  it('builds the timeline with running score, scorer and assist', () => {
    const state = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), { ...score('home'), scorerId: 7, assistId: 9 }, score('away'), score('away')),
    );
    expect(state.timeline.map((p) => [p.team, p.homeScore, p.awayScore])).toEqual([
      ['home', 1, 0],
      ['away', 1, 1],
      ['away', 1, 2],
    ]);
    expect(state.timeline[0]).toMatchObject({ scoreId: 'a2', scorerId: 7, assistId: 9 });
    expect(state.lastScoreId).toBe('a4');
  });

  it('reaches halftime when a team first gets to 8', () => {
    const before = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), ...points('home', 7), ...points('away', 7)),
    );
    expect(before.halftime).toBeNull();
    const after = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), ...points('home', 7), ...points('away', 8), score('home')),
    );
    expect(after.halftime).toMatchObject({
      team: 'away',
      homeScore: 7,
      awayScore: 8,
      scoreId: 'a16',
    });
  });

  it('says who reached 15, and names the winner (the leader) only once finished', () => {
    const fourteen = logOf(begin(), ...points('home', 14), ...points('away', 13));
    expect(deriveGameState(DEFAULT_GAME_RULES, fourteen).targetReachedBy).toBeNull();
    const won = deriveGameState(DEFAULT_GAME_RULES, [
      ...fourteen,
      ...logOf(score('home', { id: 'w' })),
    ]);
    expect(won).toMatchObject({
      homeScore: 15,
      targetReachedBy: 'home',
      winner: null,
      status: 'live',
    });
    const finishedEarly = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), ...points('away', 5), ...points('home', 3), { type: 'finish', gameId: 1 }),
    );
    expect(finishedEarly).toMatchObject({
      status: 'finished',
      winner: 'away',
      targetReachedBy: null,
    });
    const tied = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), score('home'), score('away'), { type: 'finish', gameId: 1 }),
    );
    expect(tied.winner).toBeNull();
  });

  it('does not count a score taken before the game began, as the server refuses it', () => {
    const log = logOf(score('home'), begin(), score('away'));
    expect(deriveGameState(DEFAULT_GAME_RULES, log)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('counts scores of a game another phone began, as the server knows it', () => {
    const log = logOf(score('home'), score('home'));
    expect(deriveGameState(DEFAULT_GAME_RULES, log)).toMatchObject({
      status: 'scheduled',
      homeScore: 0,
    });
    expect(deriveGameState(DEFAULT_GAME_RULES, log, { serverStatus: 'live' })).toMatchObject({
      status: 'live',
      homeScore: 2,
    });
    expect(deriveGameState(DEFAULT_GAME_RULES, [], { serverStatus: 'finished' }).status).toBe(
      'finished',
    );
  });

  it('voids the score a deleteScore names, and recomputes halftime without it', () => {
    const log = logOf(
      begin(),
      ...points('home', 7),
      score('home', { id: 'eighth' }),
      { type: 'deleteScore', gameId: 1, scoreId: 'eighth' },
      score('away'),
    );
    const state = deriveGameState(DEFAULT_GAME_RULES, log);
    expect(state).toMatchObject({ homeScore: 7, awayScore: 1, halftime: null });
    expect(state.timeline.map((p) => p.scoreId)).not.toContain('eighth');
    expect(state.timeline.at(-1)).toMatchObject({ homeScore: 7, awayScore: 1 });
  });

  it('undoes point after point through lastScoreId', () => {
    let log = logOf(begin(), score('home', { id: 's1' }), score('away', { id: 's2' }));
    for (const expected of [
      [1, 0],
      [0, 0],
    ]) {
      const { lastScoreId } = deriveGameState(DEFAULT_GAME_RULES, log);
      log = [
        ...log,
        {
          id: `u${log.length}`,
          deviceId: 'd',
          seq: log.length + 1,
          at: START,
          type: 'deleteScore',
          gameId: 1,
          scoreId: lastScoreId ?? '',
        },
      ];
      const state = deriveGameState(DEFAULT_GAME_RULES, log);
      expect([state.homeScore, state.awayScore]).toEqual(expected);
    }
    expect(deriveGameState(DEFAULT_GAME_RULES, log).lastScoreId).toBeNull();
  });

  it('ignores a deleteScore that names no score', () => {
    const state = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), score('home'), { type: 'deleteScore', gameId: 1, scoreId: 'a1' }),
    );
    expect(state.homeScore).toBe(1);
  });

  it('does not count scores or voids after the finish, as the server rejects them', () => {
    const state = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(begin(), score('home', { id: 'kept' }), { type: 'finish', gameId: 1 }, score('away'), {
        type: 'deleteScore',
        gameId: 1,
        scoreId: 'kept',
      }),
    );
    expect(state).toMatchObject({ status: 'finished', homeScore: 1, awayScore: 0, winner: 'home' });
    expect(state.timeline).toHaveLength(1);
  });

  it('lowers the target to the highest score plus one when the soft cap falls due', () => {
    const rules: GameRules = { ...DEFAULT_GAME_RULES, softCapMinutes: 75, hardCapMinutes: 90 };
    const log = logOf(
      begin(),
      ...points('home', 9).map((p, i) => ({ ...p, at: START + i * MINUTE })),
      ...points('away', 6).map((p, i) => ({ ...p, at: START + (20 + i) * MINUTE })),
      score('away', { at: START + 76 * MINUTE }),
    );
    const state = deriveGameState(rules, log);
    expect(state.capTimes).toEqual({ soft: START + 75 * MINUTE, hard: START + 90 * MINUTE });
    expect(state).toMatchObject({ cap: 'soft', target: 10, targetReachedBy: null });
    const won = deriveGameState(rules, [
      ...log,
      ...logOf(score('home', { id: 'x', at: START + 80 * MINUTE })),
    ]);
    expect(won).toMatchObject({ homeScore: 10, targetReachedBy: 'home' });
  });

  it('ends at the hard cap for the leader, or plays one more point when tied', () => {
    const rules: GameRules = { ...DEFAULT_GAME_RULES, hardCapMinutes: 90 };
    const lead = logOf(
      begin(),
      ...points('home', 6),
      ...points('away', 4),
      score('away', { at: START + 91 * MINUTE }),
    );
    expect(deriveGameState(rules, lead)).toMatchObject({
      cap: 'hard',
      target: 6,
      targetReachedBy: 'home',
    });
    const tied = logOf(
      begin(),
      ...points('home', 6),
      ...points('away', 5),
      score('away', { at: START + 91 * MINUTE }),
    );
    expect(deriveGameState(rules, tied)).toMatchObject({
      cap: 'hard',
      target: 7,
      targetReachedBy: null,
    });
  });

  it('keeps name and number fixes in order, including added players', () => {
    const state = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(
        { type: 'saveName', gameId: 1, team: 'home', playerId: 3, name: '李雷', number: 7 },
        { type: 'saveName', gameId: 1, team: 'away', playerId: null, name: '韩梅梅', number: 12 },
      ),
    );
    expect(state.rosterEdits.map((edit) => [edit.playerId, edit.name])).toEqual([
      [3, '李雷'],
      [null, '韩梅梅'],
    ]);
  });
});

describe('timeouts', () => {
  const timeout = (team: Team) => ({ type: 'timeout' as const, gameId: 1, team });

  it('count per team in the half they were taken in, only while the game is in play', () => {
    const state = deriveGameState(
      DEFAULT_GAME_RULES,
      logOf(
        timeout('home'),
        begin(),
        timeout('home'),
        timeout('away'),
        ...points('away', DEFAULT_GAME_RULES.halftimeAt),
        timeout('home'),
        { type: 'finish', gameId: 1 },
        timeout('away'),
      ),
    );
    expect(state.halftime?.team).toBe('away');
    expect(state.timeoutsUsed).toEqual({
      home: { firstHalf: 1, secondHalf: 1 },
      away: { firstHalf: 1, secondHalf: 0 },
    });
  });
});
