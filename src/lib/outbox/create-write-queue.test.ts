// The pending-writes queue against a fake server: a write saved offline is sent once the network
// returns, kept through failures until the server has it, sent again only as itself (the server
// answers a resend without storing twice), and an edit made while the first write travelled is the
// one that stays and goes next.
import { describe, expect, it } from 'vitest';
import { FeipanDatabase } from '../db';
import { ApiError } from '../api-error';
import { createWriteQueue } from './create-write-queue';
import { pendingWritesOf, type PendingWrite } from './pending-writes-table';
import { createFakeLock } from './testing/fake-lock';

type Body = { total: number };

/** Lets a drain the queue started itself (after a save, a start, a timer) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function setUp() {
  const table = pendingWritesOf(new FeipanDatabase(`outbox-test-${Math.random()}`));
  const sent: { id: string; body: Body }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let online = false;
  let answer: (write: PendingWrite<Body>) => Promise<unknown> = async () => null;
  let settled = 0;
  const queue = createWriteQueue<Body>({
    kind: 'test',
    table,
    send: async (write) => {
      sent.push({ id: write.id, body: write.body });
      return answer(write);
    },
    onSettled: () => (settled += 1),
    random: () => 1,
    isOnline: () => online,
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => {
        const timer = { run, ms };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => {
        const at = timers.indexOf(timer as (typeof timers)[number]);
        if (at >= 0) timers.splice(at, 1);
      },
    },
  });
  return {
    table,
    sent,
    timers,
    queue,
    goOnline: () => (online = true),
    answerWith: (fn: typeof answer) => (answer = fn),
    settled: () => settled,
  };
}

describe('createWriteQueue', () => {
  it('keeps a write saved offline and sends it once when the network returns', async () => {
    const t = setUp();
    t.queue.start(7);
    await t.queue.save('spirit:1', 7, { total: 10 }, 'a');
    await settle();
    expect(t.sent).toEqual([]);
    expect(await t.table.get('spirit:1')).toMatchObject({ id: 'a', owner: 7, rejection: null });

    t.goOnline();
    await t.queue.sync();
    await t.queue.sync();
    expect(t.sent).toEqual([{ id: 'a', body: { total: 10 } }]);
    expect(await t.table.count()).toBe(0);
    expect(t.settled()).toBe(1);
  });

  it('keeps the write through failed sends, retrying with a growing wait, then sends it as itself', async () => {
    const t = setUp();
    t.goOnline();
    t.queue.start(7);
    t.answerWith(async () => {
      throw new ApiError('network', '网络异常，无法连接服务器');
    });
    await t.queue.save('spirit:1', 7, { total: 12 }, 'a');
    await settle();
    expect(t.timers.map((timer) => timer.ms)).toEqual([1_000]);
    t.answerWith(async () => {
      throw new ApiError('server', '服务器内部错误', { status: 500 });
    });
    t.timers.shift()?.run();
    await settle();
    expect(t.timers.map((timer) => timer.ms)).toEqual([2_000]);
    expect(await t.table.get('spirit:1')).toMatchObject({ id: 'a' });

    t.answerWith(async () => null);
    t.timers.shift()?.run();
    await settle();
    expect(t.timers).toEqual([]);
    expect(t.sent.map((write) => write.id)).toEqual(['a', 'a', 'a']);
    expect(await t.table.count()).toBe(0);
  });

  it('keeps an edit made while the earlier write travelled, and sends it next', async () => {
    const t = setUp();
    t.goOnline();
    t.queue.start(7);
    let release = () => undefined as void;
    t.answerWith(
      (write) =>
        new Promise((resolve) => {
          release = () => resolve(write.id);
        }),
    );
    await t.queue.save('spirit:1', 7, { total: 8 }, 'a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.answerWith(async () => null);
    await t.queue.save('spirit:1', 7, { total: 15 }, 'b');
    release();
    await t.queue.sync();
    await t.queue.sync();
    expect(t.sent).toEqual([
      { id: 'a', body: { total: 8 } },
      { id: 'b', body: { total: 15 } },
    ]);
    expect(await t.table.count()).toBe(0);
  });

  it('keeps a refused write with the server’s message, sends it no more, and forgets it when dismissed', async () => {
    const t = setUp();
    t.goOnline();
    t.queue.start(7);
    t.answerWith(async () => {
      throw new ApiError('business', '精神分已于 2026-06-01 截止，不能再提交或修改', {
        code: 1000,
      });
    });
    await t.queue.save('spirit:1', 7, { total: 9 }, 'a');
    await t.queue.sync();
    await t.queue.sync();
    expect(t.sent).toHaveLength(1);
    expect(await t.table.get('spirit:1')).toMatchObject({
      rejection: { code: 1000, message: '精神分已于 2026-06-01 截止，不能再提交或修改' },
    });
    await t.queue.dismiss('spirit:1');
    expect(await t.table.count()).toBe(0);
  });

  it('sends only the signed-in person’s writes, and stops at a 401 keeping them', async () => {
    const t = setUp();
    t.goOnline();
    t.queue.start(8);
    await t.queue.save('spirit:1', 7, { total: 9 }, 'a');
    await settle();
    expect(t.sent).toEqual([]);

    t.answerWith(async () => {
      throw new ApiError('business', '未登录或登录已过期，请重新登录', { code: 401 });
    });
    t.queue.start(7);
    await settle();
    expect(t.sent.map((write) => write.id)).toEqual(['a']);
    expect(await t.table.get('spirit:1')).toMatchObject({ id: 'a', rejection: null });
  });

  it('lets only one of two tabs drain the shared table at a time, sending each write once', async () => {
    const table = pendingWritesOf(new FeipanDatabase(`outbox-test-${Math.random()}`));
    const lock = createFakeLock();
    const sent: string[] = [];
    let travelling = 0;
    let mostTravelling = 0;
    const tabs = [1, 2].map(() =>
      createWriteQueue<Body>({
        kind: 'test',
        table,
        locks: lock,
        isOnline: () => true,
        send: async (write) => {
          travelling += 1;
          mostTravelling = Math.max(mostTravelling, travelling);
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push(write.id);
          travelling -= 1;
          return null;
        },
      }),
    );
    for (const [index, id] of ['a', 'b', 'c'].entries())
      await table.put({
        key: `spirit:${index}`,
        kind: 'test',
        owner: 7,
        id,
        body: { total: index },
        savedAt: index,
        rejection: null,
      });

    tabs.forEach((tab) => tab.start(7));
    await Promise.all(tabs.map((tab) => tab.sync()));

    expect(lock.maxHolders).toBe(1);
    expect(mostTravelling).toBe(1);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await table.count()).toBe(0);
  });
});
