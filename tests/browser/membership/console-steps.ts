// The console's season screens (docs/membership.md, "The console's screens"), as steps: a lapsed
// player flagged on a competition's 报名 tab and let play as an exception; the insurance export
// downloaded and found in 操作记录; money taken in person recorded with its receipt number; the
// receipt a payer uploaded opened by staff. What the steps start from (a season, an approved entry
// with a lapsed player, registrations 待缴费) is written straight into the server's database.
import assert from 'node:assert/strict';
import type { Download, Page } from 'playwright-core';
import { createDb } from '../../../server/db/connect';
import {
  createTestRegistration,
  createTestSeason,
} from '../../../server/test-support/season-payment-fixture';

export interface ConsoleSeason {
  year: number;
  competitionId: number;
  competition: string;
  /** The rostered player whose registration was rejected after the entry's approval. */
  lapsed: string;
  /** The member whose registration awaits money taken in person. */
  inPerson: string;
}

/**
 * Next year's season (球员 188 元); a competition in it with the contact's club's entry approved,
 * two players on it: the first's registration rejected since (lapsed), the second's 有效; and the
 * third member's registration 待缴费. `payerPhone`'s registration waits for a transfer.
 */
export async function prepareConsoleSeason(
  databaseUrl: string,
  contactPhone: string,
  payerPhone: string,
): Promise<ConsoleSeason> {
  const db = createDb(databaseUrl);
  try {
    const year = new Date().getFullYear() + 1;
    const seasonId = await createTestSeason(db, year, { player: 18800 });
    const club = await db
      .selectFrom('clubs')
      .innerJoin('users', 'users.id', 'clubs.contact_user_id')
      .select(['clubs.id', 'clubs.division'])
      .where('users.phone', '=', contactPhone)
      .executeTakeFirstOrThrow();
    const payer = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', payerPhone)
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.id', 'users.name'])
      .where('memberships.club_id', '=', club.id)
      .where('memberships.status', '=', 'active')
      .where('users.id', '!=', payer.id)
      .orderBy('users.id')
      .limit(3)
      .execute();
    const [lapsed, active, unpaid] = members;
    assert.ok(lapsed && active && unpaid, 'the demo club has three players');
    const now = new Date().toISOString();
    const competition = `${year}年度会员资格公开赛`;
    const { id: competitionId } = await db
      .insertInto('competitions')
      .values({
        name: competition,
        level: 'A',
        scope: 'national',
        division: club.division,
        city: '杭州',
        venue: null,
        start_date: `${year}-05-01`,
        end_date: `${year}-05-02`,
        registration_opens: null,
        registration_closes: null,
        min_male: 0,
        min_female: 0,
        max_roster: 30,
        cover: null,
        description: null,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: entryId } = await db
      .insertInto('registrations')
      .values({
        competition_id: competitionId,
        club_id: club.id,
        status: 'approved',
        created_at: now,
        reject_reason: null,
        reviewed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_players')
      .values(
        [lapsed, active].map((p, i) => ({
          registration_id: entryId,
          user_id: p.id,
          number: i + 7,
        })),
      )
      .execute();
    await createTestRegistration(db, { seasonId, userId: lapsed.id, status: 'rejected' });
    await createTestRegistration(db, { seasonId, userId: active.id, status: 'active' });
    await createTestRegistration(db, { seasonId, userId: unpaid.id });
    await createTestRegistration(db, { seasonId, userId: payer.id });
    return { year, competitionId, competition, lapsed: lapsed.name, inPerson: unpaid.name };
  } finally {
    await db.destroy();
  }
}

/** On the competition's 报名 tab: the lapsed player in red with why; 允许例外 needs a reason. */
export async function staffExceptsLapsedPlayer(
  tab: Page,
  url: (path: string) => string,
  season: ConsoleSeason,
): Promise<void> {
  await tab.goto(url(`/admin/competitions/${season.competitionId}/registrations`));
  const why = `${season.lapsed}：${season.year}年度会员已驳回`;
  const flag = tab.getByRole('listitem').filter({ hasText: why });
  await flag.waitFor();
  assert.equal(
    await flag.getByText(why).evaluate((el) => getComputedStyle(el).color),
    await tab.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--chakra-colors-red-700)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }),
    'the lapse is written in red',
  );
  await flag.getByRole('button', { name: `允许例外：${season.lapsed}` }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('button', { name: '允许例外' }).click();
  await dialog.getByText('请填写例外原因').waitFor();
  await dialog.getByLabel('例外原因').fill('年度注册复核中，协会同意本次参赛');
  await dialog.getByRole('button', { name: '允许例外' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tab.getByText(`${season.lapsed}：年度注册复核中，协会同意本次参赛`).waitFor();
  await tab.getByText('已通过的名单中没有失效的球员。').waitFor();
}

/** 导出保险名单 downloads the XLSX; answers the download for the caller to keep or read. */
export async function staffDownloadsInsurance(tab: Page): Promise<Download> {
  await tab.getByText('每次导出都记入操作记录', { exact: false }).waitFor();
  const [download] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: '导出保险名单' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  return download;
}

/** 现场缴费 on /admin/season-registrations: a wrong amount refused beside the form, then recorded. */
export async function staffRecordsInPerson(
  tab: Page,
  url: (path: string) => string,
  season: ConsoleSeason,
): Promise<string> {
  await tab.goto(url('/admin/season-registrations?status=awaiting_payment'));
  await tab.getByRole('button', { name: `现场缴费 ${season.inPerson}` }).click();
  const dialog = tab.getByRole('dialog');
  const amount = dialog.getByLabel('金额（元）');
  assert.equal(await amount.inputValue(), '188.00');
  await amount.fill('100');
  await dialog.getByRole('button', { name: '登记收款' }).click();
  await dialog.getByText('金额与应缴费用不符：应缴 188.00 元').waitFor();
  await amount.fill('188');
  await dialog.getByRole('button', { name: '登记收款' }).click();
  const toast = tab.getByText(/现场缴费已登记，收据号 \d{4}-\d{6}/);
  const number = /\d{4}-\d{6}/.exec((await toast.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no receipt number after the in-person payment');
  await tab.goto(url('/admin/payments?status=confirmed'));
  const row = tab.getByRole('listitem').filter({ hasText: season.inPerson });
  await row.getByText(`现场缴费`, { exact: false }).waitFor();
  await row.getByText(`收据号 ${number}`, { exact: false }).waitFor();
  return number;
}

/** On /admin/payments: 查看转账凭证 shows the image the payer uploaded. */
export async function staffOpensUploadedReceipt(
  tab: Page,
  url: (path: string) => string,
  payerName: string,
): Promise<void> {
  await tab.goto(url('/admin/payments?status=submitted'));
  const row = tab.getByRole('listitem').filter({ hasText: payerName });
  await row.getByRole('button', { name: `查看转账凭证：${payerName}` }).click();
  const image = row.getByRole('img', { name: `${payerName} 上传的转账凭证` });
  await image.waitFor();
  await tab.waitForFunction((alt) => {
    const img = Array.from(document.images).find((i) => i.alt === alt);
    return img !== undefined && img.complete && img.naturalWidth > 0;
  }, `${payerName} 上传的转账凭证`);
}
