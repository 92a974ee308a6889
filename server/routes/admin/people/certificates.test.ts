import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMember, AdminMemberDetail } from '../../../../src/contract/admin-people';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import {
  as,
  auditRows,
  seedPeopleFixture,
  type PeopleFixture,
} from '../../../test-support/people-test-fixture';

let t: TestApp;
let f: PeopleFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedPeopleFixture(t.db);
});
afterEach(() => t.close());

type Page<T> = { list: T[]; total: number; page: number; size: number };
const judge = { kind: 'judge', level: 'level1', number: 'CP20260001', issuedOn: '2026-03-01' };
const certificateCount = async () =>
  (await t.db.selectFrom('certificates').select('id').execute()).length;

describe('GET /api/admin/people/members', () => {
  it('searches by name or phone, type and account state', async () => {
    const staff = as(t.app, f.tickets.staff);
    const byName = await staff<Page<AdminMember>>('GET', '/api/admin/people/members?q=张三');
    expect(byName.data.list.map((m) => m.id)).toEqual([f.player]);
    expect(byName.data.list[0]).toMatchObject({
      phone: f.playerPhone,
      type: 'player',
      disabled: false,
      mustChangePassword: false,
    });
    const byPhone = await staff<Page<AdminMember>>('GET', '/api/admin/people/members?q=00000003');
    expect(byPhone.data.list.map((m) => m.id)).toEqual([f.volunteer]);
    const staffOnly = await staff<Page<AdminMember>>('GET', '/api/admin/people/members?type=staff');
    expect(staffOnly.data.list.map((m) => m.id).sort()).toEqual([f.staff, f.otherStaff].sort());

    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', f.player).execute();
    const disabled = await staff<Page<AdminMember>>(
      'GET',
      '/api/admin/people/members?state=disabled',
    );
    expect(disabled.data.list.map((m) => m.id)).toEqual([f.player]);
    const enabled = await staff<Page<AdminMember>>(
      'GET',
      '/api/admin/people/members?state=enabled',
    );
    expect(enabled.data.total).toBe(6);

    expect((await staff('GET', '/api/admin/people/members?type=boss')).code).toBe(1001);
    expect((await staff('GET', `/api/admin/people/members?q=${'长'.repeat(51)}`)).code).toBe(1001);
  });

  it('answers a person with their club and certificates, and 不存在 for an unknown id', async () => {
    const staff = as(t.app, f.tickets.staff);
    const detail = await staff<AdminMemberDetail>('GET', `/api/admin/people/members/${f.contact}`);
    expect(detail.data).toMatchObject({ id: f.contact, name: '联系人王五', certificates: [] });
    const missing = await staff('GET', '/api/admin/people/members/999999');
    expect(missing).toMatchObject({ code: 1004, message: '用户不存在' });
  });
});

describe('certificates', () => {
  it('grants a judge certificate that the query centre shows under 裁判员', async () => {
    const granted = await as(t.app, f.tickets.staff)<AdminMemberDetail>(
      'POST',
      `/api/admin/people/members/${f.player}/certificates`,
      judge,
    );
    expect(granted).toMatchObject({ code: 0, message: '证书已授予' });
    expect(granted.data.certificates).toEqual([
      expect.objectContaining({ kind: 'judge', level: 'level1', levelName: '一级' }),
    ]);
    const [audit] = await auditRows(t.db, 'certificate.grant');
    expect(audit?.summary).toBe('授予裁判员证书：球员张三（CP20260001）');

    const found = await as(t.app, null)<{ list: { userId: number; number: string }[] }>(
      'GET',
      '/api/master/search?kind=judge&name=张三',
    );
    expect(found.data.list).toEqual([
      expect.objectContaining({ userId: f.player, number: 'CP20260001' }),
    ]);
  });

  it('keeps a number unique per kind and the level within CERTIFICATE_TYPE', async () => {
    const staff = as(t.app, f.tickets.staff);
    await staff('POST', `/api/admin/people/members/${f.player}/certificates`, judge);
    const twice = await staff('POST', `/api/admin/people/members/${f.contact}/certificates`, judge);
    expect(twice).toMatchObject({ code: 1009, message: '证书编号 CP20260001 已被使用' });
    // The same number as a coach certificate is another certificate.
    const coach = await staff('POST', `/api/admin/people/members/${f.contact}/certificates`, {
      ...judge,
      kind: 'coach',
    });
    expect(coach.code).toBe(0);
    const level = await staff('POST', `/api/admin/people/members/${f.contact}/certificates`, {
      ...judge,
      number: 'CP20260002',
      level: 'level9',
    });
    expect(level).toMatchObject({ code: 1000, message: '证书等级不在证书等级列表中' });
    expect(await certificateCount()).toBe(2);
  });

  it('refuses empty, too long and wrongly typed fields and changes nothing', async () => {
    const staff = as(t.app, f.tickets.staff);
    const url = `/api/admin/people/members/${f.player}/certificates`;
    const cases: [object, string][] = [
      [{}, '请选择证书类别'],
      [{ ...judge, kind: 'referee' }, '请选择证书类别'],
      [{ ...judge, level: '' }, '请选择证书等级'],
      [{ ...judge, number: '   ' }, '请输入证书编号'],
      [{ ...judge, number: 'A'.repeat(31) }, '证书编号不能超过 30 个字符'],
      [{ ...judge, number: 'CP 001' }, '证书编号只能包含字母、数字和短横线'],
      [{ ...judge, number: 1234 }, '请输入证书编号'],
      [{ ...judge, issuedOn: '2026/03/01' }, '发证日期格式应为 YYYY-MM-DD'],
      [{ ...judge, issuedOn: '2026-02-30' }, '发证日期不是有效日期'],
    ];
    for (const [payload, message] of cases) {
      const answer = await staff('POST', url, payload);
      expect(answer.code, JSON.stringify(payload)).toBe(1001);
      expect(answer.message).toBe(message);
    }
    const missing = await staff('POST', '/api/admin/people/members/999999/certificates', judge);
    expect(missing.code).toBe(1004);
    expect(await certificateCount()).toBe(0);
    expect(await auditRows(t.db, 'certificate.grant')).toHaveLength(0);
  });

  it('changes and revokes a certificate, each with its audit row', async () => {
    const staff = as(t.app, f.tickets.staff);
    const granted = await staff<AdminMemberDetail>(
      'POST',
      `/api/admin/people/members/${f.player}/certificates`,
      judge,
    );
    const id = granted.data.certificates[0]?.id;
    const changed = await staff<AdminMemberDetail>('POST', `/api/admin/people/certificates/${id}`, {
      ...judge,
      level: 'national',
    });
    expect(changed.data.certificates[0]).toMatchObject({
      id,
      level: 'national',
      levelName: '国家级',
    });
    // Keeping its own number is no conflict.
    expect(changed.code).toBe(0);
    const [audit] = await auditRows(t.db, 'certificate.change');
    expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ level: 'level1' });
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ level: 'national' });

    const revoked = await staff<AdminMemberDetail>(
      'POST',
      `/api/admin/people/certificates/${id}/revoke`,
    );
    expect(revoked).toMatchObject({ code: 0, message: '证书已吊销' });
    expect(revoked.data.certificates).toEqual([]);
    expect(await auditRows(t.db, 'certificate.revoke')).toHaveLength(1);
    const gone = await staff('POST', `/api/admin/people/certificates/${id}/revoke`);
    expect(gone).toMatchObject({ code: 1004, message: '证书不存在' });
  });
});
