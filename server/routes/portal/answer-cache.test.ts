import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

const write = (envelope: unknown) => JSON.stringify(envelope);

describe('answer cache', () => {
  it('serves one load to concurrent callers and reloads only after the time to live', async () => {
    let now = 1000;
    let loads = 0;
    const cache = createAnswerCache(5000, () => now);
    const load = async () => ({ loads: ++loads });
    const [first, second] = await Promise.all([
      cache.get('k', load, write),
      cache.get('k', load, write),
    ]);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.body)).toEqual({ code: 0, message: '操作成功', data: { loads: 1 } });

    now += 4999;
    expect((await cache.get('k', load, write)).etag).toBe(first.etag);
    now += 1;
    const fresh = await cache.get('k', load, write);
    expect(loads).toBe(2);
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('keeps keys apart and does not cache a failed load', async () => {
    const cache = createAnswerCache(5000, () => 0);
    await expect(
      cache.get('bad', () => Promise.reject(new Error('数据库不可用')), write),
    ).rejects.toThrow();
    const answer = await cache.get('bad', async () => 'ok', write);
    expect(JSON.parse(answer.body).data).toBe('ok');
    expect((await cache.get('other', async () => 'x', write)).etag).not.toBe(answer.etag);
  });

  it('after clear, reloads at once and does not keep a load that began before it', async () => {
    const cache = createAnswerCache(5000, () => 0);
    let content = 'old';
    const load = async () => content;
    expect(JSON.parse((await cache.get('k', load, write)).body).data).toBe('old');

    cache.clear();
    let release: () => void = () => undefined;
    const slow = cache.get('k', () => new Promise((done) => (release = () => done('old'))), write);
    cache.clear();
    content = 'new';
    release();
    await slow;
    expect(JSON.parse((await cache.get('k', load, write)).body).data).toBe('new');
  });
});
