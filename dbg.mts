import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8932';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const tab = await ctx.newPage();
tab.on('console', (m) => console.log('CONSOLE', m.text().slice(0, 200)));
await tab.goto(base + '/login');
await tab.getByRole('textbox', { name: '手机号', exact: true }).fill('13800000002');
await tab.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
await tab.getByRole('button', { name: '登录', exact: true }).click();
await tab.waitForTimeout(4000);
await tab.goto(base + '/user/club/members');
await tab.waitForTimeout(3000);
const count = () => tab.evaluate(async () => {
  const out: string[] = [];
  for (const info of await indexedDB.databases()) {
    const db = await new Promise<IDBDatabase>((r) => { const q = indexedDB.open(info.name!); q.onsuccess = () => r(q.result); });
    for (const store of Array.from(db.objectStoreNames)) {
      const rows = await new Promise<any[]>((r) => { const q = db.transaction(store).objectStore(store).getAll(); q.onsuccess = () => r(q.result); });
      out.push(`${info.name}/${store}: ${rows.length} owners=${JSON.stringify([...new Set(rows.map((x) => x.owner))])}`);
    }
    db.close();
  }
  return out;
});
console.log('BEFORE', await count());
await tab.getByRole('button', { name: '退出', exact: true }).click();
await tab.getByRole('link', { name: '登录', exact: true }).waitFor();
await tab.waitForLoadState('networkidle');
console.log('URL', tab.url());
console.log('AFTER', await count());
await browser.close();
