// The console's downloads as staff and visitors meet them, against the real server: staff are told
// a file that lies about its type is refused, upload a PDF with a Chinese name into a new
// download, and publish it; a visitor on a phone finds it in the download centre and gets back
// exactly the bytes that were uploaded, under the same name. The console's pages at 1366×900 and
// 390×844: screenshots, no sideways scroll, no serious axe problem.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const NAME = '浏览器测试竞赛规程';
const FILE_NAME = '2026 年竞赛规程（浏览器测试）.pdf';
// A PDF's header and trailer around random bytes: any byte changed on the way shows.
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  randomBytes(64 * 1024),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bed = portalTestBed();
const { url, contextOf, contextAs, lookAt } = consoleSteps(bed, 'admin', { acceptDownloads: true });

let downloadId = 0;

test('staff upload a PDF into a new download and publish it', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/downloads'));
  await tab.getByRole('heading', { level: 1, name: '下载' }).waitFor();
  await tab.getByRole('cell', { name: '参赛报名名单模板' }).first().waitFor();
  await lookAt(tab, 'downloads');

  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('heading', { level: 1, name: '新建下载' }).waitFor();
  await tab.getByRole('button', { name: '发布' }).click();
  await tab.getByText('请填写标题').waitFor();
  await tab.getByText('请上传文件').waitFor();

  const file = tab.getByLabel('文件');
  await file.setInputFiles({ name: '伪装的规程.pdf', mimeType: 'application/pdf', buffer: PNG });
  await tab.getByRole('alert').filter({ hasText: '文件内容与扩展名不符' }).waitFor();

  await tab.getByLabel('标题').fill(NAME);
  await tab.getByLabel('栏目').selectOption({ label: '赛事文件' });
  await file.setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  await tab.getByRole('link', { name: FILE_NAME }).waitFor();
  assert.equal(await tab.getByRole('alert').count(), 0, 'the refusal goes with the next choice');
  await lookAt(tab, 'download-editor');

  await tab.getByRole('button', { name: '发布' }).click();
  await tab.waitForURL(/\/admin\/downloads\/\d+$/);
  downloadId = Number(new URL(tab.url()).pathname.split('/').pop());
  await tab.getByRole('button', { name: '撤回' }).waitFor();
  await tab.getByText('已发布', { exact: true }).waitFor();
  await context.close();
});

test('the console’s download pages fit a phone', async () => {
  assert.ok(downloadId > 0, 'the download was created');
  const context = await contextAs(PHONE, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/downloads'));
  // On a phone the list is cards (the table is hidden).
  await tab.getByRole('listitem').filter({ hasText: NAME }).waitFor();
  await lookAt(tab, 'downloads');
  await tab.goto(url(`/admin/downloads/${downloadId}`));
  await tab.getByRole('link', { name: FILE_NAME }).waitFor();
  await lookAt(tab, 'download-editor');
  await context.close();
});

test('a visitor on a phone downloads it byte for byte under its Chinese name', async () => {
  const context = await contextOf(PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/download/competition_file'));
  const link = tab.getByRole('link', { name: new RegExp(NAME) });
  await link.waitFor();
  const [download] = await Promise.all([tab.waitForEvent('download'), link.click()]);
  assert.equal(download.suggestedFilename(), FILE_NAME);
  const bytes = readFileSync(await download.path());
  assert.equal(bytes.length, PDF.length);
  assert.ok(bytes.equals(PDF), 'the same bytes as uploaded');
  await context.close();
});
