// 通知公告 as staff and visitors meet it (issue #12): staff write a notice in the rich-text editor
// with an uploaded image, a script and an onerror attribute slip into its body, and they publish
// it; a visitor on a phone sees it on /home and in its category list within seconds (the list the
// phone saw before shows it on the next visit), opens it, and no script runs; withdrawn, it is
// gone from both. The console's notice and news pages at both sizes: no sideways scroll, no serious
// axe violation, a screenshot.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSteps, noSidewaysScroll, SHOTS, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const TITLE = '关于举办秋季飞盘公开赛的通知';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// What a pasted or crafted body may carry; each would set the flag if it ran.
const HOSTILE =
  '<script>window.__pwned = "script"</script>' +
  '<img src="/nope.png" onerror="window.__pwned = \'onerror\'; alert(1)">' +
  '<p onclick="window.__pwned = \'click\'">报名请联系协会。</p>';
const bed = portalTestBed();
const { url, signIn, contextOf, contextAs, lookAt, call } = consoleSteps(bed, 'admin');

/**
 * Makes the phone's cached answers a minute older: the app counts an answer fresh for 60 s
 * (src/lib/swr-cache.ts, FRESH_FOR_MS) and shows it without asking again, so this stands for the
 * visitor coming back later rather than within the minute. A phone that has read only rendered
 * pages and has no service worker (this one) may have kept none yet (keepSeed, same file); then
 * there is nothing to age, and opening the database would only create an empty one.
 */
async function ageCachedAnswers(tab: Page) {
  await tab.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name, version }) => name === 'feipan' && (version ?? 0) >= 10)) return;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('feipan');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const transaction = open.result.transaction('httpCache', 'readwrite');
        const cursor = transaction.objectStore('httpCache').openCursor();
        cursor.onsuccess = () => {
          const entry = cursor.result;
          if (!entry) return;
          const value = entry.value as { storedAt: number };
          entry.update({ ...value, storedAt: value.storedAt - 61_000 });
          entry.continue();
        };
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  });
}

const listLink = (tab: Page) => tab.locator('main').getByRole('link', { name: TITLE });

test('staff publish a notice with an image and a script; a phone visitor sees it, safely, and sees it go', async () => {
  const visitor = await contextOf(PHONE);
  const phone = await visitor.newPage();
  const dialogs: string[] = [];
  phone.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The phone has seen the category's list on an earlier visit.
  await phone.goto(url('/notice/notice_competition'));
  await phone.locator('main a[href^="/notice/detail/"]').first().waitFor();
  assert.equal(await listLink(phone).count(), 0);

  const ticket = await signIn(STAFF_PHONE);
  const staff = await contextOf(DESKTOP, ticket);
  const tab = await staff.newPage();
  await tab.goto(url('/admin/notices'));
  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await tab.getByLabel('栏目').selectOption({ label: '赛事通知' });
  const body = tab.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await tab.getByRole('button', { name: '标题', exact: true }).click();
  await tab.keyboard.type('赛事安排');
  await tab.keyboard.press('Enter');
  await tab.keyboard.type('十月在杭州举行，');
  await tab.getByRole('button', { name: '加粗' }).click();
  await tab.keyboard.type('欢迎报名');
  await tab.getByRole('button', { name: '加粗' }).click();
  // The picture is uploaded from the computer and lands in the body.
  await tab.getByLabel('图片', { exact: true }).setInputFiles({
    name: '赛场.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await body.locator('img[src*="/api/uploads/"]').waitFor();
  await tab.screenshot({ path: `${SHOTS}/admin-notice-editor-desktop.png`, fullPage: true });
  await tab.getByRole('button', { name: '保存草稿' }).click();
  await tab.waitForURL(/\/admin\/notices\/\d+$/);
  const id = Number(new URL(tab.url()).pathname.split('/').pop());

  // A crafted request puts a script and event handlers into the body; the server keeps none.
  const saved = await call<{ content: string; summary: string }>(
    ticket,
    `/api/admin/notices/${id}`,
  );
  assert.match(saved.content, /<h2>赛事安排<\/h2>/);
  assert.match(saved.content, /<strong>欢迎报名<\/strong>/);
  assert.match(saved.summary, /^赛事安排 十月在杭州举行，欢迎报名/);
  const crafted = await call<{ content: string }>(ticket, `/api/admin/notices/${id}`, {
    title: TITLE,
    category: 'notice_competition',
    summary: '',
    content: saved.content + HOSTILE,
  });
  assert.doesNotMatch(crafted.content, /script|onerror|onclick|__pwned/);

  await tab.reload();
  await tab.getByRole('button', { name: '发布', exact: true }).click();
  await tab.getByRole('button', { name: '撤回' }).waitFor();
  // Seen on the first visit after the write, with no reload: nothing cached kept the old answer.

  // The visitor on the phone: /home, then the list seen before, then the notice itself.
  await phone.goto(url('/home'));
  await phone.getByText(TITLE).first().waitFor({ timeout: 15000 });
  await ageCachedAnswers(phone);
  await phone.goto(url('/notice/notice_competition'));
  await listLink(phone).waitFor({ timeout: 15000 });
  await listLink(phone).click();
  await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await phone.getByText('报名请联系协会。').waitFor();
  // The uploaded picture shows; the hostile one stays inert.
  await phone.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).some(
      (img) =>
        (img as HTMLImageElement).src.includes('/api/uploads/') &&
        (img as HTMLImageElement).naturalWidth === 1,
    ),
  );
  await phone.getByText('报名请联系协会。').click();
  await phone.waitForTimeout(300);
  assert.equal(await phone.evaluate(() => (window as { __pwned?: string }).__pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.equal(await phone.locator('main script, main [onerror], main [onclick]').count(), 0);
  await noSidewaysScroll(phone, 'the notice on a phone');
  await phone.screenshot({ path: `${SHOTS}/admin-notice-visitor-phone.png`, fullPage: true });

  // Withdrawn: gone from /home and from the list.
  await tab.getByRole('button', { name: '撤回' }).click();
  await tab.getByRole('button', { name: '撤回' }).waitFor({ state: 'detached' });
  await phone.goto(url('/home'));
  await phone.locator('main').getByText('赛事通知').first().waitFor();
  await phone.waitForFunction((title) => !document.body.innerText.includes(title), TITLE, {
    timeout: 5000,
  });
  await ageCachedAnswers(phone);
  await phone.goto(url('/notice/notice_competition'));
  await phone.locator('main a[href^="/notice/detail/"]').first().waitFor();
  await phone.waitForFunction(
    (title) => !document.querySelector('main')?.innerText.includes(title),
    TITLE,
    { timeout: 5000 },
  );
  const html = await (await fetch(url('/home'))).text();
  assert.ok(!html.includes(TITLE), 'the rendered /home no longer carries it');
  await visitor.close();
  await staff.close();
});

const PARTS = [
  { path: '/admin/notices', ready: '新建' },
  { path: '/admin/notices/new', ready: '正文' },
  { path: '/admin/news', ready: '新建' },
  { path: '/admin/news/new', ready: '正文' },
];

for (const [sizeName, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the notice and news pages at ${sizeName} size: no sideways scroll, no serious axe violation`, async () => {
    const staff = await contextAs(size, STAFF_PHONE);
    const tab = await staff.newPage();
    for (const part of PARTS) {
      await tab.goto(url(part.path));
      await tab
        .getByRole('link', { name: part.ready, exact: true })
        .or(tab.getByRole('textbox', { name: part.ready, exact: true }))
        .first()
        .waitFor();
      if (part.ready === '新建')
        await tab.locator('main').getByRole('link', { name: /^编辑/ }).first().waitFor();
      await lookAt(tab, part.path.replace(/^\/admin\//, '').replace(/\W+/g, '-'));
    }
    await staff.close();
  });
}
