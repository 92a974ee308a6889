import { describe, expect, it } from 'vitest';
import type { GameStatus, Team } from '../scoring';
import { derive } from './derive';
import { keepAccepted, type LogEntry } from './keep-accepted';
import type { ScoringEvent } from './scoring-event';
import { event, RULES, START, voidOf } from './scoring-test-events';

type Draft = Partial<ScoringEvent> & Pick<ScoringEvent, 'kind'>;

/** This phone's actions, one second apart, none answered by the server yet. */
const pending = (...drafts: Draft[]): LogEntry[] =>
  drafts.map((d, i) => ({
    event: event(d.id ?? `p${i + 1}`, d.kind, d.at ?? START + i * 1000, d),
    pending: true,
  }));
const begin: Draft = { kind: 'begin' };
const finish: Draft = { kind: 'finish' };
const score = (team: Team, extra: Partial<ScoringEvent> = {}): Draft => ({
  kind: 'score',
  team,
  ...extra,
});
const timeout = (team: Team): Draft => ({ kind: 'timeout', team });

const stateOf = (
  entries: LogEntry[],
  status: GameStatus = 'scheduled',
  roster: ReadonlyMap<number, Team> | null = null,
) => derive(RULES, keepAccepted(RULES, entries, { status, roster }), { status });

describe('keepAccepted', () => {
  it('does not count a score taken before the game began, as the server refuses it', () => {
    expect(stateOf(pending(score('home'), begin, score('away')))).toMatchObject({
      homeScore: 0,
      awayScore: 1,
    });
  });

  it('counts scores of a game another phone began, as the server knows it', () => {
    const log = pending(score('home'), score('home'));
    expect(stateOf(log)).toMatchObject({ status: 'scheduled', homeScore: 0 });
    expect(stateOf(log, 'live')).toMatchObject({ status: 'live', homeScore: 2 });
  });

  it('does not count scores or voids after the finish, as the server rejects them', () => {
    const state = stateOf(
      pending(begin, score('home', { id: 'kept' }), finish, score('away'), voidOf('kept')),
    );
    expect(state).toMatchObject({ status: 'finished', homeScore: 1, awayScore: 0, winner: 'home' });
    expect(state.timeline).toHaveLength(1);
  });

  it('counts timeouts only while the game is in play, and up to the allowance of each half', () => {
    const state = stateOf(
      pending(
        timeout('home'),
        begin,
        timeout('home'),
        timeout('away'),
        timeout('away'),
        timeout('away'),
        ...Array.from({ length: RULES.halftimeAt }, () => score('away')),
        timeout('home'),
        finish,
        timeout('away'),
      ),
    );
    expect(state.halftime?.team).toBe('away');
    expect(state.timeoutsUsed).toEqual({
      home: { firstHalf: 1, secondHalf: 1 },
      away: { firstHalf: 2, secondHalf: 0 },
    });
  });

  it('takes what the server accepted as it is, even where this phone would refuse it', () => {
    // A second phone's point, played after this phone's finish but stored before it arrived.
    const entries: LogEntry[] = [
      { event: event('b', 'begin', 1), pending: false },
      { event: event('f', 'finish', 2), pending: false },
      { event: event('late', 'score', 3, { team: 'away' }), pending: false },
      { event: event('mine', 'score', 4, { team: 'home' }), pending: true },
    ];
    expect(stateOf(entries, 'finished')).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('checks scorers and renamed players against the roster once it is known', () => {
    const roster = new Map<number, Team>([
      [1, 'home'],
      [2, 'away'],
    ]);
    const log = pending(
      begin,
      score('home', { scorerId: 1 }),
      score('home', { scorerId: 2 }),
      { kind: 'save_name', team: 'home', targetId: '2', naming: { name: '李雷', number: 7 } },
      { kind: 'save_name', team: 'away', targetId: '2', naming: { name: '韩梅梅', number: 8 } },
    );
    const known = stateOf(log, 'scheduled', roster);
    expect(known.homeScore).toBe(1);
    expect(known.rosterEdits.map((edit) => edit.name)).toEqual(['韩梅梅']);
    expect(stateOf(log).homeScore).toBe(2);
  });

  it('counts a second void of a point once', () => {
    const state = stateOf(
      pending(begin, score('home', { id: 's' }), score('home'), voidOf('s'), voidOf('s')),
    );
    expect(state.homeScore).toBe(1);
  });
});
