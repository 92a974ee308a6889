import { describe, expect, it } from 'vitest';
import type { GameRules, Team } from '../scoring';
import { derive, inPlayOrder } from './derive';
import type { ScoringEvent } from './scoring-event';
import { event, RULES, START, voidOf } from './scoring-test-events';

const MINUTE = 60_000;

/** Events one second apart from START, ids e1, e2, … unless given. */
function logOf(...events: (Partial<ScoringEvent> & Pick<ScoringEvent, 'kind'>)[]): ScoringEvent[] {
  return events.map((e, index) =>
    event(e.id ?? `e${index + 1}`, e.kind, e.at ?? START + index * 1000, e),
  );
}
const begin = () => ({ kind: 'begin' as const });
const finish = { kind: 'finish' as const };
const score = (team: Team, extra: Partial<ScoringEvent> = {}) => ({
  kind: 'score' as const,
  team,
  ...extra,
});
const points = (team: Team, count: number) => Array.from({ length: count }, () => score(team));
const timeout = (team: Team) => ({ kind: 'timeout' as const, team });

describe('derive', () => {
  it('starts scheduled at 0:0 and goes live on begin', () => {
    expect(derive(RULES, []).status).toBe('scheduled');
    const state = derive(RULES, logOf(begin()));
    expect(state).toMatchObject({ status: 'live', homeScore: 0, awayScore: 0, beganAt: START });
    expect(state.winner).toBeNull();
    expect(state.lastScoreId).toBeNull();
  });

  it('builds the timeline with running score, scorer and assist', () => {
    const state = derive(
      RULES,
      logOf(begin(), score('home', { scorerId: 7, assistId: 9 }), score('away'), score('away')),
    );
    expect(state.timeline.map((p) => [p.team, p.homeScore, p.awayScore])).toEqual([
      ['home', 1, 0],
      ['away', 1, 1],
      ['away', 1, 2],
    ]);
    expect(state.timeline[0]).toMatchObject({ scoreId: 'e2', scorerId: 7, assistId: 9 });
    expect(state.lastScoreId).toBe('e4');
  });

  it('reaches halftime when a team first gets to 8', () => {
    const before = derive(RULES, logOf(begin(), ...points('home', 7), ...points('away', 7)));
    expect(before.halftime).toBeNull();
    const after = derive(
      RULES,
      logOf(begin(), ...points('home', 7), ...points('away', 8), score('home')),
    );
    expect(after.halftime).toMatchObject({
      team: 'away',
      homeScore: 7,
      awayScore: 8,
      scoreId: 'e16',
    });
  });

  it('says who reached 15, and names the winner (the leader) only once finished', () => {
    const fourteen = logOf(begin(), ...points('home', 14), ...points('away', 13));
    expect(derive(RULES, fourteen).targetReachedBy).toBeNull();
    const won = derive(RULES, [...fourteen, event('w', 'score', START + 99_000, { team: 'home' })]);
    expect(won).toMatchObject({
      homeScore: 15,
      targetReachedBy: 'home',
      winner: null,
      status: 'live',
    });
    const finishedEarly = derive(
      RULES,
      logOf(begin(), ...points('away', 5), ...points('home', 3), finish),
    );
    expect(finishedEarly).toMatchObject({
      status: 'finished',
      winner: 'away',
      targetReachedBy: null,
    });
    const tied = derive(RULES, logOf(begin(), score('home'), score('away'), finish));
    expect(tied).toMatchObject({ status: 'finished', winner: null });
  });

  it('takes the status the server gave when the log does not hold the begin or the finish', () => {
    expect(derive(RULES, logOf(score('home')), { status: 'live' })).toMatchObject({
      status: 'live',
      homeScore: 1,
    });
    expect(derive(RULES, [], { status: 'finished' }).status).toBe('finished');
  });

  it('voids the score a delete_score names, and recomputes halftime without it', () => {
    const log = logOf(
      begin(),
      ...points('home', 7),
      score('home', { id: 'eighth' }),
      voidOf('eighth'),
      score('away'),
    );
    const state = derive(RULES, log);
    expect(state).toMatchObject({ homeScore: 7, awayScore: 1, halftime: null });
    expect(state.timeline.map((p) => p.scoreId)).not.toContain('eighth');
    expect(state.timeline.at(-1)).toMatchObject({ homeScore: 7, awayScore: 1 });
    expect([...state.voidedScoreIds]).toEqual(['eighth']);
  });

  it('voids a score even when the void comes before the score in the log', () => {
    const state = derive(RULES, [
      event('void:late', 'delete_score', 1, { targetId: 'late' }),
      event('late', 'score', 2, { team: 'away' }),
    ]);
    expect(state.awayScore).toBe(0);
  });

  it('undoes point after point through lastScoreId', () => {
    let log = logOf(begin(), score('home', { id: 's1' }), score('away', { id: 's2' }));
    for (const expected of [
      [1, 0],
      [0, 0],
    ]) {
      const { lastScoreId } = derive(RULES, log);
      log = [
        ...log,
        event(`void:${lastScoreId}`, 'delete_score', START, { targetId: lastScoreId }),
      ];
      const state = derive(RULES, log);
      expect([state.homeScore, state.awayScore]).toEqual(expected);
    }
    expect(derive(RULES, log).lastScoreId).toBeNull();
  });

  it('ignores a delete_score that names no score', () => {
    const state = derive(RULES, logOf(begin(), score('home'), voidOf('e1')));
    expect(state.homeScore).toBe(1);
  });

  it('lowers the target to the highest score plus one when the soft cap falls due', () => {
    const rules: GameRules = { ...RULES, softCapMinutes: 75, hardCapMinutes: 90 };
    const log = logOf(
      begin(),
      ...points('home', 9).map((p, i) => ({ ...p, at: START + i * MINUTE })),
      ...points('away', 6).map((p, i) => ({ ...p, at: START + (20 + i) * MINUTE })),
      score('away', { at: START + 76 * MINUTE }),
    );
    const state = derive(rules, log);
    expect(state.capTimes).toEqual({ soft: START + 75 * MINUTE, hard: START + 90 * MINUTE });
    expect(state).toMatchObject({ cap: 'soft', target: 10, targetReachedBy: null });
    const won = derive(rules, [...log, event('x', 'score', START + 80 * MINUTE, { team: 'home' })]);
    expect(won).toMatchObject({ homeScore: 10, targetReachedBy: 'home' });
  });

  it('ends at the hard cap for the leader, or plays one more point when tied', () => {
    const rules: GameRules = { ...RULES, hardCapMinutes: 90 };
    const lead = logOf(
      begin(),
      ...points('home', 6),
      ...points('away', 4),
      score('away', { at: START + 91 * MINUTE }),
    );
    expect(derive(rules, lead)).toMatchObject({ cap: 'hard', target: 6, targetReachedBy: 'home' });
    const tied = logOf(
      begin(),
      ...points('home', 6),
      ...points('away', 5),
      score('away', { at: START + 91 * MINUTE }),
    );
    expect(derive(rules, tied)).toMatchObject({ cap: 'hard', target: 7, targetReachedBy: null });
  });

  it('keeps name and number fixes in order, including added players', () => {
    const state = derive(
      RULES,
      logOf(
        { kind: 'save_name', team: 'home', targetId: '3', naming: { name: '李雷', number: 7 } },
        { kind: 'save_name', team: 'away', targetId: null, naming: { name: '韩梅梅', number: 12 } },
        // The server's own renames: the rosters read with them already carry the name.
        { kind: 'save_name', team: 'away', targetId: '5' },
      ),
    );
    expect(state.rosterEdits.map((edit) => [edit.team, edit.playerId, edit.name])).toEqual([
      ['home', 3, '李雷'],
      ['away', null, '韩梅梅'],
    ]);
  });

  it('counts timeouts per team in the half the game was in when each was taken', () => {
    const state = derive(
      RULES,
      logOf(
        begin(),
        timeout('home'),
        timeout('away'),
        ...points('away', RULES.halftimeAt),
        timeout('home'),
      ),
    );
    expect(state.halftime?.team).toBe('away');
    expect(state.timeoutsUsed).toEqual({
      home: { firstHalf: 1, secondHalf: 1 },
      away: { firstHalf: 1, secondHalf: 0 },
    });
  });

  it('counts timeouts per half and names the winner once finished', () => {
    const state = derive({ ...RULES, halftimeAt: 1 }, [
      event('t1', 'timeout', 1, { team: 'home' }),
      event('h1', 'score', 2, { team: 'home' }),
      event('t2', 'timeout', 3, { team: 'away' }),
      event('f', 'finish', 4),
    ]);
    expect(state.timeoutsUsed).toEqual({
      home: { firstHalf: 1, secondHalf: 0 },
      away: { firstHalf: 0, secondHalf: 1 },
    });
    expect(state.winner).toBe('home');
  });
});

describe('inPlayOrder', () => {
  const stored = (
    id: string,
    at: number,
    receivedAt: number,
    extra: Partial<ScoringEvent> = {},
  ) => ({
    ...event(id, 'score', at, extra),
    receivedAt,
  });

  it('finds halftime from the play order, not the arrival order, skipping voided scores', () => {
    const arrived = [
      stored('h1', 10, 1, { team: 'home' }),
      stored('a1', 30, 2, { team: 'away' }),
      stored('h2', 20, 3, { team: 'home' }),
      stored('h3', 40, 4, { team: 'home' }),
      { ...event('void:h2', 'delete_score', 50, { targetId: 'h2' }), receivedAt: 5 },
      stored('h4', 60, 6, { team: 'home' }),
    ];
    const state = derive({ ...RULES, halftimeAt: 3 }, inPlayOrder(arrived));
    expect(state.halftime).toEqual({
      at: 60,
      team: 'home',
      scoreId: 'h4',
      homeScore: 3,
      awayScore: 1,
    });
  });

  it('breaks ties of phone time by the order the server received the events, then by id', () => {
    const ordered = inPlayOrder([
      stored('x', 5, 2, { team: 'away' }),
      stored('y', 5, 1, { team: 'home' }),
      stored('b', 5, 2, { team: 'home' }),
    ]);
    expect(ordered.map((e) => e.id)).toEqual(['y', 'b', 'x']);
    expect(derive({ ...RULES, halftimeAt: 1 }, ordered).halftime?.team).toBe('home');
  });
});
