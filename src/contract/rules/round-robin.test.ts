import { describe, expect, it } from 'vitest';
import { addMinutes, planRoundRobin, roundRobinPairings } from './round-robin';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);
const key = (a: string, b: string) => [a, b].sort().join('-');

describe('roundRobinPairings', () => {
  for (const n of [2, 3, 4, 5, 6, 7, 8, 11, 12]) {
    it(`gives ${n} teams every pairing exactly once, each team at most once a round`, () => {
      const pairings = roundRobinPairings(teamsOf(n));
      expect(pairings).toHaveLength((n * (n - 1)) / 2);
      const seen = new Set(pairings.map((p) => key(p.home, p.away)));
      expect(seen.size).toBe(pairings.length);
      expect(pairings.every((p) => p.home !== p.away)).toBe(true);
      const rounds = n % 2 === 0 ? n - 1 : n;
      expect(Math.max(...pairings.map((p) => p.round))).toBe(rounds);
      for (let round = 1; round <= rounds; round += 1) {
        const playing = pairings.filter((p) => p.round === round).flatMap((p) => [p.home, p.away]);
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing.length).toBe(n % 2 === 0 ? n : n - 1);
      }
    });
  }

  it('keeps home games fair: nobody is home more than one game over half', () => {
    const pairings = roundRobinPairings(teamsOf(6));
    for (const team of teamsOf(6)) {
      const home = pairings.filter((p) => p.home === team).length;
      expect(home).toBeGreaterThanOrEqual(1);
      expect(home).toBeLessThanOrEqual(4);
    }
  });

  it('has nothing to pair for fewer than two teams', () => {
    expect(roundRobinPairings([])).toEqual([]);
    expect(roundRobinPairings(['T1'])).toEqual([]);
  });
});

describe('planRoundRobin', () => {
  it('fills the fields slot by slot, a new round in a new slot', () => {
    const games = planRoundRobin(teamsOf(4), {
      fields: ['1号场', '2号场'],
      firstStart: '2030-05-10T09:00',
      slotMinutes: 90,
    });
    expect(games.map((g) => [g.round, g.date, g.time, g.field])).toEqual([
      [1, '2030-05-10', '09:00', '1号场'],
      [1, '2030-05-10', '09:00', '2号场'],
      [2, '2030-05-10', '10:30', '1号场'],
      [2, '2030-05-10', '10:30', '2号场'],
      [3, '2030-05-10', '12:00', '1号场'],
      [3, '2030-05-10', '12:00', '2号场'],
    ]);
  });

  it('takes more slots for a round than the fields hold, and never puts a team twice in a slot', () => {
    const games = planRoundRobin(teamsOf(6), {
      fields: ['A'],
      firstStart: '2030-05-10T22:00',
      slotMinutes: 60,
    });
    expect(games).toHaveLength(15);
    expect(new Set(games.map((g) => `${g.date} ${g.time}`)).size).toBe(15);
    expect(games[2]).toMatchObject({ date: '2030-05-11', time: '00:00', round: 1 });
    expect(games[3]).toMatchObject({ time: '01:00', round: 2 });
  });
});

describe('addMinutes', () => {
  it('carries over hours, days, months and years', () => {
    expect(addMinutes('2030-12-31T23:30', 45)).toBe('2031-01-01T00:15');
    expect(addMinutes('2030-02-28T10:00', 24 * 60)).toBe('2030-03-01T10:00');
  });
});
