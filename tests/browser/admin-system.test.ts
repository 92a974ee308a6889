// 系统 (docs/console.md): staff see the newest backup's time and size, the server's schedule and
// the backups kept, at 1366×900 and at 390×844, with no sideways scroll and no serious axe
// violation. The backups are taken by `npm run backup` beside the running server.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { h1, portalTestBed } from './support/portal-pages';

const backupDir = mkdtempSync(path.join(tmpdir(), 'feipan-e2e-backups-'));
after(() => rmSync(backupDir, { recursive: true, force: true }));

let staffTicket: string;
const bed = portalTestBed(
  async () => {
    staffTicket = await signIn(STAFF_PHONE);
    for (let i = 0; i < 2; i += 1) {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', backupDir], {
        env: { ...process.env, DATABASE_URL: bed.server.databaseUrl },
        stdio: 'pipe',
      });
      // Names have the second in them: the second backup a second later.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  },
  { env: { BACKUP_DIR: backupDir, BACKUP_EVERY: '6h', BACKUP_KEEP: '5' } },
);
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-system');

for (const size of [DESKTOP, PHONE]) {
  const width = size.viewport?.width;
  test(`staff read the backups on 系统 at width ${width}`, async () => {
    assert.equal(readdirSync(backupDir).length, 2);
    const context = await contextOf(size, staffTicket);
    const tab = await context.newPage();
    await tab.goto(url('/admin/system'));
    await h1(tab).filter({ hasText: '系统' }).waitFor();
    const newest = tab.getByRole('region', { name: '最新的备份' });
    await newest.getByText(backupDir).waitFor();
    await newest.getByText(/KB|MB/).waitFor();
    await tab.getByText('每 6 小时一次，保留最新的 5 份').waitFor();
    await tab.getByText('本次启动后尚未进行定时备份').waitFor();
    const kept = tab.getByRole('region', { name: '保留的备份（2 份）' });
    assert.equal(await kept.getByRole('listitem').count(), 2);
    await lookAt(tab, 'backups');
    await context.close();
  });
}
