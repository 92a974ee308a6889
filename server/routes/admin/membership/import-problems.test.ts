// What the import refuses (docs/membership.md, "Importing lists"): each kind of row problem, named
// in Chinese on its row and left out while the good rows go in; headers mapped tolerantly and the
// unknown ones refused by name; a file that is not a spreadsheet, or has too many rows, refused
// whole; and a preview that cannot be forged, because the import checks the file afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ROW_LIMIT } from '../../../../src/contract/admin-membership-import';
import { issueTicket } from '../../../auth/tickets';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { commitImport, previewImport } from '../../../test-support/import-client';
import { PNG, zip } from '../../../test-support/sample-files';
import { createTestClub } from '../../../test-support/test-clubs';
import { createTestUser } from '../../../test-support/test-users';

let t: TestApp;
let ticket: string;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createTestUser(t.db, { phone: '13900000001', type: 'staff', name: '王干事' });
  ticket = await issueTicket(t.db, staff, t.app.now());
  await createTestUser(t.db, { phone: '13900000002', name: '老会员' });
  const other = await createTestUser(t.db, { phone: '13900000003', name: '另一联系人' });
  await createTestClub(t.db, { name: '北京飞羽飞盘俱乐部', contactUserId: other });
  await createTestClub(t.db, { name: '待审飞盘俱乐部', status: 'pending' });
  await t.db
    .insertInto('lovs')
    .values([{ type: 'CERTIFICATE_TYPE', value: 'level1', name: '一级', sort: 1 }])
    .execute();
  await t.db
    .insertInto('certificates')
    .values({
      user_id: other,
      kind: 'coach',
      level: 'level1',
      number: 'JL-TAKEN',
      issued_on: '2024-01-01',
    })
    .execute();
});
afterAll(() => t.close());

const csv = (lines: readonly string[]) => Buffer.from(`${lines.join('\n')}\n`);
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('each problem of a member row', () => {
  const file = csv([
    '姓名,手机号,性别,出生日期,俱乐部,证书类型,证书编号,证书等级,发证日期,有效期至',
    '好人,13912340001,男,2000-01-01,北京飞羽飞盘俱乐部,,,,,',
    ',13912340002,,,,,,,,',
    '坏号,1391234000,,,,,,,,',
    '老号,13900000002,,,,,,,,',
    '重号,139 1234 0001,,,,,,,,',
    '无会,13912340005,,,不存在俱乐部,,,,,',
    '待审,13912340006,,,待审飞盘俱乐部,,,,,',
    '坏日,13912340007,,2001-02-30,,,,,,',
    '未来,13912340008,,2999-01-01,,,,,,',
    '坏性,13912340009,未知,,,,,,,',
    '缺证,13912340010,,,,教练员,,一级,,',
    '坏类,13912340011,,,,领队,L-1,一级,2024-01-01,',
    '坏级,13912340012,,,,教练员,L-2,五级,2024-01-01,',
    '占号,13912340013,,,,教练员,JL-TAKEN,一级,2024-01-01,',
    '先过,13912340014,,,,教练员,L-3,一级,2024-05-01,2024-04-30',
    '好证,+86 139-1234-0015,女,2000年1月2日,,裁判员,CP-1,一级,20240101,2028/1/1',
    '重证,13912340016,,,,裁判员,CP-1,一级,2024-01-01,',
  ]);
  const PROBLEMS: Record<number, string[]> = {
    2: [],
    3: ['姓名不能为空'],
    4: ['手机号格式不正确（应为 11 位手机号）'],
    5: ['已存在：该手机号已是会员（老会员）'],
    6: ['与第 2 行手机号重复'],
    7: ['俱乐部「不存在俱乐部」不存在或未通过审核'],
    8: ['俱乐部「待审飞盘俱乐部」不存在或未通过审核'],
    9: ['出生日期不是有效日期（如 2001-05-03）'],
    10: ['出生日期不能晚于今天'],
    11: ['性别只能填男或女'],
    12: ['证书类型、证书编号、证书等级、发证日期须一起填写'],
    13: ['证书类型只能是教练员或裁判员'],
    14: ['证书等级「五级」不在等级列表中'],
    15: ['证书编号 JL-TAKEN 已被使用'],
    16: ['有效期至不能早于发证日期'],
    17: [],
    18: ['与第 17 行证书编号重复'],
  };

  it('names each problem on its row and counts the rows an import would store', async () => {
    const preview = (await previewImport(t.app, ticket, 'members', file, 'a.csv')).data!;
    expect(Object.fromEntries(preview.rows.map((r) => [r.line, r.problems]))).toEqual(PROBLEMS);
    expect(preview).toMatchObject({ total: 17, valid: 2, existing: 1 });
    expect(preview.rows[15]!.values).toMatchObject({
      phone: '13912340015',
      birthDate: '2000-01-02',
      issuedOn: '2024-01-01',
      validUntil: '2028-01-01',
      certificateLevel: '一级',
    });
  });

  it('stores only the rows without problems, and answers the others for the report', async () => {
    const before = await userCount();
    const result = (await commitImport(t.app, ticket, 'members', file, 'a.csv')).data!;
    expect(result.created).toBe(2);
    expect(result.leftOut.map((r) => r.line)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18,
    ]);
    expect(await userCount()).toBe(before + 2);
  });
});

describe('club rows', () => {
  it('names each problem of a club row', async () => {
    const file = csv([
      '俱乐部名称,组别,城市,联系人手机号,成立年份',
      '新俱乐部,混合组,杭州,13900000002,2019',
      '北京飞羽飞盘俱乐部,混合,北京,,',
      '坏组,青年,杭州,,',
      ',男子,,,',
      '坏年,女子,杭州,,1800',
      '无人,女子,杭州,13900009999,',
      '有主,女子,杭州,13900000003,',
      '新俱乐部,女子,杭州,,',
    ]);
    const preview = (await previewImport(t.app, ticket, 'clubs', file, 'c.csv')).data!;
    expect(preview.rows.map((r) => r.problems)).toEqual([
      [],
      ['已存在：同名俱乐部已注册'],
      ['组别只能是混合、男子或女子'],
      ['俱乐部名称不能为空', '城市不能为空'],
      ['成立年份应是 1900 年至今年之间的年份'],
      ['联系人手机号没有注册账号'],
      ['该联系人已是俱乐部「北京飞羽飞盘俱乐部」的联系人'],
      ['与第 2 行俱乐部名称重复'],
    ]);
    expect(preview.rows[0]!.values.division).toBe('混合');
  });
});

describe('headers', () => {
  it('maps headers with spaces, full-width characters, notes and synonyms', async () => {
    const file = csv(['姓　名 ,电话（必填）,*性别,ＣＩＴＹ', '孙八,13912348001,女,']);
    const body = await previewImport(t.app, ticket, 'members', file, 'h.csv');
    expect(body.message).toBe('无法识别的表头：「ＣＩＴＹ」，请改成模板中的列名');
    const mapped = csv(['姓　名 ,电话（必填）,*性别,所在城市', '孙八,13912348001,女,苏州']);
    const preview = (await previewImport(t.app, ticket, 'members', mapped, 'h.csv')).data!;
    expect(preview.rows[0]).toEqual({
      line: 2,
      values: { name: '孙八', phone: '13912348001', gender: '女', city: '苏州' },
      problems: [],
    });
  });

  it('refuses unknown, missing and repeated headers, and data without one', async () => {
    const cases: [string[], string][] = [
      [['姓名,手机号,球衣号,身高', 'a,13912348001,7,180'], '无法识别的表头：「球衣号」、「身高」'],
      [['姓名,性别', 'a,男'], '缺少必需的列：手机号'],
      [['姓名,手机号,电话', 'a,13912348001,1'], '表头「手机号」出现了不止一次'],
      [['姓名,手机号,', 'a,13912348001,x'], '第 3 列有数据但没有表头'],
      [['姓名,手机号'], '表格只有表头，没有数据行'],
      [[',,', 'a,b,c'], '表格第一行应是表头，但它是空的'],
    ];
    for (const [lines, message] of cases) {
      const body = await previewImport(t.app, ticket, 'members', csv(lines), 'h.csv');
      expect(body.code).not.toBe(0);
      expect(body.message).toContain(message);
    }
  });
});

describe('files that are not a list to import', () => {
  it('refuses an image, a ZIP that is no workbook, a PDF and UTF-16 text', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n');
    const utf16 = Buffer.from('\uFEFF姓名,手机号\n', 'utf16le');
    const files: [Buffer, string][] = [
      [PNG, '文件不是 XLSX 或 CSV 表格'],
      [zip({ 'a.txt': 'hello' }), '表格无法读取'],
      [pdf, '文件不是 XLSX 或 CSV 表格'],
      [utf16, '文件不是 XLSX 或 CSV 表格'],
    ];
    const before = await userCount();
    for (const [bytes, message] of files) {
      const body = await commitImport(t.app, ticket, 'members', bytes, 'x.xlsx');
      expect(body.code).not.toBe(0);
      expect(body.message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a sheet over the row limit, and an empty body or an unknown list', async () => {
    const rows = Array.from({ length: IMPORT_ROW_LIMIT + 1 }, (_, i) => `人${i},1${i}`);
    const big = await commitImport(t.app, ticket, 'members', csv(['姓名,手机号', ...rows]));
    expect(big.message).toBe(
      `表格有 ${IMPORT_ROW_LIMIT + 1} 行数据，一次最多导入 ${IMPORT_ROW_LIMIT} 行，请拆成几个文件分别导入`,
    );
    const empty = await previewImport(t.app, ticket, 'members', Buffer.alloc(0));
    expect(empty.message).toContain('文件是空的');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/admin/membership/imports/preview?list=coaches&fileName=a.csv',
      headers: { ticket, 'content-type': 'application/octet-stream' },
      payload: csv(['姓名,手机号', '甲,13912347001']),
    });
    expect(list.json().message).toContain('导入类别只能是会员或俱乐部');
  });
});

describe('a preview cannot be forged', () => {
  it('checks the file again on import: a row that became a duplicate is left out', async () => {
    const file = csv(['姓名,手机号', '周九,13912346001', '吴十,13912346002']);
    const preview = (await previewImport(t.app, ticket, 'members', file)).data!;
    expect(preview.valid).toBe(2);
    await createTestUser(t.db, { phone: '13912346002', name: '抢先' });
    const result = (await commitImport(t.app, ticket, 'members', file)).data!;
    expect(result.created).toBe(1);
    expect(result.leftOut).toEqual([
      {
        line: 3,
        values: { name: '吴十', phone: '13912346002' },
        problems: ['已存在：该手机号已是会员（抢先）'],
      },
    ]);
  });
});
