// Bytes that are not UTF-8 are refused in Chinese and change nothing, instead of being stored as
// 「����」; so is JSON that escapes half of a surrogate pair.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../test-support/build-test-app';
import { createTestClub } from '../test-support/test-clubs';
import { createTestUser } from '../test-support/test-users';

const INVALID = {
  code: 1001,
  message: '请求内容包含无效的字符（应为 UTF-8 编码的文字）',
  data: null,
};

let test: TestApp;
let ids: { player: number; contact: number; club: number };
let tickets: { player: string; contact: string };

beforeAll(async () => {
  test = await buildTestApp();
  const player = await createTestUser(test.db, { phone: '13900000001', name: '王磊' });
  const contact = await createTestUser(test.db, {
    phone: '13900000002',
    name: '周队',
    type: 'contact',
  });
  const club = await createTestClub(test.db, { name: '上海飞盘俱乐部', contactUserId: contact });
  ids = { player, contact, club };
  tickets = {
    player: await loginAs(test.app, '13900000001'),
    contact: await loginAs(test.app, '13900000002'),
  };
});
afterAll(() => test.close());

/** `{"<field>":"<bytes>"}` with raw bytes between the quotes. */
const jsonWith = (field: string, bytes: number[]) =>
  Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from(bytes), Buffer.from('"}')]);

const post = (url: string, ticket: string, payload: Buffer | string, type = 'application/json') =>
  test.app
    .inject({
      method: 'POST',
      url,
      headers: { ...withTicket(ticket), 'content-type': type },
      payload,
    })
    .then((r) => r.json());

const userName = async () =>
  (
    await test.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', ids.player)
      .executeTakeFirstOrThrow()
  ).name;
const club = () =>
  test.db
    .selectFrom('clubs')
    .select(['name', 'city'])
    .where('id', '=', ids.club)
    .executeTakeFirstOrThrow();

describe('invalid UTF-8 in a body', () => {
  it.each([
    ['bytes that start nothing', [0xff, 0xfe, 0xfd, 0xfc]],
    ['a sequence cut short', [0xe9, 0xa3]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('is refused for /api/user/update: %s', async (_, bytes) => {
    expect(await post('/api/user/update', tickets.player, jsonWith('name', bytes))).toEqual(
      INVALID,
    );
    expect(await userName()).toBe('王磊');
  });

  it('is refused for /api/club/update', async () => {
    const before = await club();
    for (const field of ['name', 'city']) {
      expect(
        await post('/api/club/update', tickets.contact, jsonWith(field, [0xff, 0xfe])),
      ).toEqual(INVALID);
    }
    expect(await club()).toEqual(before);
  });

  it('is refused in a form body too', async () => {
    const form = Buffer.concat([Buffer.from('name='), Buffer.from([0xff, 0xfe])]);
    expect(
      await post('/api/user/update', tickets.player, form, 'application/x-www-form-urlencoded'),
    ).toEqual(INVALID);
    expect(await userName()).toBe('王磊');
  });

  it('is refused as JSON escapes of half a surrogate pair', async () => {
    for (const escaped of ['\\ud800', '\\udc00x', 'a\\ud83d']) {
      const payload = `{"name":"${escaped}"}`;
      expect(await post('/api/user/update', tickets.player, payload)).toEqual(INVALID);
    }
    expect(await userName()).toBe('王磊');
  });

  it('is not looked at before the caller is known', async () => {
    const answer = await post('/api/user/update', 'no-such-ticket', jsonWith('name', [0xff]));
    expect(answer.code).toBe(401);
  });
});

describe('valid UTF-8', () => {
  it('is stored as sent, in JSON and in forms, astral characters included', async () => {
    const json = await post('/api/user/update', tickets.player, JSON.stringify({ name: '李雷🥏' }));
    expect(json).toMatchObject({ code: 0, data: { name: '李雷🥏' } });
    expect(await userName()).toBe('李雷🥏');
    const form = await post(
      '/api/user/update',
      tickets.player,
      `name=${encodeURIComponent('韩梅梅')}`,
      'application/x-www-form-urlencoded',
    );
    expect(form).toMatchObject({ code: 0, data: { name: '韩梅梅' } });
  });
});
