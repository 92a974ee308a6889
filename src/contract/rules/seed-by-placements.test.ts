import { describe, expect, it } from 'vitest';
import { seedByPlacements } from './seed-by-placements';
import { serpentinePools } from './serpentine-seeding';

const teams = (...ids: number[]) => ids.map((clubId) => ({ clubId, name: `队${clubId}` }));
const ids = (list: readonly { clubId: number }[]) => list.map((t) => t.clubId);

describe('seedByPlacements', () => {
  it('puts the teams that played first, by their final place', () => {
    const order = seedByPlacements(teams(1, 2, 3, 4), [
      { clubId: 3, place: 1 },
      { clubId: 1, place: 2 },
      { clubId: 4, place: 3 },
      { clubId: 2, place: 4 },
    ]);
    expect(ids(order)).toEqual([3, 1, 4, 2]);
  });

  it('keeps the teams that did not play in their order, after the placed ones', () => {
    const order = seedByPlacements(teams(5, 1, 6, 2, 7), [
      { clubId: 2, place: 1 },
      { clubId: 1, place: 5 },
    ]);
    expect(ids(order)).toEqual([2, 1, 5, 6, 7]);
  });

  it('keeps the current order within a shared place, and ignores teams not entered here', () => {
    const order = seedByPlacements(teams(4, 3, 2, 1), [
      { clubId: 9, place: 1 },
      { clubId: 1, place: 5 },
      { clubId: 3, place: 5 },
      { clubId: 2, place: 2 },
    ]);
    expect(ids(order)).toEqual([2, 3, 1, 4]);
  });

  it('changes nothing when no team played the earlier competition', () => {
    expect(ids(seedByPlacements(teams(3, 1, 2), []))).toEqual([3, 1, 2]);
  });
});

describe('the pools it gives', () => {
  it('fills pools by serpentine from the order it makes', () => {
    const order = seedByPlacements(teams(1, 2, 3, 4, 5, 6, 7, 8), [
      { clubId: 8, place: 1 },
      { clubId: 7, place: 2 },
      { clubId: 6, place: 3 },
      { clubId: 5, place: 4 },
    ]);
    expect(ids(order)).toEqual([8, 7, 6, 5, 1, 2, 3, 4]);
    const pools = serpentinePools(8, 2);
    expect(pools.map((seeds) => seeds.map((seed) => ids(order)[seed - 1]))).toEqual([
      [8, 5, 1, 4],
      [7, 6, 2, 3],
    ]);
  });
});
