// Importing the association's lists from real files (docs/membership.md, "Importing lists"). The
// fixtures were saved by Gnumeric 1.12.55 (Debian's gnumeric, ssconvert) from the content in
// scripts/make-import-fixtures.mjs: an XLSX with dates as date cells and phones as numbers, the
// same members as a UTF-8 CSV and as a GB18030 (GBK) CSV, and a clubs XLSX. Every file reads to the
// same rows; an import stores accounts, memberships and certificates in one transaction with one
// audit row; the same file imported twice changes nothing; a failure midway leaves nothing, and two
// imports of one file at once store it once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../../auth/tickets';
import { isPostgres } from '../../../db/connect';
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

type Counted =
  'users' | 'memberships' | 'membership_events' | 'certificates' | 'clubs' | 'audit_log';
const count = async (table: Counted) =>
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
  /**
   * Makes every insert into `table` fail, as a full disk or a lost connection would midway: a
   * trigger, so the failure comes from the database itself inside the import's transaction.
   */
  async function failingInserts(table: 'certificates' | 'audit_log') {
    if (isPostgres(t.db)) {
      await sql`CREATE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`.execute(t.db);
      await sql`CREATE TRIGGER fail_insert BEFORE INSERT ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION fail_insert()`.execute(t.db);
      return async () => {
        await sql`DROP TRIGGER fail_insert ON ${sql.table(table)}`.execute(t.db);
        await sql`DROP FUNCTION fail_insert()`.execute(t.db);
      };
    }
    await sql`CREATE TRIGGER fail_insert BEFORE INSERT ON ${sql.table(table)}
      BEGIN SELECT RAISE(ABORT, 'injected'); END`.execute(t.db);
    return async () => void (await sql`DROP TRIGGER fail_insert`.execute(t.db));
  }

  const TABLES = [
    'users',
    'memberships',
    'membership_events',
    'certificates',
    'audit_log',
  ] as const;

  it('leaves nothing behind when a write fails midway or at its last statement', async () => {
    // Enough rows for several statements of accounts; one with a club, one with a certificate.
    const rows = Array.from(
      { length: 2100 },
      (_, i) => `成员${i},1391235${String(i).padStart(4, '0')},,`,
    );
    const csv = Buffer.from(
      ['姓名,手机号,俱乐部,证书类型,证书编号,证书等级,发证日期', ...rows].join('\n') +
        '\n赵六,13912349001,北京飞羽飞盘俱乐部,,,,' +
        '\n钱七,13912349002,,裁判员,CP-9-001,一级,2025-01-01\n',
    );
    const before = await Promise.all(TABLES.map(count));
    // The accounts and memberships go in before the certificates, and the audit row last.
    for (const table of ['certificates', 'audit_log'] as const) {
      const restore = await failingInserts(table);
      try {
        const body = await commitImport(t.app, ticket, 'members', csv, 'fail.csv');
        expect(body.code).not.toBe(0);
        expect(body.message).not.toMatch(/injected|certificates|audit|SQL|Error/i);
      } finally {
        await restore();
      }
      expect(await Promise.all(TABLES.map(count))).toEqual(before);
    }
    const retried = (await commitImport(t.app, ticket, 'members', csv, 'fail.csv')).data!;
    expect(retried).toMatchObject({ total: 2102, created: 2102, leftOut: [] });
    const after = await Promise.all(TABLES.map(count));
    expect(after).toEqual([
      before[0]! + 2102,
      before[1]! + 1,
      before[2]! + 1,
      before[3]! + 1,
      before[4]! + 1,
    ]);
    // And importing it again changes nothing.
    const again = (await commitImport(t.app, ticket, 'members', csv, 'fail.csv')).data!;
    expect(again).toMatchObject({ created: 0, existing: 2102 });
    expect(await Promise.all(TABLES.map(count))).toEqual(after);
  });

  it('stores a file sent twice at once only once', async () => {
    const csv = Buffer.from('姓名,手机号\n孙一,13912348101\n孙二,13912348102\n');
    const before = await Promise.all(TABLES.map(count));
    const answers = await Promise.all([
      commitImport(t.app, ticket, 'members', csv, 'twice.csv'),
      commitImport(t.app, ticket, 'members', csv, 'twice.csv'),
    ]);
    // One stores both rows. The other found them stored when it checked, or (both checked before
    // either wrote) its insert skipped the phones the first had taken meanwhile: either way it
    // stores nothing and says each row exists, with no audit row.
    const created = answers.map((a) => a.data!.created).sort();
    expect(created).toEqual([0, 2]);
    const second = answers.find((a) => a.data!.created === 0)!.data!;
    expect(second.leftOut.map((r) => r.problems)).toEqual([
      ['已存在：该手机号已是会员（孙一）'],
      ['已存在：该手机号已是会员（孙二）'],
    ]);
    expect(second.existing).toBe(2);
    const after = await Promise.all(TABLES.map(count));
    expect(after).toEqual([before[0]! + 2, before[1]!, before[2]!, before[3]!, before[4]! + 1]);
  });
});
