// The member's and club's screens of the season (docs/membership.md): the ID number on /user/season
// (refused beside the field, then kept and shown only masked), and a transfer on screen — the
// player asks on /user/transfers (refused outside the window, next to the button), the new club's
// contact accepts, staff approve on /admin/transfers, and the member's page shows it.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TransferPlan } from './eligibility-steps';

type Url = (path: string) => string;

/** On /user/season: a wrong check digit refused under the field; the right number shown masked. */
export async function playerEntersIdNumber(tab: Page, url: Url, idNumber: string): Promise<void> {
  await tab.goto(url('/user/season'));
  const section = tab.getByRole('region', { name: '身份证号码' });
  await section.getByText('已登记：未填写').waitFor();
  const field = section.getByRole('textbox', { name: '填写身份证号码' });
  const wrong = idNumber.slice(0, 17) + (idNumber.endsWith('0') ? '1' : '0');
  await field.fill(wrong);
  await section.getByRole('button', { name: '保存身份证号码' }).click();
  await section.getByRole('alert').getByText('身份证号码校验位不正确，请核对后重新输入').waitFor();
  await field.fill(idNumber);
  await section.getByRole('button', { name: '保存身份证号码' }).click();
  const masked = `${idNumber.slice(0, 4)}${'*'.repeat(10)}${idNumber.slice(-4)}`;
  await section.getByText(`已登记：${masked}`).waitFor();
  assert.equal(await section.getByRole('textbox', { name: '更换身份证号码' }).inputValue(), '');
  const page = await tab.content();
  assert.ok(!page.includes(idNumber.slice(4, 14)), 'the full ID number is not in the page');
}

/** The player asks on /user/transfers; `refused` says the window is closed and the ask stays. */
export async function playerAsksTransfer(
  tab: Page,
  url: Url,
  plan: TransferPlan,
  refused: string | null,
): Promise<void> {
  await tab.goto(url('/user/transfers'));
  await tab.getByRole('heading', { level: 1, name: '转会' }).waitFor();
  await tab.getByRole('textbox', { name: '新俱乐部名称' }).fill(plan.toClub);
  await tab.getByRole('button', { name: '查找' }).click();
  const club = tab.getByRole('listitem').filter({ hasText: plan.toClub });
  await club.getByRole('button', { name: `申请转入${plan.toClub}` }).click();
  if (refused) {
    await club.getByRole('alert').getByText(refused).waitFor();
    await tab.getByText('还没有转会申请。').waitFor();
    return;
  }
  const mine = tab.getByRole('region', { name: '我的转会申请' });
  await mine.getByText('待新俱乐部接收', { exact: false }).waitFor();
  await mine.getByText(`${plan.fromClub} → ${plan.toClub}`, { exact: false }).waitFor();
}

/** The new club's contact accepts on /user/transfers: 待协会审核. */
export async function contactAcceptsTransfer(tab: Page, url: Url, plan: TransferPlan) {
  await tab.goto(url('/user/transfers'));
  const request = tab.getByRole('listitem').filter({ hasText: plan.playerName });
  await request.getByText('待新俱乐部接收', { exact: false }).waitFor();
  await request.getByRole('button', { name: '接收' }).click();
  await request.getByText('待协会审核', { exact: false }).waitFor();
}

/** Staff approve on /admin/transfers; the transfer moves down to the others as 已转会. */
export async function staffApprovesTransfer(tab: Page, url: Url, plan: TransferPlan) {
  await tab.goto(url('/admin/transfers'));
  await tab.getByRole('heading', { level: 1, name: '转会审核' }).waitFor();
  const waiting = tab.getByRole('region', { name: '待协会审核' });
  await waiting
    .getByRole('listitem')
    .filter({ hasText: plan.playerName })
    .getByRole('button', { name: `批准 ${plan.playerName}` })
    .click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '批准' }).click();
  await tab
    .getByRole('region', { name: '其他转会申请' })
    .getByRole('listitem')
    .filter({ hasText: plan.playerName })
    .getByText('已转会', { exact: false })
    .waitFor();
  await waiting.getByText('没有待审核的转会申请。').waitFor();
}

/** The member's public page lists the completed transfer. */
export async function memberPageShowsTransfer(tab: Page, url: Url, plan: TransferPlan) {
  await tab.goto(url(`/member/detail?id=${plan.playerId}`));
  const history = tab.getByRole('region', { name: '转会记录' });
  await history.getByText(`${plan.fromClub} → ${plan.toClub}`).waitFor();
}
