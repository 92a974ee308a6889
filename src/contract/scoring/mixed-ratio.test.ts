import { describe, expect, it } from 'vitest';
import type { Ratio, Team } from '../scoring';
import { derive } from './derive';
import { firstRatioOf, nextRatioOf, ruleARatio } from './mixed-ratio';
import type { ScoringEvent } from './scoring-event';
import { event, RULES, START, voidOf } from './scoring-test-events';

const MIXED_A = { ...RULES, ratioRule: 'A' as const };
const MIXED_B = { ...RULES, ratioRule: 'B' as const };

/** begin, then one score per entry, a second apart: ids p1, p2, … */
function game(points: [Team, Ratio | null][], extra: ScoringEvent[] = []): ScoringEvent[] {
  return [
    event('b', 'begin', START),
    ...points.map(([team, ratio], index) =>
      event(`p${index + 1}`, 'score', START + (index + 1) * 1000, { team, ratio }),
    ),
    ...extra,
  ];
}

describe('rule A (prescribed ratio)', () => {
  it('goes A, B, B, A, A, B, B, A from the first point', () => {
    const sequence = Array.from({ length: 8 }, (_, index) => ruleARatio('F4', index));
    expect(sequence).toEqual(['F4', 'M4', 'M4', 'F4', 'F4', 'M4', 'M4', 'F4']);
    expect(ruleARatio('M4', 1)).toBe('F4');
  });

  it('asks for the first ratio, then derives every next one from it', () => {
    expect(derive(MIXED_A, game([])).nextRatio).toEqual({
      rule: 'A',
      ratio: null,
      chooser: null,
      last: null,
    });
    const state = derive(MIXED_A, game([['home', 'M4']]));
    expect(state.nextRatio?.ratio).toBe('F4');
    const three = derive(
      MIXED_A,
      game([
        ['home', 'M4'],
        ['away', 'F4'],
        ['away', 'F4'],
      ]),
    );
    expect(three.nextRatio?.ratio).toBe('M4');
  });

  it('keeps the pattern through halftime', () => {
    const rules = { ...MIXED_A, halftimeAt: 2 };
    const points: [Team, Ratio | null][] = [
      ['home', 'F4'],
      ['home', 'M4'],
      ['away', 'M4'],
      ['away', 'F4'],
    ];
    const state = derive(rules, game(points));
    expect(state.halftime?.scoreId).toBe('p2');
    // Point five is the first point's ratio again, as if there had been no break.
    expect(state.nextRatio?.ratio).toBe('F4');
    expect(state.timeline.some((point) => point.ratioMismatch)).toBe(false);
  });

  it('steps back when a point is undone, and reads the pattern from a later point', () => {
    const log = game(
      [
        ['home', 'F4'],
        ['away', 'M4'],
      ],
      [event(voidOf('p2').id, 'delete_score', START + 5000, { targetId: 'p2' })],
    );
    expect(derive(MIXED_A, log).nextRatio?.ratio).toBe('M4');
    // The first point undone: the second, recorded as M4, says the first was F4.
    const firstUndone = game(
      [
        ['home', 'F4'],
        ['away', 'M4'],
      ],
      [event(voidOf('p1').id, 'delete_score', START + 5000, { targetId: 'p1' })],
    );
    const state = derive(MIXED_A, firstUndone);
    expect(state.timeline.map((point) => point.ratio)).toEqual(['M4']);
    expect(state.nextRatio?.ratio).toBe('F4');
    expect(firstRatioOf([{ ratio: null }, { ratio: 'M4' }])).toBe('F4');
  });

  it('flags a recorded ratio the pattern does not give, and still counts the point', () => {
    const state = derive(
      MIXED_A,
      game([
        ['home', 'F4'],
        ['away', 'F4'],
      ]),
    );
    expect(state.awayScore).toBe(1);
    expect(state.timeline.map((point) => point.ratioMismatch)).toEqual([false, true]);
  });
});

describe('rule B (the offence chooses)', () => {
  it('names the team that did not score the last point, and offers the last choice', () => {
    expect(derive(MIXED_B, game([])).nextRatio).toEqual({
      rule: 'B',
      ratio: null,
      chooser: null,
      last: null,
    });
    const state = derive(
      MIXED_B,
      game([
        ['home', 'F4'],
        ['home', 'M4'],
      ]),
    );
    expect(state.nextRatio).toEqual({ rule: 'B', ratio: null, chooser: 'away', last: 'M4' });
    expect(state.timeline.some((point) => point.ratioMismatch)).toBe(false);
    expect(nextRatioOf('B', [{ team: 'away', ratio: null }]).chooser).toBe('home');
  });
});

describe('games that are not mixed', () => {
  it('have no next ratio', () => {
    expect(derive(RULES, game([['home', null]])).nextRatio).toBeNull();
    expect(derive({ ...RULES, ratioRule: null }, game([])).nextRatio).toBeNull();
  });
});
