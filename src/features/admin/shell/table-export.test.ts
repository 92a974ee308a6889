// @vitest-environment node
// The console's table export read back: the XLSX through read-excel-file (a reader independent of
// the writer's code), the CSV as Excel would take it (byte-order mark, quoting, no formulas). In
// Node: jsdom's Blob cannot hand its bytes back.
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv, tableXlsx } from './table-export';

const TABLE = [
  ['俱乐部', '姓名', '号码'],
  ['北京"飞"盘, 俱乐部', '李明', '07'],
  ['上海队', '=1+2', '+8613800000000'],
  ['广州队', '多行\n备注', '-'],
];

describe('the CSV', () => {
  it('starts with a byte-order mark and quotes commas, quotes and line breaks as Excel reads them', () => {
    const csv = tableCsv(TABLE);
    expect(csv.startsWith('\uFEFF俱乐部,')).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        '俱乐部,姓名,号码',
        '"北京""飞""盘, 俱乐部",李明,07',
        "上海队,'=1+2,'+8613800000000",
        '广州队,"多行\n备注",\'-',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the XLSX', () => {
  it('holds every cell as text, the Chinese intact', async () => {
    const rows = await readSheet(await tableXlsx(TABLE, { sheet: '名单', widths: [20, 10, 8] }));
    expect(rows).toEqual(TABLE);
  });

  it('names the file without characters a file system refuses', () => {
    expect(exportFileName('2026/全国:锦标赛', '名单', 'xlsx')).toBe('2026_全国_锦标赛-名单.xlsx');
  });
});
