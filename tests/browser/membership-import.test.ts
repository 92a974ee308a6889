// Staff import the association's 200-row members sheet with 7 bad rows at 1366×900, get the 7
// back in the report, and the page holds at 390×844 too (tests/browser/membership/import-steps.ts).
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import { downloadReport, previewAndImportSheet, SHEET_200 } from './membership/import-steps';

const bed = portalTestBed();
const { url, contextAs, lookAt } = consoleSteps(bed, 'membership-import', {
  acceptDownloads: true,
});

test('staff import a 200-row sheet and download the report of its 7 bad rows', async () => {
  const tab = await (await contextAs(DESKTOP, STAFF_PHONE)).newPage();
  await previewAndImportSheet(tab, { url, lookAt });
  await downloadReport(tab);

  // The same sheet again, on a phone: nothing left to import, every row accounted for.
  const phone = await (await contextAs(PHONE, STAFF_PHONE)).newPage();
  await phone.goto(url('/admin/imports'));
  await phone.getByLabel('表格文件').setInputFiles(SHEET_200);
  await phone.getByText('共 200 行：可导入 0 行，有问题 200 行（其中 195 行已存在）').waitFor();
  await lookAt(phone, 'again');
});
