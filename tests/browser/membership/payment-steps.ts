// The payments' part of the season's walk (docs/membership.md, "Payments"), as steps the one
// season test composes: a player uploads a transfer's receipt on a phone; staff confirm it in the
// console; the player then sees the registration 有效 and opens the receipt.
import type { Page } from 'playwright-core';

/** On /user/payments at 390×844: the amount due and the account, then the receipt sent. */
export async function playerUploadsReceipt(
  tab: Page,
  url: (path: string) => string,
  receipt: { name: string; mimeType: string; buffer: Buffer },
  expected: { amount: string; accountNumber: string },
): Promise<void> {
  await tab.goto(url('/user/payments'));
  await tab.getByRole('heading', { level: 1, name: '我的缴费' }).waitFor();
  await tab.getByText(`应缴合计：${expected.amount}`).waitFor();
  await tab.getByText(expected.accountNumber).waitFor();
  const file = tab.getByLabel('转账凭证');
  await file.setInputFiles({
    name: '截图.png',
    mimeType: 'image/png',
    buffer: Buffer.from('不是图片'),
  });
  await tab.getByRole('button', { name: '提交转账凭证' }).click();
  await tab.getByText('转账凭证只能是 PNG、JPG、WebP 图片或 PDF 文件').waitFor();
  await file.setInputFiles(receipt);
  await tab.getByRole('button', { name: '提交转账凭证' }).click();
  await tab.getByText('待确认', { exact: true }).waitFor();
  await tab.getByText('没有待缴费的报名').waitFor();
}

/** On /admin/payments at 1366×900: the payer's transfer confirmed; answers its receipt number. */
export async function staffConfirmsPayment(
  tab: Page,
  url: (path: string) => string,
  payerName: string,
): Promise<string> {
  await tab.goto(url('/admin/payments?status=submitted'));
  await tab.getByRole('heading', { level: 1, name: '缴费' }).waitFor();
  const row = tab.getByRole('listitem').filter({ hasText: payerName });
  await row.getByRole('button', { name: `确认收款：${payerName}` }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '确认收款' }).click();
  await tab.goto(url('/admin/payments?status=confirmed'));
  const confirmed = tab.getByRole('listitem').filter({ hasText: payerName }).first();
  const text = await confirmed.getByText(/收据号 \d{4}-\d{6}/).textContent();
  const number = /\d{4}-\d{6}/.exec(text ?? '')?.[0];
  if (!number) throw new Error('the confirmed payment shows no receipt number');
  return number;
}

/** Back on /user/payments: the registration 有效, and the receipt with its number. */
export async function playerSeesReceipt(
  tab: Page,
  url: (path: string) => string,
  receiptNumber: string,
): Promise<void> {
  await tab.goto(url('/user/payments'));
  await tab.getByText('已确认', { exact: true }).waitFor();
  await tab.getByText('有效', { exact: true }).waitFor();
  await tab.getByRole('link', { name: '查看收据' }).click();
  await tab.getByRole('heading', { level: 2, name: '收据' }).waitFor();
  await tab.getByText(`No. ${receiptNumber}`).waitFor();
}
