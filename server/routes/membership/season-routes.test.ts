import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ClubSeason,
  MySeason,
  Registration,
  Season,
} from '../../../src/contract/membership-season';
import { ErrorCode } from '../../http/business-error';
import { buildSeasonTestApp, type SeasonTestApp } from '../../test-support/season-test-fixture';
import { createTestClub, createTestMembership } from '../../test-support/test-clubs';

let t: SeasonTestApp;
let season: Season;

beforeEach(async () => {
  t = await buildSeasonTestApp('2027-03-01');
  season = await t.openSeason(2027);
  await t.publishWaiver('第一版免责声明');
});
afterEach(() => t.close());

const registrations = () =>
  t.db.selectFrom('season_registrations').selectAll().orderBy('id').execute();
const guardian = {
  guardianName: '王父',
  guardianPhone: '13911112222',
  guardianRelation: '父亲',
  guardianConsent: true,
};

describe('POST /api/user/season/registrations', () => {
  it('registers an adult player who accepts the current waiver: 待缴费 with the fee, kept with its version', async () => {
    const { id, ticket } = await t.person({ phone: '13900000001' });
    const answer = await t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: season.id,
      kind: 'player',
      waiverVersion: 1,
      birthDate: '1995-06-01',
    });
    expect(answer).toMatchObject({
      code: 0,
      message: '注册已提交',
      data: {
        year: 2027,
        kind: 'player',
        status: 'awaiting_payment',
        statusLabel: '待缴费',
        feeFen: 12000,
        waiverVersion: 1,
        waiverAcceptedAt: '2027-03-01T12:00:00.000Z',
        minor: false,
      },
    });
    const user = await t.db
      .selectFrom('users')
      .select('birth_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.birth_date).toBe('1995-06-01');

    const mine = await t.as(ticket)<MySeason>('GET', '/api/user/season');
    expect(mine.data).toMatchObject({
      season: { year: 2027, fees: { player: 12000, coach: 0 } },
      waiver: { version: 1, text: '第一版免责声明' },
      birthDate: '1995-06-01',
      registrations: [{ kind: 'player', statusLabel: '待缴费' }],
    });
  });

  it('sends a kind whose fee is 0 straight to 待审核, and refuses a second registration of a kind', async () => {
    const { ticket } = await t.person({ phone: '13900000002', birthDate: '1990-01-01' });
    const register = (kind: string) =>
      t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind,
        waiverVersion: 1,
      });
    expect((await register('coach')).data.status).toBe('awaiting_review');
    const before = await registrations();
    expect(await register('coach')).toMatchObject({
      code: ErrorCode.conflict,
      message: '你已登记2027年度的教练员注册，不能重复注册',
    });
    expect(await registrations()).toEqual(before);
    expect((await register('player')).data.status).toBe('awaiting_payment');
  });

  it('keeps a registration without the waiver as 待提交, and refuses a waiver that is no longer current', async () => {
    const { ticket } = await t.person({ phone: '13900000003', birthDate: '1990-01-01' });
    const draft = await t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: season.id,
      kind: 'judge',
      waiverVersion: null,
    });
    expect(draft).toMatchObject({ code: 0, message: '注册已保存', data: { status: 'draft' } });

    await t.publishWaiver('第二版免责声明');
    const before = await registrations();
    expect(
      await t.as(ticket)('POST', `/api/user/season/registrations/${draft.data.id}/submit`, {
        waiverVersion: 1,
      }),
    ).toMatchObject({ code: ErrorCode.conflict, message: '免责声明已更新，请阅读并接受最新版本' });
    expect(
      await t.as(ticket)('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind: 'player',
        waiverVersion: 1,
      }),
    ).toMatchObject({ message: '免责声明已更新，请阅读并接受最新版本' });
    expect(
      await t.as(ticket)('POST', `/api/user/season/registrations/${draft.data.id}/submit`, {
        waiverVersion: null,
      }),
    ).toMatchObject({ message: '请阅读并接受免责声明' });
    expect(await registrations()).toEqual(before);

    const submitted = await t.as(ticket)<Registration>(
      'POST',
      `/api/user/season/registrations/${draft.data.id}/submit`,
      { waiverVersion: 2 },
    );
    expect(submitted.data).toMatchObject({ status: 'awaiting_payment', waiverVersion: 2 });
    expect(
      await t.as(ticket)('POST', `/api/user/season/registrations/${draft.data.id}/submit`, {
        waiverVersion: 2,
      }),
    ).toMatchObject({ code: ErrorCode.conflict, message: '该注册已提交，不能重复提交' });
  });

  it('keeps a minor 待提交 until the guardian consents, and refuses to submit without one', async () => {
    const { ticket } = await t.person({ phone: '13900000004' });
    // 18 on 2027-01-02: still 17 on the season's first day.
    const draft = await t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: season.id,
      kind: 'player',
      waiverVersion: 1,
      birthDate: '2009-01-02',
    });
    expect(draft.data).toMatchObject({ status: 'draft', minor: true, guardian: null });
    const url = `/api/user/season/registrations/${draft.data.id}/submit`;
    const before = await registrations();
    expect(await t.as(ticket)('POST', url, { waiverVersion: 1 })).toMatchObject({
      message: '未满 18 周岁须填写监护人姓名、电话、关系并勾选监护人同意',
    });
    expect(
      await t.as(ticket)('POST', url, {
        waiverVersion: 1,
        guardian: { ...guardian, guardianConsent: false },
      }),
    ).toMatchObject({ code: 1001, message: '请勾选监护人同意' });
    expect(
      await t.as(ticket)('POST', url, {
        waiverVersion: 1,
        guardian: { ...guardian, guardianPhone: '1391111' },
      }),
    ).toMatchObject({ code: 1001, message: '手机号格式不正确' });
    expect(await registrations()).toEqual(before);

    const done = await t.as(ticket)<Registration>('POST', url, { waiverVersion: 1, guardian });
    expect(done.data).toMatchObject({
      status: 'awaiting_payment',
      guardian: { name: '王父', phone: '13911112222', relation: '父亲' },
    });
    const row = await t.db
      .selectFrom('season_registrations')
      .select('guardian_consented_at')
      .where('id', '=', draft.data.id)
      .executeTakeFirstOrThrow();
    expect(row.guardian_consented_at).toBe('2027-03-01T12:00:00.000Z');
  });

  it('treats someone 18 on the first day as an adult, and asks for a birth date it needs', async () => {
    const { ticket } = await t.person({ phone: '13900000005' });
    const register = (body: object) =>
      t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind: 'player',
        waiverVersion: 1,
        ...body,
      });
    expect(await register({})).toMatchObject({ message: '请填写出生日期，以确认是否未满 18 周岁' });
    expect(await register({ birthDate: '2030-01-01' })).toMatchObject({
      message: '出生日期不能晚于今天',
    });
    expect(await register({ birthDate: '2009-02-30' })).toMatchObject({
      code: 1001,
      message: '出生日期不是有效日期',
    });
    expect(await registrations()).toEqual([]);
    expect((await register({ birthDate: '2009-01-01' })).data).toMatchObject({
      status: 'awaiting_payment',
      minor: false,
    });
  });

  it('refuses a season that has ended, shows last season as 已过期, and renews into the next', async () => {
    const { id, ticket: before2028 } = await t.person({
      phone: '13900000006',
      birthDate: '1990-01-01',
    });
    const first = await t.as(before2028)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: season.id,
      kind: 'player',
      waiverVersion: null,
    });
    const next = await t.openSeason(2028);
    t.setToday('2028-01-10');
    const ticket = await t.ticketOf(id);
    const before = await registrations();
    expect(
      await t.as(ticket)('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind: 'coach',
        waiverVersion: 1,
      }),
    ).toMatchObject({ message: '2027年度已结束，不能再注册或续费' });
    expect(
      await t.as(ticket)('POST', `/api/user/season/registrations/${first.data.id}/submit`, {
        waiverVersion: 1,
      }),
    ).toMatchObject({ message: '2027年度已结束，不能再注册或续费' });
    expect(await registrations()).toEqual(before);

    const mine = await t.as(ticket)<MySeason>('GET', '/api/user/season');
    expect(mine.data.season?.year).toBe(2028);
    expect(mine.data.registrations.map((r) => [r.year, r.statusLabel])).toEqual([[2027, '已过期']]);
    const renewed = await t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: next.id,
      kind: 'player',
      waiverVersion: 1,
    });
    expect(renewed.data).toMatchObject({ year: 2028, status: 'awaiting_payment' });
  });

  it('answers 不存在 for an unknown season and refuses another person’s draft', async () => {
    const owner = await t.person({ phone: '13900000007', birthDate: '1990-01-01' });
    const other = await t.person({ phone: '13900000008', birthDate: '1990-01-01' });
    expect(
      await t.as(owner.ticket)('POST', '/api/user/season/registrations', {
        seasonId: 9999,
        kind: 'player',
        waiverVersion: 1,
      }),
    ).toMatchObject({ code: ErrorCode.notFound, message: '年度不存在' });
    const draft = await t.as(owner.ticket)<Registration>('POST', '/api/user/season/registrations', {
      seasonId: season.id,
      kind: 'player',
      waiverVersion: null,
    });
    expect(
      await t.as(other.ticket)('POST', `/api/user/season/registrations/${draft.data.id}/submit`, {
        waiverVersion: 1,
      }),
    ).toMatchObject({ code: ErrorCode.forbidden, message: '这不是你的注册' });
  });
});

describe('the club centre and the query centre', () => {
  it('registers the contact’s club once and shows each member’s status; the query centre shows 有效/未注册/已过期', async () => {
    const contact = await t.person({ phone: '13900000010', type: 'contact', name: '联系人' });
    const club = await createTestClub(t.db, { name: '测试飞盘俱乐部', contactUserId: contact.id });
    const active = await t.person({
      phone: '13900000011',
      name: '有效球员',
      birthDate: '1990-01-01',
    });
    const pending = await t.person({
      phone: '13900000012',
      name: '待缴球员',
      birthDate: '1990-01-01',
    });
    const none = await t.person({ phone: '13900000013', name: '未注册球员' });
    for (const member of [active, pending, none]) {
      await createTestMembership(t.db, club, member.id, 'active');
    }
    for (const member of [active, pending]) {
      await t.as(member.ticket)('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind: 'player',
        waiverVersion: 1,
      });
    }
    await t.db
      .updateTable('season_registrations')
      .set({ status: 'active' })
      .where('user_id', '=', active.id)
      .execute();

    const registered = await t.as(contact.ticket)<Registration>(
      'POST',
      '/api/club/season/registration',
      { seasonId: season.id, waiverVersion: 1 },
    );
    expect(registered.data).toMatchObject({
      kind: 'club',
      status: 'awaiting_payment',
      feeFen: 80000,
    });
    expect(
      await t.as(contact.ticket)('POST', '/api/club/season/registration', {
        seasonId: season.id,
        waiverVersion: 1,
      }),
    ).toMatchObject({
      code: ErrorCode.conflict,
      message: '俱乐部已登记2027年度注册，不能重复注册',
    });
    expect(
      await t.as(active.ticket)('POST', '/api/club/season/registration', {
        seasonId: season.id,
        waiverVersion: 1,
      }),
    ).toMatchObject({ code: ErrorCode.forbidden, message: '只有俱乐部联系人可以为俱乐部注册' });

    const roster = await t.as(contact.ticket)<{ name: string; seasonStatus: string }[]>(
      'GET',
      '/api/club/members',
    );
    expect(roster.data.map((m) => [m.name, m.seasonStatus])).toEqual([
      ['有效球员', '有效'],
      ['待缴球员', '待缴费'],
      ['未注册球员', '未注册'],
    ]);
    const centre = await t.as(contact.ticket)<ClubSeason>('GET', '/api/club/season');
    expect(centre.data.registration?.statusLabel).toBe('待缴费');
    expect(centre.data.members.map((m) => [m.name, m.statusLabel])).toEqual([
      ['有效球员', '有效'],
      ['待缴球员', '待缴费'],
      ['未注册球员', '未注册'],
    ]);

    const publicStatus = async () => {
      const answer = await t.as(null)<{ list: { name: string; seasonStatus: string }[] }>(
        'GET',
        `/api/user/search?clubId=${club}`,
      );
      return Object.fromEntries(answer.data.list.map((p) => [p.name, p.seasonStatus]));
    };
    // A pending registration is nobody's business: the public sees 未注册.
    expect(await publicStatus()).toEqual({
      有效球员: '有效',
      待缴球员: '未注册',
      未注册球员: '未注册',
    });
    await t.openSeason(2028);
    t.setToday('2028-02-01');
    expect(await publicStatus()).toEqual({
      有效球员: '已过期',
      待缴球员: '未注册',
      未注册球员: '未注册',
    });
  });
});
