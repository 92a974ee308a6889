// A competition's entries as staff, a club's contact and a visitor meet them, against the real
// server: staff reject the open league's pending entry with a reason, its contact reads the reason
// in 俱乐部中心 and sends the roster again, staff approve it and a visitor on a phone finds the
// roster on /match/members (not before). After the national championship's deadline staff remove
// a player with a reason, which the entry's 变更记录 shows. The list and the entry page at
// 1366×900 and 390×844: screenshots, no sideways scroll, no serious axe problem.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const REJECT_REASON = '名单中有球员未完成年度注册，请核对后重新提交';
const REMOVE_REASON = '球员伤病退赛，俱乐部来函申请';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-registrations');

interface Entry {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  club: { id: number; name: string };
  contact: { phone: string } | null;
}

interface Detail {
  competition: { id: number; name: string; closed: boolean };
  roster: { name: string; gender: 'M' | 'F' | null }[];
  men: number;
  women: number;
}

async function read<T>(ticket: string, path: string): Promise<{ code: number; data: T }> {
  const response = await fetch(url(path), { headers: { ticket } });
  return (await response.json()) as { code: number; data: T };
}

/** The first demo competition with an entry `wanted` picks, read as staff. */
async function findEntry(
  ticket: string,
  wanted: (entry: Entry, detail: Detail) => boolean,
): Promise<{ entry: Entry; detail: Detail }> {
  for (let id = 1; id < 20; id += 1) {
    const page = await read<{ list: Entry[] }>(
      ticket,
      `/api/admin/competitions/${id}/registrations`,
    );
    if (page.code !== 0) continue;
    for (const entry of page.data.list) {
      const detail = await read<Detail>(ticket, `/api/admin/registrations/${entry.id}`);
      if (detail.code === 0 && wanted(entry, detail.data)) return { entry, detail: detail.data };
    }
  }
  throw new Error('the demo data has no such entry');
}

test('a rejected entry is fixed by its contact, approved by staff and shown to visitors', async () => {
  const staffTicket = await signIn(STAFF_PHONE);
  const { entry, detail } = await findEntry(
    staffTicket,
    (e, d) => e.status === 'pending' && !d.competition.closed && e.contact !== null,
  );
  const club = entry.club.name;
  const competition = detail.competition;

  const staff = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${competition.id}/registrations`));
  await desk.getByRole('heading', { level: 1, name: '赛事报名' }).waitFor();
  const card = desk.getByRole('listitem').filter({ hasText: club });
  await card.getByText('待审核').waitFor();
  await lookAt(desk, 'list');

  await card.getByRole('link', { name: `查看名单 ${club}` }).click();
  await desk.getByRole('heading', { level: 2, name: club, exact: true }).waitFor();
  await desk.getByRole('button', { name: '驳回' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await dialog.getByText('请填写驳回原因').waitFor();
  await dialog.getByLabel('驳回原因').fill(REJECT_REASON);
  await dialog.getByRole('button', { name: '驳回' }).click();
  await desk.getByText(`驳回原因：${REJECT_REASON}`).waitFor();
  await desk.getByText('已驳回', { exact: true }).waitFor();

  // The contact reads the reason in 俱乐部中心 and sends the same roster again.
  const contact = await contextOf(PHONE, await signIn(entry.contact?.phone ?? ''));
  const centre = await contact.newPage();
  await centre.goto(url('/user/club/apply'));
  const mine = centre.getByRole('listitem').filter({ hasText: competition.name });
  await mine.getByRole('note').getByText(`驳回原因：${REJECT_REASON}`, { exact: false }).waitFor();
  await mine.getByText('报名状态：已驳回', { exact: false }).waitFor();
  await lookAt(centre, 'club-apply');
  await mine.getByRole('button', { name: '查看参赛名单' }).click();
  await mine.getByRole('button', { name: '修改参赛名单' }).click();
  await mine.getByRole('button', { name: '提交报名' }).click();
  await mine.getByText('报名状态：待审核', { exact: false }).waitFor();
  assert.equal(await mine.getByRole('note').count(), 0, 'the spent reason is gone');

  // Not approved yet: a visitor does not see the roster.
  const visitor = await contextOf(PHONE);
  const members = await visitor.newPage();
  const rosterPath = `/match/members?competitionId=${competition.id}&clubId=${entry.club.id}`;
  await members.goto(url(rosterPath));
  await members.getByRole('main').getByText('报名不存在').waitFor();
  const firstPlayer = detail.roster[0]?.name ?? '';
  assert.equal(await members.getByText(firstPlayer).count(), 0, 'a pending roster is not public');

  await desk.reload();
  await desk.getByText('待审核', { exact: true }).waitFor();
  await desk.getByRole('button', { name: '通过' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: '通过' }).click();
  await desk.getByText('已通过', { exact: true }).waitFor();
  assert.equal(await desk.getByRole('button', { name: '通过' }).count(), 0, 'approved once');

  await members.reload();
  await members.getByRole('heading', { level: 1, name: new RegExp(club) }).waitFor();
  await members.getByText(firstPlayer).first().waitFor();
  await Promise.all([staff.close(), contact.close(), visitor.close()]);
});

test('after the deadline staff remove a player with a reason that 变更记录 shows', async () => {
  const staffTicket = await signIn(STAFF_PHONE);
  // A man beyond the minimum, so the roster still meets the competition's rules without him.
  const { entry, detail } = await findEntry(
    staffTicket,
    (e, d) => e.status === 'approved' && d.competition.closed && d.men > 6,
  );
  const player = detail.roster.find((p) => p.gender === 'M')?.name ?? '';

  const staff = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/registrations/${entry.id}`));
  await desk.getByText('报名已于', { exact: false }).waitFor();
  await desk.getByRole('button', { name: `移除 ${player}` }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('button', { name: '移除' }).click();
  await dialog.getByText('请填写原因').waitFor();
  await dialog.getByLabel('原因').fill(REMOVE_REASON);
  await dialog.getByRole('button', { name: '移除' }).click();
  const changes = desk.getByRole('region', { name: '变更记录' });
  await changes.getByText(REMOVE_REASON, { exact: false }).waitFor();
  assert.equal(await desk.getByRole('button', { name: `移除 ${player}` }).count(), 0, 'removed');
  await lookAt(desk, 'entry');
  await staff.close();

  const phone = await contextOf(PHONE, staffTicket);
  const tab = await phone.newPage();
  await tab.goto(url(`/admin/registrations/${entry.id}`));
  await tab
    .getByRole('region', { name: '变更记录' })
    .getByText(REMOVE_REASON, { exact: false })
    .waitFor();
  await lookAt(tab, 'entry');
  await tab.goto(url(`/admin/competitions/${detail.competition.id}/registrations`));
  await tab.getByRole('link', { name: `查看名单 ${entry.club.name}` }).waitFor();
  await lookAt(tab, 'list');
  await phone.close();
});
