// The season's import steps (docs/membership.md, "Importing lists"), for the one walk through a
// season (tests/browser/membership-season-walk.test.ts): staff upload the 200-row members sheet
// (saved by Gnumeric, server/domain/membership/import/fixtures) with its 7 bad rows, see those 7
// with their problems, import the other 193, and download the report of the 7 left out.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';

export const SHEET_200 = path.resolve(
  import.meta.dirname,
  '../../../server/domain/membership/import/fixtures/members-200.xlsx',
);
/** The lines of the sheet's bad rows (the header is line 1). */
export const BAD_LINES = [21, 46, 71, 96, 121, 146, 171];

export interface ImportStepTools {
  url: (path: string) => string;
  /** Checks and screenshots the page (console-steps.ts `lookAt`). */
  lookAt: (tab: Page, name: string) => Promise<void>;
}

/** On the staff's tab (1366×900): preview the sheet, check its 7 bad rows, import the rest. */
export async function previewAndImportSheet(tab: Page, { url, lookAt }: ImportStepTools) {
  await tab.goto(url('/admin/imports'));
  await tab.getByRole('heading', { level: 1, name: '名单导入' }).waitFor();
  await tab.getByLabel('表格文件').setInputFiles(SHEET_200);
  await tab.getByText('共 200 行：可导入 193 行，有问题 7 行（其中 1 行已存在）').waitFor();
  const problems = tab.getByRole('table', { name: '有问题的行（7）' });
  const lines = await problems
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-line'))));
  assert.deepEqual(lines, BAD_LINES);
  await problems.getByText('手机号格式不正确（应为 11 位手机号）').waitFor();
  await problems.getByText('与第 11 行手机号重复').waitFor();
  await problems.getByText('俱乐部「不存在飞盘俱乐部」不存在或未通过审核').waitFor();
  await problems.getByText('出生日期不是有效日期（如 2001-05-03）').waitFor();
  await problems.getByText('性别只能填男或女').waitFor();
  await problems.getByText('已存在：该手机号已是会员', { exact: false }).waitFor();
  await problems.getByText('证书类型、证书编号、证书等级、发证日期须一起填写').waitFor();
  await lookAt(tab, 'preview');

  await tab.getByRole('button', { name: '导入 193 行' }).click();
  await tab.getByRole('status').getByText('已导入 193 行，7 行未导入').waitFor();
  await lookAt(tab, 'imported');
}

/** After the import: the report downloads as an XLSX of the 7 rows, each with its 问题. */
export async function downloadReport(tab: Page) {
  const [download] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: '下载未导入行报告（XLSX）' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'members-200-导入报告.xlsx');
  const [header, ...rows] = await readSheet(await download.path());
  assert.equal(header?.[0], '行号');
  assert.equal(header?.at(-1), '问题');
  assert.deepEqual(
    rows.map((row) => Number(row[0])),
    BAD_LINES,
  );
  assert.ok(
    rows.every((row) => String(row.at(-1) ?? '').length > 0),
    'each row says its problem',
  );
}
