import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminRegistration,
  Registration,
  Season,
  Waiver,
} from '../../../../src/contract/membership-season';
import { ErrorCode } from '../../../http/business-error';
import { buildSeasonTestApp, type SeasonTestApp } from '../../../test-support/season-test-fixture';

let t: SeasonTestApp;

beforeEach(async () => {
  t = await buildSeasonTestApp('2027-03-01');
});
afterEach(() => t.close());

const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const seasonRows = () => t.db.selectFrom('seasons').selectAll().orderBy('id').execute();
const body = {
  year: 2027,
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  feePlayer: '120.5',
  feeCoach: 0,
  feeJudge: 50,
  feeClub: 800,
  transferOpens: '2027-03-01',
  transferCloses: '2027-04-30',
  idNumberRequired: true,
};

describe('seasons', () => {
  it('creates a season with fees typed in yuan and kept in fen, audited', async () => {
    const created = await t.as(t.staff)<Season>('POST', '/api/admin/membership/seasons', body);
    expect(created).toMatchObject({
      code: 0,
      message: '年度已保存',
      data: {
        year: 2027,
        fees: { player: 12050, coach: 0, judge: 5000, club: 80000 },
        transferOpens: '2027-03-01',
        idNumberRequired: true,
      },
    });
    const [audit] = await auditRows('season.create');
    expect(audit?.summary).toBe('新建2027年度');
    const list = await t.as(t.staff)<Season[]>('GET', '/api/admin/membership/seasons');
    expect(list.data.map((s) => s.year)).toEqual([2027]);
  });

  it('changes a season, audited with what it was', async () => {
    const created = await t.openSeason(2027);
    const changed = await t.as(t.staff)<Season>(
      'POST',
      `/api/admin/membership/seasons/${created.id}`,
      { ...body, feePlayer: 150, transferOpens: '', transferCloses: '' },
    );
    expect(changed.data).toMatchObject({ fees: { player: 15000 }, transferOpens: null });
    const [audit] = await auditRows('season.change');
    expect(JSON.parse(audit?.before ?? '')).toMatchObject({ fee_player_fen: 12000 });
  });

  it('refuses a taken year, dates out of order and a fee with three decimals, changing nothing', async () => {
    await t.openSeason(2027);
    const before = await seasonRows();
    const refused = (payload: object) =>
      t.as(t.staff)('POST', '/api/admin/membership/seasons', { ...body, ...payload });
    expect(await refused({})).toMatchObject({
      code: ErrorCode.conflict,
      message: '2027年度已存在',
    });
    expect(
      await refused({ year: 2028, endsOn: '2027-12-31', startsOn: '2028-01-01' }),
    ).toMatchObject({ code: 1001, message: '结束日期须晚于开始日期' });
    expect(await refused({ year: 2028, feePlayer: '1.005' })).toMatchObject({
      message: '球员会费最多两位小数',
    });
    expect(await refused({ year: 2028, feeJudge: -1 })).toMatchObject({
      message: '裁判员会费不能为负数',
    });
    expect(await refused({ year: 2028, startsOn: '2028-02-30' })).toMatchObject({
      message: '开始日期不是有效日期',
    });
    expect(
      await t.as(t.staff)('POST', '/api/admin/membership/seasons/9999', { ...body, year: 2029 }),
    ).toMatchObject({ code: ErrorCode.notFound, message: '年度不存在' });
    expect(await seasonRows()).toEqual(before);
    expect(await auditRows('season.change')).toEqual([]);
  });
});

describe('waivers', () => {
  it('publishes versions one after another and keeps the old ones as they were', async () => {
    const first = await t.as(t.staff)<Waiver>('POST', '/api/admin/membership/waivers', {
      text: '第一版',
    });
    expect(first).toMatchObject({ message: '免责声明第 1 版已发布', data: { version: 1 } });
    await t.publishWaiver('第二版');
    const list = await t.as(t.staff)<Waiver[]>('GET', '/api/admin/membership/waivers');
    expect(list.data.map((w) => [w.version, w.text])).toEqual([
      [2, '第二版'],
      [1, '第一版'],
    ]);
    expect((await auditRows('waiver.publish')).map((a) => a.summary)).toEqual([
      '发布免责声明第 1 版',
      '发布免责声明第 2 版',
    ]);
    expect(
      await t.as(t.staff)('POST', '/api/admin/membership/waivers', { text: '   ' }),
    ).toMatchObject({ code: 1001, message: '请填写免责声明' });
  });
});

describe('reviewing registrations', () => {
  it('lists by season, state and kind; approves a free one; refuses approving one with a fee; rejects with a reason the member sees', async () => {
    const season = await t.openSeason(2027);
    await t.publishWaiver('免责声明');
    const coach = await t.person({ phone: '13900000021', name: '教练甲', birthDate: '1990-01-01' });
    const player = await t.person({
      phone: '13900000022',
      name: '球员乙',
      birthDate: '1990-01-01',
    });
    const register = (ticket: string, kind: string) =>
      t.as(ticket)<Registration>('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind,
        waiverVersion: 1,
      });
    const free = (await register(coach.ticket, 'coach')).data;
    const paid = (await register(player.ticket, 'player')).data;

    const list = (query: string) =>
      t.as(t.staff)<{ list: AdminRegistration[]; total: number }>(
        'GET',
        `/api/admin/membership/registrations?${query}`,
      );
    expect((await list(`seasonId=${season.id}`)).data.total).toBe(2);
    const review = await list('status=awaiting_review');
    expect(review.data.list).toEqual([
      expect.objectContaining({ id: free.id, name: '教练甲', phone: '13900000021', kind: 'coach' }),
    ]);
    expect((await list('kind=player&q=球员')).data.list.map((r) => r.id)).toEqual([paid.id]);
    expect(await list('status=paid')).toMatchObject({ code: 1001, message: '状态不正确' });

    const approved = await t.as(t.staff)<AdminRegistration>(
      'POST',
      `/api/admin/membership/registrations/${free.id}/approve`,
    );
    expect(approved).toMatchObject({ message: '已审核通过', data: { statusLabel: '有效' } });
    expect((await auditRows('registration.approve'))[0]?.summary).toBe(
      '审核通过2027年度教练员注册：教练甲',
    );
    expect(
      await t.as(t.staff)('POST', `/api/admin/membership/registrations/${free.id}/approve`),
    ).toMatchObject({ code: ErrorCode.conflict, message: '只有待审核的注册可以审核通过' });
    await t.db
      .updateTable('season_registrations')
      .set({ status: 'awaiting_review' })
      .where('id', '=', paid.id)
      .execute();
    expect(
      await t.as(t.staff)('POST', `/api/admin/membership/registrations/${paid.id}/approve`),
    ).toMatchObject({ message: '该注册需缴费，请在缴费审核中确认' });

    const reject = (reason: string) =>
      t.as(t.staff)<AdminRegistration>(
        'POST',
        `/api/admin/membership/registrations/${paid.id}/reject`,
        { reason },
      );
    expect(await reject('')).toMatchObject({ code: 1001, message: '请填写驳回理由' });
    expect((await reject('照片不清楚')).data).toMatchObject({
      status: 'rejected',
      rejectReason: '照片不清楚',
    });
    expect(await reject('再次')).toMatchObject({ message: '该注册已驳回' });
    expect(await auditRows('registration.reject')).toHaveLength(1);
    const mine = await t.as(player.ticket)<{ registrations: Registration[] }>(
      'GET',
      '/api/user/season',
    );
    expect(mine.data.registrations[0]).toMatchObject({
      statusLabel: '已驳回',
      rejectReason: '照片不清楚',
    });
  });
});

describe('certificates that expire', () => {
  it('keeps a valid-until date, lists those ending within 60 days, and the query centre shows 有效 / 已过期', async () => {
    const holder = await t.person({ phone: '13900000031', name: '裁判丙' });
    await t.db
      .insertInto('lovs')
      .values({ type: 'CERTIFICATE_TYPE', value: 'level1', name: '一级', sort: 1 })
      .execute();
    const grant = (number: string, validUntil: string) =>
      t.as(t.staff)('POST', `/api/admin/people/members/${holder.id}/certificates`, {
        kind: 'judge',
        level: 'level1',
        number,
        issuedOn: '2026-01-01',
        validUntil,
      });
    expect((await grant('SOON', '2027-04-15')).code).toBe(0);
    expect((await grant('LATER', '2027-06-01')).code).toBe(0);
    expect((await grant('PAST', '2027-02-28')).code).toBe(0);
    expect((await grant('NEVER', '')).code).toBe(0);
    expect(await grant('BAD', '2027-13-01')).toMatchObject({
      code: 1001,
      message: '有效期不是有效日期',
    });

    const expiring = await t.as(t.staff)<{ number: string; validUntil: string }[]>(
      'GET',
      '/api/admin/membership/certificates/expiring',
    );
    expect(expiring.data.map((c) => [c.number, c.validUntil])).toEqual([['SOON', '2027-04-15']]);

    const found = await t.as(null)<{ list: { number: string; validity: string }[] }>(
      'GET',
      '/api/master/search?kind=judge&pageSize=100',
    );
    expect(Object.fromEntries(found.data.list.map((c) => [c.number, c.validity]))).toEqual({
      SOON: '有效',
      LATER: '有效',
      PAST: '已过期',
      NEVER: '有效',
    });
  });
});
