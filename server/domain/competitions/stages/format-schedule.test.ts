// Where a new format's games go: each round a new slot, a round with more games than fields over
// several slots, so no team plays twice at once; and the names the schedule gives them.
import { describe, expect, it } from 'vitest';
import { buildFormat } from '../../../../src/contract/rules/build-format';
import { placeGames, roundNameOf } from './format-schedule';

const built = buildFormat('two-pools-semis', 8);
if (!built.ok) throw new Error(built.problems.join());
const { format } = built;

describe('placeGames', () => {
  const placed = placeGames(format.games, {
    fields: ['1号场', '2号场'],
    firstStart: '2026-12-01T09:00',
    slotMinutes: 90,
  });

  it('places every game once, and no team slot twice in one time', () => {
    expect(placed.map((p) => p.game.number).sort((a, b) => a - b)).toEqual(
      format.games.map((g) => g.number),
    );
    const byTime = new Map<string, string[]>();
    for (const p of placed) {
      const at = `${p.date}T${p.time}`;
      const slots = byTime.get(at) ?? [];
      slots.push(JSON.stringify(p.game.home), JSON.stringify(p.game.away));
      byTime.set(at, slots);
    }
    for (const slots of byTime.values()) expect(new Set(slots).size).toBe(slots.length);
  });

  it('starts each round in a new slot and spreads a round over as many slots as the fields need', () => {
    const first = placed.filter((p) => p.game.round === 1);
    // Round 1 has four pool games (two per pool) on two fields: two slots, 09:00 and 10:30.
    expect(first.map((p) => [p.time, p.field])).toEqual([
      ['09:00', '1号场'],
      ['09:00', '2号场'],
      ['10:30', '1号场'],
      ['10:30', '2号场'],
    ]);
    expect(placed.find((p) => p.game.round === 2)?.time).toBe('12:00');
  });
});

describe('roundNameOf', () => {
  it('names pool rounds, semi-finals, the final and placement games as the schedule shows them', () => {
    const named = new Map(format.games.map((g) => [g.code, roundNameOf(g)]));
    expect(named.get('PA1')).toBe('第1轮');
    expect(named.get('SF1')).toBe('半决赛');
    expect(named.get('F')).toBe('决赛');
    expect(named.get('P3')).toBe('第3名争夺赛');
    expect(named.get('5-8SF1')).toBe('5-8名 排位半决赛');
  });
});
