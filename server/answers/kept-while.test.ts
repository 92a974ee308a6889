import { describe, expect, it } from 'vitest';
import { keptWhile } from './kept-while';

describe('keptWhile', () => {
  it('reads once per key, and again when the key changes', async () => {
    const kept = keptWhile<string>();
    let reads = 0;
    const read = (value: string) => async () => {
      reads += 1;
      return value;
    };
    expect(await kept('content 1', read('甲'))).toBe('甲');
    expect(await kept('content 1', read('乙'))).toBe('甲');
    expect(reads).toBe(1);
    expect(await kept('content 2', read('丙'))).toBe('丙');
    expect(await kept('content 1', read('丁'))).toBe('丁');
    expect(reads).toBe(3);
  });

  it('shares a read under way, and does not keep one that failed', async () => {
    const kept = keptWhile<number>();
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('数据库不可用');
    };
    const first = kept('k', failing);
    const second = kept('k', failing);
    await expect(first).rejects.toThrow('数据库不可用');
    await expect(second).rejects.toThrow('数据库不可用');
    expect(reads).toBe(1);
    expect(await kept('k', async () => 7)).toBe(7);
  });
});
