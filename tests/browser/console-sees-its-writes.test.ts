// What staff just did is what staff see (issue #33): one staff member at 1366×900 walks the
// console's sections, each time with the list already cached in the browser. They create or change
// an item, go back to its list by the page's own link and find it there at once; reload, and the
// browser asks the server again (「正在更新」 over the cached list meanwhile) and finds it again;
// withdraw or delete it, and the list shows that at once.
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSteps, dayFromNow, STAFF_PHONE } from './support/console-steps';
import { DESKTOP } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

// A PDF's header and trailer around a few bytes: the server reads the type from them.
const PDF = Buffer.from('%PDF-1.4\n%浏览器测试\n%%EOF\n');

let tab: Page;
let ticket = '';
const bed = portalTestBed(async (started) => {
  const { signIn, contextOf } = consoleSteps(started, 'console-sees');
  ticket = await signIn(STAFF_PHONE);
  tab = await (await contextOf(DESKTOP, ticket)).newPage();
});
const { url } = consoleSteps(bed, 'console-sees');

/** The first demo competition (by id) whose staff read at `path(id)` `wanted` picks from. */
async function findInDemo<T, F>(path: (id: number) => string, wanted: (data: T) => F | undefined) {
  for (let id = 1; id < 20; id += 1) {
    const response = await fetch(url(path(id)), { headers: { ticket } });
    const body = (await response.json()) as { code: number; data: T };
    const found = body.code === 0 ? wanted(body.data) : undefined;
    if (found !== undefined) return { id, found };
  }
  throw new Error(`the demo data has nothing wanted at ${path(0)}`);
}

const main = () => tab.locator('main');
const row = (text: string) => main().getByRole('row').filter({ hasText: text });

/** The list shows `text` (a row's cell, as the table at this width shows it). */
async function listed(text: string): Promise<void> {
  await row(text).first().waitFor();
}

/** `row` is gone while the list itself is there (`stays` is a row that remains). */
async function gone(text: string, stays: string): Promise<void> {
  await row(text).first().waitFor({ state: 'detached' });
  await listed(stays);
}

/** Reloads the page: the list is asked for again, not only taken from the cache. */
async function reloadAsking(path: string): Promise<void> {
  const asked = tab.waitForRequest((request) => new URL(request.url()).pathname === path);
  await tab.reload();
  await asked;
}

async function typeBody(text: string): Promise<void> {
  await tab.getByRole('textbox', { name: '正文', exact: true }).click();
  await tab.keyboard.type(text);
}

test('赛事: a new competition is in the list at once and after a reload; deleted, it goes', async () => {
  const name = '即时可见杯';
  await tab.goto(url('/admin/competitions'));
  await listed('全国极限飞盘锦标赛');
  await tab.getByRole('link', { name: '新建赛事' }).click();
  await tab.getByLabel('赛事名称').fill(name);
  await tab.getByLabel('开始日期').fill(dayFromNow(30));
  await tab.getByLabel('结束日期').fill(dayFromNow(31));
  await tab.getByLabel('地点').fill('黄龙体育中心');
  await tab.getByRole('button', { name: '保存', exact: true }).click();
  await tab.waitForURL(/\/admin\/competitions\/\d+$/);
  await tab.getByRole('link', { name: '返回赛事列表' }).click();
  await listed(name);

  // Reloaded, the cached list shows at once and says it is being brought up to date.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await tab.route('**/api/admin/competitions?*', async (route) => {
    await held;
    await route.continue();
  });
  await reloadAsking('/api/admin/competitions');
  await listed(name);
  await main().getByText('正在更新').waitFor();
  answer();
  await main().getByText('正在更新').waitFor({ state: 'detached' });
  await tab.unroute('**/api/admin/competitions?*');
  await listed(name);

  await tab.getByRole('link', { name: `编辑：${name}` }).click();
  await tab.getByRole('button', { name: '删除' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await tab.waitForURL(/\/admin\/competitions$/);
  await gone(name, '全国极限飞盘锦标赛');
});

test('通知公告: a draft is in the list at once and after a reload; deleted, it goes', async () => {
  const title = '即时可见的通知草稿';
  await tab.goto(url('/admin/notices'));
  await main()
    .getByRole('link', { name: /^编辑：/ })
    .first()
    .waitFor();
  const stays =
    (await main().getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('heading', { level: 1, name: /^新建/ }).waitFor();
  await tab.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await tab.getByLabel('栏目').selectOption({ label: '赛事通知' });
  await typeBody('草稿的正文。');
  await tab.getByRole('button', { name: '保存草稿' }).click();
  await tab.waitForURL(/\/admin\/notices\/\d+$/);
  await tab.getByRole('link', { name: '返回通知公告列表' }).click();
  await listed(title);
  await reloadAsking('/api/admin/notices');
  await listed(title);

  await row(title).getByRole('button', { name: '删除' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await gone(title, stays);
});

/** Publishes a new item from its editor, back to the list, reloads, then withdraws it. */
async function publishThenWithdraw(options: {
  list: string;
  api: string;
  name: string;
  /** The editor's title, shown once the form is there to fill. */
  editor: string;
  fill: () => Promise<void>;
  back: string;
}): Promise<void> {
  const { list, api, name, editor, fill, back } = options;
  await tab.goto(url(list));
  await main()
    .getByRole('link', { name: /^编辑：/ })
    .first()
    .waitFor();
  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('heading', { level: 1, name: editor }).waitFor();
  await fill();
  await tab.getByRole('button', { name: '发布', exact: true }).click();
  await tab.getByRole('button', { name: '撤回' }).waitFor();
  await tab.getByRole('link', { name: back }).click();
  await listed(name);
  await row(name).getByText('已发布', { exact: true }).waitFor();
  await reloadAsking(api);
  await listed(name);

  await tab.getByRole('link', { name: `编辑：${name}` }).click();
  await tab.getByRole('button', { name: '撤回' }).click();
  await tab.getByRole('button', { name: '撤回' }).waitFor({ state: 'detached' });
  await tab.getByRole('link', { name: back }).click();
  await row(name).getByText('已撤回', { exact: true }).waitFor();
}

test('培训: a published course is in the list at once and after a reload; withdrawn, it says so', async () => {
  const title = '即时可见的裁判员培训';
  await publishThenWithdraw({
    list: '/admin/trainings',
    api: '/api/admin/trainings',
    name: title,
    editor: '新建培训',
    back: '返回培训列表',
    fill: async () => {
      await tab.getByLabel('标题').fill(title);
      await tab.getByLabel('裁判员').check();
      await tab.getByLabel('等级').selectOption({ label: '三级' });
      await tab.getByLabel('城市').fill('杭州');
      await tab.getByLabel('地点').fill('黄龙体育中心');
      await tab.getByLabel('开始日期').fill(dayFromNow(30));
      await tab.getByLabel('结束日期').fill(dayFromNow(31));
      await tab.getByLabel('报名截止日期').fill(dayFromNow(20));
      await tab.getByLabel('费用（元）').fill('600');
      await tab.getByLabel('名额').fill('30');
      await typeBody('培训安排。');
    },
  });
});

test('下载: a published file is in the list at once and after a reload; withdrawn, it says so', async () => {
  const name = '即时可见的报名表';
  await publishThenWithdraw({
    list: '/admin/downloads',
    api: '/api/admin/downloads',
    name,
    editor: '新建下载',
    back: '返回下载列表',
    fill: async () => {
      await tab.getByLabel('标题').fill(name);
      await tab.getByLabel('栏目').selectOption({ label: '赛事文件' });
      await tab
        .getByLabel('文件')
        .setInputFiles({ name: '报名表.pdf', mimeType: 'application/pdf', buffer: PDF });
      await tab.getByRole('link', { name: '报名表.pdf' }).waitFor();
    },
  });
});

test('飞盘运动: a published page is in the list at once and after a reload; withdrawn, it says so', async () => {
  const name = '即时可见的飞盘规则';
  await publishThenWithdraw({
    list: '/admin/sport',
    api: '/api/admin/pages/sport',
    name,
    editor: '新建飞盘运动页面',
    back: '返回飞盘运动页面列表',
    fill: async () => {
      await tab.getByRole('textbox', { name: '标题', exact: true }).fill(name);
      await typeBody('规则的正文。');
    },
  });
});

test('站点设置: a new quick link is listed at once and after a reload; removed, it goes', async () => {
  const name = '即时可见链接';
  await tab.goto(url('/admin/site/links'));
  await tab.getByRole('button', { name: '编辑「赛事中心」' }).waitFor();
  await tab.getByRole('button', { name: '新建' }).click();
  await tab.getByRole('textbox', { name: '链接名称', exact: true }).fill(name);
  await tab.getByRole('textbox', { name: '链接地址', exact: true }).fill('/news');
  await tab.getByRole('button', { name: '保存' }).click();
  await tab.getByRole('button', { name: `编辑「${name}」` }).waitFor();
  await reloadAsking('/api/admin/site/links');
  await tab.getByRole('button', { name: `编辑「${name}」` }).waitFor();

  await tab.getByRole('button', { name: `删除「${name}」` }).click();
  await tab.getByRole('button', { name: '确定删除' }).click();
  await tab.getByRole('button', { name: `编辑「${name}」` }).waitFor({ state: 'detached' });
  await tab.getByRole('button', { name: '编辑「赛事中心」' }).waitFor();
});

test('俱乐部: an approved club shows approved at once and after a reload', async () => {
  const club = '厦门鹭岛飞盘俱乐部';
  await tab.goto(url('/admin/clubs'));
  await listed(club);
  await row(club)
    .getByRole('button', { name: `通过 ${club}` })
    .click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '通过' }).click();
  await row(club)
    .getByRole('button', { name: `通过 ${club}` })
    .waitFor({ state: 'detached' });
  await row(club).getByText('已通过', { exact: true }).waitFor();
  await reloadAsking('/api/admin/people/clubs');
  await row(club).getByText('已通过', { exact: true }).waitFor();
});

test('账号 and 会员: a new account is in the list at once; disabled, the list says so', async () => {
  const name = '即时可见志愿者';
  await tab.goto(url('/admin/accounts'));
  await main()
    .getByRole('link', { name: /^查看 / })
    .first()
    .waitFor();
  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('heading', { level: 1, name: /^新建/ }).waitFor();
  await tab.getByRole('textbox', { name: '手机号', exact: true }).fill('13712340033');
  await tab.getByRole('textbox', { name: '姓名', exact: true }).fill(name);
  await tab.getByRole('radio', { name: '志愿者' }).check();
  await tab.getByRole('textbox', { name: '初始密码', exact: true }).fill('start1234');
  await tab.getByRole('button', { name: '创建账号' }).click();
  await tab.waitForURL(/\/admin\/members\/\d+$/);
  await tab.getByRole('link', { name: '返回会员列表' }).click();
  await listed(name);
  await reloadAsking('/api/admin/people/members');
  await listed(name);
  await tab.getByRole('navigation').getByRole('link', { name: '账号', exact: true }).click();
  await listed(name);

  await row(name)
    .getByRole('link', { name: /^查看 / })
    .click();
  await tab.getByRole('button', { name: '停用' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
  await tab.getByRole('button', { name: '启用' }).waitFor();
  await tab.getByRole('link', { name: '返回会员列表' }).click();
  // A new account's state also says it waits for its first password change.
  await row(name)
    .getByText(/^已停用/)
    .waitFor();
});

test('报名: an approved entry shows approved at once and after a reload; rejected, it says so', async () => {
  interface Entry {
    id: number;
    status: string;
    club: { name: string };
  }
  const { id, found: club } = await findInDemo(
    (competition) => `/api/admin/competitions/${competition}/registrations`,
    (page: { list: Entry[] }) => page.list.find((entry) => entry.status === 'pending')?.club.name,
  );
  await tab.goto(url(`/admin/competitions/${id}/registrations`));
  const card = main().getByRole('listitem').filter({ hasText: club });
  await card.getByText('待审核', { exact: true }).waitFor();
  await card.getByRole('link', { name: `查看名单 ${club}` }).click();
  await tab.getByRole('button', { name: '通过' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '通过' }).click();
  await tab.getByRole('alertdialog').waitFor({ state: 'detached' });
  await main().getByRole('button', { name: '通过' }).waitFor({ state: 'detached' });
  await tab.getByRole('link', { name: '返回报名列表' }).click();
  await card.getByText('已通过', { exact: true }).waitFor();
  await reloadAsking(`/api/admin/competitions/${id}/registrations`);
  await card.getByText('已通过', { exact: true }).waitFor();

  await card.getByRole('link', { name: `查看名单 ${club}` }).click();
  await tab.getByRole('button', { name: '驳回' }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByLabel('驳回原因').fill('名单人数不足');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tab.getByRole('link', { name: '返回报名列表' }).click();
  await card.getByText('已驳回', { exact: true }).waitFor();
});

test('赛程: a new game is on the schedule at once and after a reload; cancelled, it says so', async () => {
  interface Schedule {
    entries: { name: string }[];
  }
  const field = '即时可见球场';
  const { id, found: teams } = await findInDemo(
    (competition) => `/api/admin/schedule/competitions/${competition}`,
    (schedule: Schedule) => (schedule.entries.length >= 2 ? schedule.entries : undefined),
  );
  const [home, away] = teams as [Schedule['entries'][0], Schedule['entries'][0]];
  await tab.goto(url(`/admin/competitions/${id}/schedule`));
  await tab.getByRole('link', { name: '添加比赛' }).click();
  await tab.getByLabel('主队').selectOption({ label: home.name });
  await tab.getByLabel('客队').selectOption({ label: away.name });
  await tab.getByLabel('开始时间').fill(`${dayFromNow(3)}T20:00`);
  await tab.getByLabel('场地').fill(field);
  await tab.getByRole('button', { name: '保存' }).click();
  const game = main()
    .getByRole('listitem')
    .filter({ hasText: `场地 ${field}` });
  await game.waitFor();
  await reloadAsking(`/api/admin/schedule/competitions/${id}`);
  await game.waitFor();

  await game.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` }).click();
  await tab.getByLabel('取消原因').fill('场地积水');
  await tab.getByRole('button', { name: '取消比赛' }).click();
  await tab.getByText('本场已取消：场地积水').waitFor();
  await tab.getByRole('link', { name: '返回赛程' }).click();
  await game.getByText('已取消', { exact: true }).waitFor();
});

test('成绩: a corrected score is in the results at once and after a reload; taken back, it goes', async () => {
  interface ResultGame {
    id: number;
    pool: string | null;
    status: string;
    homeName: string;
    awayName: string;
    homeScore: number;
    awayScore: number;
  }
  const { id, found: game } = await findInDemo(
    (competition) => `/api/admin/results/competitions/${competition}`,
    (results: { games: ResultGame[] }) =>
      results.games.find((g) => g.status === 'finished' && g.pool !== null),
  );
  const before = `${game.homeScore}:${game.awayScore}`;
  const after = `${game.homeScore + 1}:${game.awayScore}`;
  const correct = `更正比分：${game.homeName} 对 ${game.awayName}`;
  const card = main()
    .getByRole('listitem')
    .filter({ has: tab.getByRole('link', { name: correct }) });
  await tab.goto(url(`/admin/competitions/${id}/results`));
  await card.getByText(before, { exact: true }).waitFor();
  await card.getByRole('link', { name: correct }).click();
  const add = tab.getByRole('region', { name: '加一分' });
  await add.getByRole('combobox', { name: '得分队', exact: true }).selectOption('home');
  await add.getByLabel('更正原因').fill('记分员漏记一分');
  await add.getByRole('button', { name: '加一分' }).click();
  await tab.getByLabel(`比分 ${after}`).waitFor();
  await tab.getByRole('link', { name: '返回成绩' }).click();
  await card.getByText(after, { exact: true }).waitFor();
  await reloadAsking(`/api/admin/results/competitions/${id}`);
  await card.getByText(after, { exact: true }).waitFor();

  await card.getByRole('link', { name: correct }).click();
  const remove = tab.getByRole('region', { name: '删除一个得分' });
  await remove.getByLabel('要删除的得分').selectOption({ label: `${after} ${game.homeName}` });
  await remove.getByLabel('更正原因').fill('多记了一分');
  await remove.getByRole('button', { name: '删除得分' }).click();
  await tab.getByLabel(`比分 ${before}`).waitFor();
  await tab.getByRole('link', { name: '返回成绩' }).click();
  await card.getByText(before, { exact: true }).waitFor();
});
