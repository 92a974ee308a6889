import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8090';
const sizes = { phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN' }, desktop: { viewport: { width: 1366, height: 900 }, locale: 'zh-CN' } };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [name, size] of Object.entries(sizes)) {
  const ctx = await browser.newContext(size);
  const tab = await ctx.newPage();
  tab.on('pageerror', (e) => console.log('pageerror', e.message));
  const shot = async (file: string) => { await tab.waitForTimeout(800); await tab.screenshot({ path: `/tmp/acc-shots/${file}-${name}.png`, fullPage: true }); };
  await tab.goto(base + '/user/center');
  await tab.waitForURL(/\/login/);
  console.log(name, 'redirected to', tab.url());
  await shot('login');
  await tab.getByRole('tab', { name: '验证码登录' }).click();
  await tab.getByRole('button', { name: '登录' }).click();
  await shot('login-code-errors');
  await tab.goto(base + '/register/member');
  await tab.getByRole('button', { name: '注册' , exact: true}).click();
  await shot('register-member');
  await tab.goto(base + '/register/club');
  await shot('register-club');
  await tab.goto(base + '/login?mode=reset');
  await shot('reset');
  await tab.goto(base + '/login?redirect=%2Fuser%2Fclub%2Fmembers');
  await shot('login-before');

  await tab.getByRole('textbox', { name: '手机号', exact: true }).fill('13800000002');
  await tab.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
  await tab.getByRole('button', { name: '登录' }).click();
  await tab.waitForURL(/\/user\/club\/members/);
  await shot('club-members');
  for (const t of ['info', 'invitations', 'leave', 'apply']) {
    await tab.goto(base + '/user/club/' + t);
    await shot('club-' + t);
  }
  await tab.goto(base + '/user/center');
  await shot('center-contact');
  await ctx.close();
}
await browser.close();
