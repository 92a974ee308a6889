// The season's registration steps (docs/membership.md), for the one walk through a season the
// lead composes from the parts' step files: staff open a season with fees and a waiver; a player
// registers on a phone until 待缴费; a minor's registration waits for the guardian's consent.
// Each step takes a tab already signed in as the right person and the server's URL maker.
import type { Page } from 'playwright-core';

export interface SeasonPlan {
  year: number;
  /** The fees in yuan as staff type them: 球员, 教练员, 裁判员, 俱乐部. */
  fees: { player: string; coach: string; judge: string; club: string };
  waiver: string;
}

type Url = (path: string) => string;

/** Staff (at any width) create the season and publish the waiver from /admin/seasons. */
export async function staffOpenSeason(tab: Page, url: Url, plan: SeasonPlan): Promise<void> {
  await tab.goto(url('/admin/seasons'));
  await tab.getByRole('heading', { level: 1, name: '年度与免责声明' }).waitFor();
  await tab.getByRole('button', { name: '新建年度' }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '年度', exact: true }).fill(String(plan.year));
  await dialog.getByRole('textbox', { name: '开始日期', exact: true }).fill(`${plan.year}-01-01`);
  await dialog.getByRole('textbox', { name: '结束日期', exact: true }).fill(`${plan.year}-12-31`);
  await dialog.getByRole('textbox', { name: '球员会费（元）', exact: true }).fill(plan.fees.player);
  await dialog
    .getByRole('textbox', { name: '教练员会费（元）', exact: true })
    .fill(plan.fees.coach);
  await dialog
    .getByRole('textbox', { name: '裁判员会费（元）', exact: true })
    .fill(plan.fees.judge);
  await dialog.getByRole('textbox', { name: '俱乐部会费（元）', exact: true }).fill(plan.fees.club);
  await dialog.getByRole('button', { name: '保存' }).click();
  await tab.getByText(`${plan.year} · ${plan.year}-01-01 至 ${plan.year}-12-31`).waitFor();

  await tab.getByRole('button', { name: '发布新版本' }).click();
  await dialog.getByRole('textbox', { name: '免责声明全文', exact: true }).fill(plan.waiver);
  await dialog.getByRole('button', { name: '发布新版本' }).click();
  await tab.getByText(plan.waiver).waitFor();
}

/** A signed-in adult on /user/season registers as 球员 and reaches 待缴费. */
export async function playerRegisters(
  tab: Page,
  url: Url,
  plan: SeasonPlan,
  birthDate: string,
): Promise<void> {
  await tab.goto(url('/user/season'));
  await tab.getByRole('heading', { level: 1, name: '年度注册' }).waitFor();
  await tab.getByText(plan.waiver).waitFor();
  await tab.getByRole('radio', { name: '球员' }).check();
  await tab.getByRole('textbox', { name: '出生日期', exact: true }).fill(birthDate);
  await tab.getByRole('checkbox', { name: '我已阅读并接受免责声明' }).check();
  await tab.getByRole('button', { name: '提交注册' }).click();
  await tab.getByText(`${plan.year} · 球员 · 待缴费`).waitFor();
}

/**
 * A signed-in minor registers as 球员: without the guardian it is kept 待提交; with the guardian's
 * name, phone, relation and consent it moves on to 待缴费.
 */
export async function minorWaitsForGuardian(
  tab: Page,
  url: Url,
  plan: SeasonPlan,
  birthDate: string,
): Promise<void> {
  await tab.goto(url('/user/season'));
  await tab.getByText(plan.waiver).waitFor();
  await tab.getByRole('radio', { name: '球员' }).check();
  await tab.getByRole('textbox', { name: '出生日期', exact: true }).fill(birthDate);
  await tab.getByText('未满 18 周岁（按年度第一天计）须由监护人同意。').waitFor();
  await tab.getByRole('checkbox', { name: '我已阅读并接受免责声明' }).check();
  await tab.getByRole('button', { name: '提交注册' }).click();
  await tab.getByText(`${plan.year} · 球员 · 待提交`).waitFor();
  await tab.getByText('待监护人同意后提交', { exact: false }).waitFor();

  const form = tab.getByRole('region', { name: '补全并提交：球员' });
  await form.getByRole('checkbox', { name: '我已阅读并接受免责声明' }).check();
  await form.getByRole('button', { name: '补全并提交' }).click();
  await form.getByText('未满 18 周岁须填写监护人姓名、电话、关系并勾选监护人同意').waitFor();
  await form.getByRole('textbox', { name: '监护人姓名', exact: true }).fill('王建国');
  await form.getByRole('textbox', { name: '监护人手机号', exact: true }).fill('13912345678');
  await form.getByRole('textbox', { name: '与监护人的关系', exact: true }).fill('父亲');
  await form.getByRole('checkbox', { name: '监护人已知悉并同意注册' }).check();
  await form.getByRole('button', { name: '补全并提交' }).click();
  await tab.getByText(`${plan.year} · 球员 · 待缴费`).waitFor();
}
