// What portal visitors and members tripped over, on a 390×844 phone: refusals that vanished with
// their toast (a wrong password, an invitation that cannot be accepted), raw JSON on the SMS code
// button, the 404 page answered with status 200, tabs running off the edge with no hint, a roster
// table cut off, 俱乐部中心 missing from the phone header, small link targets, and any page that
// scrolls sideways.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE } from './support/launch-browser';
import { h1, portalTestBed } from './support/portal-pages';
import { mainSiteUrls } from './support/site-urls';

const SHOTS = 'test-results/screenshots';
const PASSWORD = 'demo1234';
const PLAYER = '13800000001';
const CONTACT = '13800000002';

let contactTicket: string;
let playerTicket: string;
const bed = portalTestBed(async () => {
  contactTicket = await signIn(CONTACT);
  playerTicket = await signIn(PLAYER);
});

async function signIn(phone: string): Promise<string> {
  const response = await fetch(`${bed.server.baseUrl}/api/user/pwLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: PASSWORD }),
  });
  const body = (await response.json()) as { code: number; data: { ticket: string } };
  assert.equal(body.code, 0, `${phone} signs in`);
  return body.data.ticket;
}

const url = (path: string) => bed.server.baseUrl + encodeURI(path);
const shot = (tab: Page, name: string) =>
  tab.screenshot({ path: `${SHOTS}/small-screens-${name}-390.png`, fullPage: true });
const field = (tab: Page, name: string) => tab.getByRole('textbox', { name, exact: true });

/** A phone, signed in with `ticket` when one is given; the service worker stays out of the way. */
async function phone(ticket?: string): Promise<BrowserContext> {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  if (ticket) await context.addInitScript((t) => localStorage.setItem('ticket', t), ticket);
  return context;
}

/** The refusal stays where it appeared: still on screen five seconds later. */
async function staysFiveSeconds(refusal: Locator, text: string) {
  await refusal.filter({ hasText: text }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  assert.equal(await refusal.filter({ hasText: text }).isVisible(), true, `${text} still shown`);
}

test('a wrong password stays next to the login form until the password changes', async () => {
  const context = await phone();
  const tab = await context.newPage();
  await tab.goto(url('/login'));
  await field(tab, '手机号').fill(PLAYER);
  await field(tab, '密码').fill('wrong-password');
  await tab.getByRole('button', { name: '登录', exact: true }).click();
  const form = tab.locator('form');
  await staysFiveSeconds(form.getByRole('alert'), '手机号或密码错误');
  assert.equal(
    await tab.getByText('手机号或密码错误').count(),
    1,
    'said once, not also as a toast',
  );
  await shot(tab, 'login-refused');
  await field(tab, '密码').fill('another-try');
  await form.getByRole('alert').waitFor({ state: 'detached' });
  await context.close();
});

test('the SMS code button counts down the wait the server asks for, with no JSON', async () => {
  const first = await phone();
  const tab = await first.newPage();
  await tab.goto(url('/login'));
  await tab.getByRole('tab', { name: '验证码登录' }).click();
  await field(tab, '手机号').fill(PLAYER);
  await tab.getByRole('button', { name: '获取验证码' }).click();
  await tab.getByRole('button', { name: /^\d+ 秒后重发$/ }).waitFor();

  // A second phone asks again within the minute: the server refuses and says how long to wait.
  const second = await phone();
  const again = await second.newPage();
  await again.goto(url('/login'));
  await again.getByRole('tab', { name: '验证码登录' }).click();
  await field(again, '手机号').fill(PLAYER);
  await again.getByRole('button', { name: '获取验证码' }).click();
  const countdown = again.getByRole('button', { name: /^\d+ 秒后重发$/ });
  await countdown.waitFor();
  const seconds = Number((await countdown.innerText()).split(' ')[0]);
  assert.ok(seconds > 1 && seconds <= 60, `waits the server's ${seconds} s`);
  await again.getByText(/请 \d+ 秒后再试/).waitFor();
  const text = await again.locator('body').innerText();
  assert.doesNotMatch(text, /retryAfterSeconds|[{}]/, 'no JSON on screen');
  await shot(again, 'code-countdown');
  await first.close();
  await second.close();
});

test('an invitation that cannot be accepted says why under it, and keeps saying it', async () => {
  // 李明 plays for his club and holds an invitation from another (demo data).
  const context = await phone(playerTicket);
  const tab = await context.newPage();
  await tab.goto(url('/user/center'));
  const invitation = tab.getByRole('listitem').filter({ hasText: '邀请您加入' });
  await invitation.getByRole('button', { name: /^接受/ }).click();
  await staysFiveSeconds(invitation.getByRole('alert'), '请先申请退出');
  await shot(tab, 'invitation-refused');
  await context.close();
});

test("a club form's refusal stays next to the form until the phone is changed", async () => {
  const context = await phone(contactTicket);
  const tab = await context.newPage();
  await tab.goto(url('/user/club/invitations'));
  await field(tab, '球员手机号').fill('13900000999');
  await tab.getByRole('button', { name: '发送邀请' }).click();
  const form = tab.locator('form');
  await staysFiveSeconds(form.getByRole('alert'), '该手机号尚未注册为球员');
  await shot(tab, 'invite-refused');
  await field(tab, '球员手机号').fill('13900000998');
  await form.getByRole('alert').waitFor({ state: 'detached' });
  await context.close();
});

test('an unknown path answers 404 and shows the Chinese 404 page', async () => {
  const context = await phone();
  const tab = await context.newPage();
  const missing = await tab.goto(url('/no/such/page'));
  assert.equal(missing?.status(), 404);
  await h1(tab).filter({ hasText: '页面不存在' }).waitFor();
  await tab.getByRole('link', { name: '返回首页' }).waitFor();
  const known = await tab.goto(url('/notice/detail/1'));
  assert.equal(known?.status(), 200);
  await context.close();
});

/** Whether the hint at `side` of the strip is on screen. */
const hintShown = (nav: Locator, side: 'start' | 'end') =>
  nav.locator('xpath=..').locator(`[data-more-tabs="${side}"]`).isVisible();

test('tabs that do not fit show that more exist, and a tap brings them in', async () => {
  const context = await phone();
  const tab = await context.newPage();
  for (const [path, label] of [
    ['/notice', '通知分类'],
    ['/news/news_internal', '新闻分类'],
    ['/query/club', '查询类别'],
  ] as const) {
    await tab.goto(url(path));
    const nav = tab.getByRole('navigation', { name: label });
    await nav.getByRole('link').first().waitFor();
    const overflows = await nav.evaluate((strip) => strip.scrollWidth > strip.clientWidth);
    if (!overflows) {
      // Only the query centre's seven tabs overflow in every font; without overflow, no hint.
      assert.notEqual(path, '/query/club', 'the query centre has more tabs than a phone fits');
      assert.equal(await tab.locator('[data-more-tabs]').count(), 0, `${path}: no hint`);
      continue;
    }
    await tab.locator(`[data-more-tabs="end"]`).waitFor();
    assert.equal(await hintShown(nav, 'start'), false, `${path}: nothing hidden at the start`);
    await shot(tab, `tabs-${path.replace(/\W+/g, '-')}`);
    // Each tap scrolls further, until the last tab is in and only the start is hinted.
    for (let tap = 0; tap < 5 && (await hintShown(nav, 'end')); tap += 1) {
      await tab.locator('[data-more-tabs="end"]').click();
      await tab.waitForTimeout(600);
    }
    assert.equal(await hintShown(nav, 'end'), false, `${path}: the last tab came in`);
    assert.equal(await hintShown(nav, 'start'), true, `${path}: the first tabs are hinted`);
    const last = await nav.getByRole('link').last().boundingBox();
    assert.ok(last && last.x + last.width <= 390, `${path}: the last tab is on screen`);
  }
  await context.close();
});

test("the club centre's members are cards on a phone, every fact on screen", async () => {
  const context = await phone(contactTicket);
  const tab = await context.newPage();
  await tab.goto(url('/user/club/members'));
  const table = tab.getByRole('table');
  await table.getByRole('cell', { name: '李明', exact: true }).waitFor();
  const phones = table.getByRole('cell', { name: /\d{3}\*{4}\d{4}/ });
  assert.ok((await phones.count()) > 5, 'each member shows a phone');
  for (const cell of await phones.all()) {
    const box = await cell.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the phone is on screen');
  }
  const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
  assert.equal(fits, true, 'nothing of the roster is cut off');
  await shot(tab, 'club-members');
  await context.close();
});

test('a contact reaches 俱乐部中心 from the phone header', async () => {
  const context = await phone(contactTicket);
  const tab = await context.newPage();
  await tab.goto(url('/home'));
  await tab.getByRole('link', { name: '个人中心' }).waitFor();
  await tab.getByRole('button', { name: '菜单' }).click();
  const link = tab.getByRole('banner').getByRole('link', { name: '俱乐部中心' });
  await link.waitFor();
  await shot(tab, 'header-menu-contact');
  await link.click();
  await tab.waitForURL((target) => target.pathname === '/user/club/info');
  await h1(tab).filter({ hasText: '我的俱乐部' }).waitFor();
  await context.close();
});

/**
 * Every link and button on screen that is under 44 px tall or 24 px wide, as 「text」 w×h. Links
 * set inline in running text are exempt (WCAG 2.5.8's inline exception): an inline link whose
 * block holds more text than the link's own, as in an article's body. Hidden and visually hidden
 * elements (a skip link until focused) are not targets.
 */
function smallTargets(): string[] {
  // No named helpers in here: the test runner's compiler would wrap them in a function the page
  // does not have.
  const small: string[] = [];
  for (const element of Array.from(document.querySelectorAll('a, button'))) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || (box.height >= 44 && box.width >= 24)) continue;
    const text = (element.textContent ?? '').trim();
    if (getComputedStyle(element).display === 'inline') {
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if ((block?.textContent ?? '').trim().length > text.length) continue;
    }
    const name = text || element.getAttribute('aria-label') || element.outerHTML;
    small.push(`「${name.slice(0, 30)}」 ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return small;
}

test('no page of the main site scrolls sideways or has a tap target under 44 px, signed out or as a club contact', async () => {
  const wide: string[] = [];
  const small: string[] = [];
  const urls = mainSiteUrls();
  // Each page waits for its network to be idle, which is mostly waiting: two tabs per person, both
  // people at once, check every page in a quarter of the time one tab would take.
  const halves = [urls.filter((_, i) => i % 2 === 0), urls.filter((_, i) => i % 2 === 1)];
  await Promise.all(
    [undefined, contactTicket].map(async (ticket) => {
      const who = ticket ? '联系人' : '访客';
      const context = await phone(ticket);
      await Promise.all(
        halves.map(async (paths) => {
          const tab = await context.newPage();
          for (const path of paths) {
            await tab.goto(url(path));
            await h1(tab).first().waitFor();
            await tab.waitForLoadState('networkidle');
            const widths = await tab.evaluate(() => ({
              scroll: document.scrollingElement?.scrollWidth ?? 0,
              inner: window.innerWidth,
            }));
            if (widths.scroll > widths.inner) {
              wide.push(`${who} ${path}: ${widths.scroll} > ${widths.inner}`);
            }
            for (const target of await tab.evaluate(smallTargets))
              small.push(`${who} ${path}: ${target}`);
          }
        }),
      );
      await context.close();
    }),
  );
  assert.deepEqual(wide.sort(), []);
  assert.deepEqual(small.sort(), []);
});
