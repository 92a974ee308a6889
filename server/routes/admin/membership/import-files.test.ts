// Importing the association's lists from real files (docs/membership.md, "Importing lists"). The
// fixtures were saved by Gnumeric 1.12.55 (Debian's gnumeric, ssconvert) from the content in
// scripts/make-import-fixtures.mjs: an XLSX with dates as date cells and phones as numbers, the
// same members as a UTF-8 CSV and as a GB18030 (GBK) CSV, and a clubs XLSX. Every file reads to the
// same rows; an import stores accounts, memberships and certificates in one transaction with one
// audit row; the same file imported twice changes nothing; a failure midway leaves nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../../auth/tickets';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { commitImport, previewImport } from '../../../test-support/import-client';
import { createTestClub } from '../../../test-support/test-clubs';
import { createTestUser } from '../../../test-support/test-users';

const FIXTURES = path.resolve(__dirname, '../../../domain/membership/import/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

let t: TestApp;
let ticket: string;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createTestUser(t.db, { phone: '13900000001', type: 'staff', name: '王干事' });
  ticket = await issueTicket(t.db, staff, t.app.now());
  await createTestClub(t.db, { name: '北京飞羽飞盘俱乐部' });
  await createTestClub(t.db, { name: '上海浦江飞盘俱乐部' });
  await t.db
    .insertInto('lovs')
    .values([
      { type: 'CERTIFICATE_TYPE', value: 'national', name: '国家级', sort: 1 },
      { type: 'CERTIFICATE_TYPE', value: 'level1', name: '一级', sort: 2 },
    ])
    .execute();
});
afterAll(() => t.close());

const count = async (table: 'users' | 'memberships' | 'certificates' | 'clubs' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const LI_NA = {
  name: '李娜',
  phone: '13912340002',
  gender: '女',
  birthDate: '1998-11-02',
  club: '上海浦江飞盘俱乐部',
  certificateKind: '教练员',
  certificateNumber: 'JL-2024-001',
  certificateLevel: '一级',
  issuedOn: '2024-03-01',
  validUntil: '2027-02-28',
};

describe('members from an XLSX, a UTF-8 CSV and a GBK CSV', () => {
  it('reads the same five rows, without problems, from each file', async () => {
    const previews = await Promise.all(
      ['members.xlsx', 'members-utf8.csv', 'members-gbk.csv'].map(async (name) => {
        const body = await previewImport(t.app, ticket, 'members', fixture(name), name);
        expect(body.code, `${name}: ${body.message}`).toBe(0);
        return body.data!;
      }),
    );
    for (const preview of previews) {
      expect(preview).toMatchObject({ list: 'members', total: 5, valid: 5, existing: 0 });
      expect(preview.rows.map((r) => r.values.name)).toEqual([
        '张伟',
        '李娜',
        '欧阳喆',
        '龚琰',
        '王磊',
      ]);
      expect(preview.rows[1]).toEqual({ line: 3, values: LI_NA, problems: [] });
    }
    expect(previews[2]!.rows).toEqual(previews[0]!.rows);
    expect(await count('users')).toBe(1);
  });

  it('imports the rows in one transaction with one audit row', async () => {
    const body = await commitImport(t.app, ticket, 'members', fixture('members.xlsx'), '会员.xlsx');
    expect(body.code, body.message).toBe(0);
    expect(body.data).toMatchObject({ total: 5, created: 5, existing: 0, leftOut: [] });
    const liNa = await t.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', '13912340002')
      .executeTakeFirstOrThrow();
    expect(liNa).toMatchObject({
      name: '李娜',
      type: 'player',
      gender: 'F',
      birth_date: '1998-11-02',
      birth_year: 1998,
      must_change_password: 0,
      disabled: 0,
    });
    expect(liNa.password_hash).toMatch(/^scrypt\$/);
    const memberships = await t.db
      .selectFrom('memberships')
      .innerJoin('clubs', 'clubs.id', 'memberships.club_id')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.name', 'clubs.name as club', 'memberships.status', 'memberships.id'])
      .orderBy('users.phone')
      .execute();
    expect(memberships.map((m) => [m.name, m.club, m.status])).toEqual([
      ['张伟', '北京飞羽飞盘俱乐部', 'active'],
      ['李娜', '上海浦江飞盘俱乐部', 'active'],
      ['龚琰', '北京飞羽飞盘俱乐部', 'active'],
    ]);
    const events = await t.db.selectFrom('membership_events').select('status').execute();
    expect(events).toEqual(memberships.map(() => ({ status: 'active' })));
    const certificates = await t.db
      .selectFrom('certificates')
      .select(['user_id', 'kind', 'level', 'number', 'issued_on', 'valid_until'])
      .orderBy('number')
      .execute();
    expect(certificates).toEqual([
      {
        user_id: expect.any(Number),
        kind: 'judge',
        level: 'national',
        number: 'CP-2023-017',
        issued_on: '2023-05-10',
        valid_until: '2026-05-09',
      },
      {
        user_id: liNa.id,
        kind: 'coach',
        level: 'level1',
        number: 'JL-2024-001',
        issued_on: '2024-03-01',
        valid_until: '2027-02-28',
      },
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'import.members',
      user_name: '王干事',
      summary: '导入会员名单《会员.xlsx》：共 5 行，新增 5 行，已存在 0 行，未导入 0 行',
    });
  });

  it('changes nothing when the same file (in any encoding) is imported again', async () => {
    const before = await Promise.all(
      (['users', 'memberships', 'certificates', 'audit_log'] as const).map(count),
    );
    for (const name of ['members.xlsx', 'members-gbk.csv']) {
      const preview = (await previewImport(t.app, ticket, 'members', fixture(name), name)).data!;
      expect(preview).toMatchObject({ total: 5, valid: 0, existing: 5 });
      expect(preview.rows[2]!.problems[0]).toBe('已存在：该手机号已是会员（欧阳喆）');
      const result = (await commitImport(t.app, ticket, 'members', fixture(name), name)).data!;
      expect(result).toMatchObject({ total: 5, created: 0, existing: 5 });
      expect(result.leftOut).toEqual(preview.rows);
    }
    const after = await Promise.all(
      (['users', 'memberships', 'certificates', 'audit_log'] as const).map(count),
    );
    expect(after).toEqual(before);
  });
});

describe('clubs from an XLSX', () => {
  it('previews, imports approved clubs, and finds them all existing the second time', async () => {
    const file = fixture('clubs.xlsx');
    const preview = (await previewImport(t.app, ticket, 'clubs', file)).data!;
    expect(preview).toMatchObject({ list: 'clubs', total: 3, valid: 3, existing: 0 });
    expect(preview.rows[1]!.values).toEqual({
      name: '成都熊猫飞盘俱乐部',
      division: '女子',
      city: '成都',
      contactPhone: '',
      foundedYear: '2020',
      intro: '',
    });
    const result = (await commitImport(t.app, ticket, 'clubs', file, '俱乐部.xlsx')).data!;
    expect(result).toMatchObject({ created: 3, leftOut: [] });
    const stored = await t.db
      .selectFrom('clubs')
      .select(['name', 'division', 'city', 'status', 'founded_year'])
      .where('name', '=', '武汉江城飞盘俱乐部')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      name: '武汉江城飞盘俱乐部',
      division: 'MALE',
      city: '武汉',
      status: 'approved',
      founded_year: 2016,
    });
    const again = (await previewImport(t.app, ticket, 'clubs', file)).data!;
    expect(again).toMatchObject({ valid: 0, existing: 3 });
    expect(again.rows.every((r) => r.problems[0] === '已存在：同名俱乐部已注册')).toBe(true);
  });
});

describe('one transaction', () => {
  it('leaves nothing behind when a write fails midway', async () => {
    const csv = Buffer.from(
      '姓名,手机号,证书类型,证书编号,证书等级,发证日期\n' +
        '赵六,13912349001,,,,\n' +
        '钱七,13912349002,裁判员,CP-9-001,一级,2025-01-01\n',
    );
    const before = await Promise.all((['users', 'memberships', 'audit_log'] as const).map(count));
    // The accounts go in first, the certificates after: without their table the import fails
    // after storing the accounts, and the transaction takes those back.
    await sql`ALTER TABLE certificates RENAME TO certificates_away`.execute(t.db);
    try {
      const body = await commitImport(t.app, ticket, 'members', csv, 'fail.csv');
      expect(body.code).not.toBe(0);
      expect(body.message).not.toMatch(/certificates|SQL|Error/i);
    } finally {
      await sql`ALTER TABLE certificates_away RENAME TO certificates`.execute(t.db);
    }
    const after = await Promise.all((['users', 'memberships', 'audit_log'] as const).map(count));
    expect(after).toEqual(before);
    const retried = (await commitImport(t.app, ticket, 'members', csv, 'fail.csv')).data!;
    expect(retried.created).toBe(2);
  });

  it('stores a file sent twice at once only once', async () => {
    const csv = Buffer.from('姓名,手机号\n孙一,13912348101\n孙二,13912348102\n');
    const before = Number(await count('users'));
    const answers = await Promise.all([
      commitImport(t.app, ticket, 'members', csv, 'twice.csv'),
      commitImport(t.app, ticket, 'members', csv, 'twice.csv'),
    ]);
    // One stores both rows; the other found them stored, or (PostgreSQL, both checked before
    // either wrote) was refused by the unique index, its transaction taken back.
    const said = answers.map((a) => (a.code === 0 ? a.data!.created : a.message)).sort();
    expect([
      [0, 2],
      [2, '导入时名单已被其他操作修改，请重新预览后再导入'],
    ]).toContainEqual(said);
    expect(await count('users')).toBe(before + 2);
  });
});
