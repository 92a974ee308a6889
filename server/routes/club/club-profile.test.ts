import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { Club } from '../../../src/contract/club';
import { call } from '../../test-support/scoring-test-fixture';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';

let t: TestApp;
let f: ClubFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
});
afterEach(() => t.close());

const newClub = {
  name: '杭州飞盘俱乐部',
  division: 'MIX',
  city: '杭州',
  intro: '西湖边的飞盘队',
  logo: 'https://example.com/logo.png',
};

describe('POST /api/club/register and GET /api/club/mine', () => {
  it('registers a pending club and makes the player its contact', async () => {
    const answer = await call<Club>(
      t.app,
      f.tickets.freePlayer,
      'POST',
      '/api/club/register',
      newClub,
    );
    expect(answer).toMatchObject({
      code: 0,
      data: { name: '杭州飞盘俱乐部', division: 'MIX', status: 'pending' },
    });
    const user = await t.db
      .selectFrom('users')
      .select('type')
      .where('id', '=', f.freePlayer)
      .executeTakeFirstOrThrow();
    expect(user.type).toBe('contact');
    const mine = await call<Club>(t.app, f.tickets.freePlayer, 'GET', '/api/club/mine');
    expect(mine.data).toMatchObject({
      id: answer.data.id,
      status: 'pending',
      intro: '西湖边的飞盘队',
    });
    const again = await call(t.app, f.tickets.freePlayer, 'POST', '/api/club/register', {
      ...newClub,
      name: '另一个俱乐部',
    });
    expect(again.message).toBe('您已是俱乐部「杭州飞盘俱乐部」的联系人，不能重复注册');
  });

  it('refuses a taken name, bad fields, visitors, staff and volunteers', async () => {
    expect(
      (
        await call(t.app, f.tickets.freePlayer, 'POST', '/api/club/register', {
          ...newClub,
          name: '上海飞鱼',
        })
      ).message,
    ).toBe('俱乐部名称已被使用');
    expect(
      (
        await call(t.app, f.tickets.freePlayer, 'POST', '/api/club/register', {
          ...newClub,
          name: ' ',
        })
      ).message,
    ).toBe('请输入俱乐部名称');
    expect(
      (
        await call(t.app, f.tickets.freePlayer, 'POST', '/api/club/register', {
          ...newClub,
          division: 'KIDS',
        })
      ).message,
    ).toContain('组别只能是');
    expect(
      (
        await call(t.app, f.tickets.freePlayer, 'POST', '/api/club/register', {
          ...newClub,
          logo: 'javascript:x',
        })
      ).message,
    ).toContain('标志地址');
    expect((await call(t.app, null, 'POST', '/api/club/register', newClub)).code).toBe(401);
    expect((await call(t.app, f.tickets.staff, 'POST', '/api/club/register', newClub)).code).toBe(
      1003,
    );
    expect(
      (await call(t.app, f.tickets.volunteer, 'POST', '/api/club/register', newClub)).code,
    ).toBe(1003);
    expect(await t.db.selectFrom('clubs').select('id').execute()).toHaveLength(2);
  });

  it('gives staff any club by clubId, and tells a contact without a club', async () => {
    expect(
      (await call<Club>(t.app, f.tickets.staff, 'GET', `/api/club/mine?clubId=${f.otherClubId}`))
        .data.name,
    ).toBe('北京风暴');
    expect((await call(t.app, f.tickets.staff, 'GET', '/api/club/mine')).message).toBe(
      '请指定俱乐部（clubId）',
    );
    expect(
      (await call(t.app, f.tickets.contact, 'GET', `/api/club/mine?clubId=${f.otherClubId}`)).code,
    ).toBe(1003);
    expect((await call(t.app, f.tickets.freePlayer, 'GET', '/api/club/mine')).code).toBe(1003);
    const lonely = await issueTicket(
      t.db,
      (
        await t.db
          .insertInto('users')
          .values({
            phone: '13700009999',
            password_hash: 'x',
            name: '无俱乐部',
            type: 'contact',
            gender: null,
            birth_year: null,
            city: null,
            avatar: null,
            intro: null,
            created_at: '',
            updated_at: '',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      t.app.now(),
    );
    expect((await call(t.app, lonely, 'GET', '/api/club/mine')).message).toBe('您还没有注册俱乐部');
  });
});

describe('POST /api/club/update', () => {
  it('changes only the fields given, on the contact’s own club', async () => {
    const answer = await call<Club>(t.app, f.tickets.contact, 'POST', '/api/club/update', {
      city: '苏州',
      intro: '新简介',
    });
    expect(answer.data).toMatchObject({
      name: '上海飞鱼',
      city: '苏州',
      intro: '新简介',
      division: 'MIX',
    });
    expect(
      (await call(t.app, f.tickets.contact, 'POST', '/api/club/update', { name: '北京风暴' }))
        .message,
    ).toBe('俱乐部名称已被使用');
    expect(
      (
        await call(t.app, f.tickets.contact, 'POST', '/api/club/update', {
          clubId: f.otherClubId,
          city: 'x',
        })
      ).code,
    ).toBe(1003);
    expect(
      (
        await call<Club>(t.app, f.tickets.staff, 'POST', '/api/club/update', {
          clubId: f.otherClubId,
          city: '天津',
        })
      ).data.city,
    ).toBe('天津');
    expect((await call(t.app, f.tickets.contact, 'POST', '/api/club/update', {})).code).toBe(0);
  });
});

describe('POST /api/club/:id/approve and /reject', () => {
  it('lets only staff decide a club', async () => {
    const created = await call<Club>(
      t.app,
      f.tickets.freePlayer,
      'POST',
      '/api/club/register',
      newClub,
    );
    const id = created.data.id;
    expect((await call(t.app, f.tickets.contact, 'POST', `/api/club/${id}/approve`)).code).toBe(
      1003,
    );
    expect((await call(t.app, f.tickets.freePlayer, 'POST', `/api/club/${id}/approve`)).code).toBe(
      1003,
    );
    expect(
      (await call<Club>(t.app, f.tickets.staff, 'POST', `/api/club/${id}/approve`)).data.status,
    ).toBe('approved');
    expect(
      (await call<Club>(t.app, f.tickets.staff, 'POST', `/api/club/${id}/reject`)).data.status,
    ).toBe('rejected');
    expect((await call(t.app, f.tickets.staff, 'POST', '/api/club/99999/approve')).code).toBe(1004);
  });
});
