import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSlicedWrites } from './sliced-writes';

describe('createSlicedWrites', () => {
  it('writes a slice now and the rest on later turns, each page its events in order', async () => {
    const writes = createSlicedWrites<string>(3);
    const got: string[] = [];
    const pages = ['a', 'b', 'c', 'd', 'e'];
    writes.add(pages, (page) => got.push(`${page}1`));
    writes.add(pages, (page) => got.push(`${page}2`));
    expect(got).toEqual(['a1', 'b1', 'c1']);
    expect(writes.busy()).toBe(true);
    await nextTurn();
    expect(got).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'a2']);
    await nextTurn();
    await nextTurn();
    expect(got).toHaveLength(10);
    expect(writes.busy()).toBe(false);
    for (const page of pages) {
      expect(got.filter((event) => event.startsWith(page))).toEqual([`${page}1`, `${page}2`]);
    }
  });

  it('waits behind what is queued, so a later write never overtakes an earlier one', async () => {
    const writes = createSlicedWrites<string>(2);
    const got: string[] = [];
    writes.add(['a', 'b', 'c'], (page) => got.push(`${page}:tick`));
    writes.add(['c'], (page) => got.push(`${page}:snapshot`));
    expect(got).toEqual(['a:tick', 'b:tick']);
    await nextTurn();
    expect(got).toEqual(['a:tick', 'b:tick', 'c:tick', 'c:snapshot']);
  });

  it('flush writes everything still queued at once', () => {
    const writes = createSlicedWrites<number>(1);
    const got: number[] = [];
    writes.add([1, 2, 3], (n) => got.push(n));
    writes.flush();
    expect(got).toEqual([1, 2, 3]);
    expect(writes.busy()).toBe(false);
  });
});
