// @vitest-environment node
// The sign-up export read back: the XLSX through read-excel-file (a reader independent of the
// writer's code), the CSV as Excel would take it (byte-order mark, quoting, no formulas). In Node:
// jsdom's Blob cannot hand its bytes back.
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { TrainingSignupRow } from '../../../contract/admin-trainings';
import { exportFileName, signupCsv, signupXlsx } from './signup-export';

const LIST: TrainingSignupRow[] = [
  { userId: 2, name: '李明', phone: '13800000001', signedUpAt: '2026-11-24T02:05:00.000Z' },
  {
    userId: 9,
    name: '=HYPERLINK("x"),王',
    phone: '13600000009',
    signedUpAt: '2026-11-24T03:30:00.000Z',
  },
];

describe('the XLSX export', () => {
  it('holds a header and every signed-up person, phones as text', async () => {
    const blob = await signupXlsx(LIST);
    const rows = await readSheet(blob);
    expect(rows).toEqual([
      ['序号', '姓名', '手机号', '报名时间'],
      ['1', '李明', '13800000001', '2026-11-24 10:05'],
      ['2', '=HYPERLINK("x"),王', '13600000009', '2026-11-24 11:30'],
    ]);
  });
});

describe('the CSV export', () => {
  it('starts with a byte-order mark and quotes, defusing a cell Excel would run', () => {
    const csv = signupCsv(LIST);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '序号,姓名,手机号,报名时间',
      '1,李明,13800000001,2026-11-24 10:05',
      `2,"'=HYPERLINK(""x""),王",13600000009,2026-11-24 11:30`,
      '',
    ]);
  });

  it('names the file after the course without characters a file system refuses', () => {
    expect(exportFileName('2026/第一期 裁判员:培训', 'csv')).toBe(
      '2026_第一期 裁判员_培训-报名名单.csv',
    );
  });
});
