import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../../test-support/build-test-app';
import { createTestUser } from '../../test-support/test-users';
import { createTestClub, createTestMembership } from '../../test-support/test-clubs';
import { ErrorCode } from '../../http/business-error';

let test: TestApp;
const ids = {
  player: 0,
  other: 0,
  staff: 0,
  contact: 0,
  club: 0,
  otherClub: 0,
  membership: 0,
  invitation: 0,
};
const tickets = { player: '', other: '', staff: '', contact: '' };

beforeAll(async () => {
  test = await buildTestApp();
  const db = test.db;
  ids.player = await createTestUser(db, { phone: '13900000001', name: '王磊', type: 'player' });
  ids.other = await createTestUser(db, {
    phone: '13900000002',
    name: '赵芳',
    type: 'player',
    gender: 'F',
  });
  ids.staff = await createTestUser(db, { phone: '13900000009', name: '协会干事', type: 'staff' });
  ids.contact = await createTestUser(db, { phone: '13900000003', name: '周队', type: 'contact' });
  ids.club = await createTestClub(db, { name: '上海飞盘俱乐部', contactUserId: ids.contact });
  ids.otherClub = await createTestClub(db, { name: '杭州极限飞盘队', division: 'FEMALE' });
  ids.membership = await createTestMembership(db, ids.club, ids.player, 'active', 7);
  ids.invitation = await createTestMembership(db, ids.otherClub, ids.player, 'invited');
  await db
    .insertInto('certificates')
    .values({
      user_id: ids.player,
      kind: 'coach',
      level: '二级',
      number: 'C-2025-001',
      issued_on: '2025-06-01',
    })
    .execute();
  const competition = (name: string, start: string) =>
    db
      .insertInto('competitions')
      .values({
        name,
        level: 'A',
        scope: 'national',
        division: 'MIX',
        city: '上海',
        venue: null,
        start_date: start,
        end_date: start,
        registration_opens: null,
        registration_closes: null,
        min_male: 0,
        min_female: 0,
        max_roster: 30,
        cover: null,
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  for (const [name, start] of [
    ['2025 全国飞盘联赛', '2025-09-01'],
    ['2026 全国飞盘锦标赛', '2026-05-10'],
  ] as const) {
    const { id } = await competition(name, start);
    const registration = await db
      .insertInto('registrations')
      .values({
        competition_id: id,
        club_id: ids.club,
        status: 'approved',
        created_at: '2025-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_players')
      .values({ registration_id: registration.id, user_id: ids.player, number: 7 })
      .execute();
  }
  for (const role of ['player', 'other', 'staff', 'contact'] as const) {
    const phone = {
      player: '13900000001',
      other: '13900000002',
      staff: '13900000009',
      contact: '13900000003',
    }[role];
    tickets[role] = await loginAs(test.app, phone);
  }
});
afterAll(() => test.close());

const post = (url: string, payload: object, ticket?: string) =>
  test.app
    .inject({ method: 'POST', url, payload, headers: ticket ? withTicket(ticket) : {} })
    .then((r) => r.json());
const get = (url: string, ticket?: string) =>
  test.app.inject({ url, headers: ticket ? withTicket(ticket) : {} }).then((r) => r.json());

describe('POST /api/user/update', () => {
  it('changes only the fields sent, on the caller only', async () => {
    const body = await post(
      '/api/user/update',
      { city: '苏州', intro: '外线手，喜欢长传' },
      tickets.other,
    );
    expect(body).toMatchObject({
      code: 0,
      message: '资料已保存',
      data: { id: ids.other, city: '苏州', name: '赵芳' },
    });
    const row = await test.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.other)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ city: '苏州', intro: '外线手，喜欢长传', gender: 'F' });
    const cleared = await post(
      '/api/user/update',
      { intro: '', avatar: '/uploads/a.png' },
      tickets.other,
    );
    expect(cleared.code).toBe(0);
    const again = await test.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.other)
      .executeTakeFirstOrThrow();
    expect(again).toMatchObject({ intro: null, avatar: '/uploads/a.png' });
  });

  it('sets, shows and removes one’s email, and refuses a malformed one in Chinese', async () => {
    const email = async () =>
      (await get('/api/user/center', tickets.other)).data.user.email as string | null;
    expect(await email()).toBeNull();
    expect(
      (await post('/api/user/update', { email: ' zhaofang@example.org ' }, tickets.other)).code,
    ).toBe(0);
    expect(await email()).toBe('zhaofang@example.org');
    for (const bad of ['zhaofang', 'a@b', 'a b@example.org', 'x'.repeat(250) + '@e.org']) {
      const refused = await post('/api/user/update', { email: bad }, tickets.other);
      expect(refused.code).not.toBe(0);
      expect(refused.message).toMatch(/^邮箱地址(格式不正确，例如 name@example.org|过长)$/);
    }
    expect(await email()).toBe('zhaofang@example.org');
    expect((await post('/api/user/update', { email: '' }, tickets.other)).code).toBe(0);
    expect(await email()).toBeNull();
  });

  it('refuses bad input in Chinese and visitors with 401', async () => {
    expect((await post('/api/user/update', {}, tickets.other)).message).toBe('请至少修改一项资料');
    expect((await post('/api/user/update', { gender: 'X' }, tickets.other)).message).toBe(
      '请选择性别',
    );
    expect(
      (await post('/api/user/update', { avatar: 'javascript:alert(1)' }, tickets.other)).message,
    ).toBe('头像地址格式不正确');
    expect((await post('/api/user/update', { city: '上海' })).code).toBe(401);
  });

  it('cannot change type or phone', async () => {
    await post(
      '/api/user/update',
      { name: '赵芳', type: 'staff', phone: '13000000000' },
      tickets.other,
    );
    const row = await test.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.other)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'player', phone: '13900000002' });
  });
});

describe('GET /api/user/center', () => {
  it("answers the caller's profile, club, invitations and certificates", async () => {
    const body = await get('/api/user/center', tickets.player);
    expect(body.code).toBe(0);
    expect(body.data.user).toMatchObject({
      id: ids.player,
      phone: '13900000001',
      clubId: ids.club,
    });
    expect(body.data.membership).toMatchObject({
      id: ids.membership,
      status: 'active',
      number: 7,
      club: { id: ids.club, name: '上海飞盘俱乐部', division: 'MIX', city: '上海' },
    });
    expect(body.data.invitations).toEqual([
      expect.objectContaining({
        id: ids.invitation,
        status: 'invited',
        club: expect.objectContaining({ name: '杭州极限飞盘队' }),
      }),
    ]);
    expect(body.data.contactOf).toBeNull();
    expect(body.data.certificates).toEqual([
      {
        id: expect.any(Number),
        kind: 'coach',
        level: '二级',
        number: 'C-2025-001',
        issuedOn: '2025-06-01',
      },
    ]);
  });

  it('shows a contact their club', async () => {
    const body = await get('/api/user/center', tickets.contact);
    expect(body.data.contactOf).toEqual({
      id: ids.club,
      name: '上海飞盘俱乐部',
      division: 'MIX',
      city: '上海',
      status: 'approved',
    });
    expect(body.data.user).toMatchObject({ isClubContact: true, clubId: ids.club });
  });

  it('answers 401 to a visitor', async () => {
    expect((await get('/api/user/center')).code).toBe(401);
  });
});

describe('GET /api/user/{id}', () => {
  it('shows anyone a player: club and certificates, and no phone at all', async () => {
    const body = await get(`/api/user/${ids.player}`);
    expect(body.data).toEqual({
      id: ids.player,
      name: '王磊',
      type: 'player',
      gender: 'M',
      city: '上海',
      avatar: null,
      intro: null,
      club: { id: ids.club, name: '上海飞盘俱乐部', division: 'MIX', city: '上海', number: 7 },
      certificates: [expect.objectContaining({ kind: 'coach', level: '二级' })],
    });
    // Not even four digits of it, for a visitor or for the user themself.
    for (const ticket of [undefined, tickets.player]) {
      const raw = await test.app.inject({
        url: `/api/user/${ids.player}`,
        headers: ticket ? withTicket(ticket) : {},
      });
      expect(raw.body).not.toMatch(/phone|0001|\*{4}/);
    }
  });

  it('shows a club contact, and answers for staff and volunteers as for no one', async () => {
    expect((await get(`/api/user/${ids.contact}`)).data).toMatchObject({
      name: '周队',
      type: 'contact',
    });
    const volunteer = await createTestUser(test.db, { phone: '13900000004', type: 'volunteer' });
    const missing = await get('/api/user/99999');
    expect(missing).toEqual({ code: ErrorCode.notFound, message: '用户不存在', data: null });
    for (const hidden of [ids.staff, volunteer]) {
      expect(await get(`/api/user/${hidden}`)).toEqual(missing);
      expect(await get(`/api/user/${hidden}`, tickets.staff)).toEqual(missing);
    }
  });

  it('reports bad ids in Chinese', async () => {
    expect(await get('/api/user/abc')).toMatchObject({
      code: ErrorCode.validation,
      message: '编号必须是数字',
    });
  });
});

describe('GET /api/user/competitions/{userId}/year/{year}', () => {
  it('lists the competitions of that year whose roster holds the user', async () => {
    const body = await get(`/api/user/competitions/${ids.player}/year/2026`, tickets.player);
    expect(body.data).toEqual([
      expect.objectContaining({
        name: '2026 全国飞盘锦标赛',
        startDate: '2026-05-10',
        club: { id: ids.club, name: '上海飞盘俱乐部' },
        registrationStatus: 'approved',
        number: 7,
      }),
    ]);
    expect(
      (await get(`/api/user/competitions/${ids.player}/year/2024`, tickets.player)).data,
    ).toEqual([]);
  });

  it('is open to the user and to staff only', async () => {
    const url = `/api/user/competitions/${ids.player}/year/2025`;
    expect((await get(url, tickets.staff)).data).toHaveLength(1);
    expect(await get(url, tickets.other)).toMatchObject({
      code: ErrorCode.forbidden,
      message: '只能查看本人参加的比赛',
    });
    expect((await get(url, tickets.contact)).code).toBe(ErrorCode.forbidden);
    expect((await get(url)).code).toBe(401);
  });

  it('checks the year', async () => {
    const body = await get(`/api/user/competitions/${ids.player}/year/1999`, tickets.player);
    expect(body).toMatchObject({ code: ErrorCode.validation, message: '年份不能早于 2000 年' });
  });
});
