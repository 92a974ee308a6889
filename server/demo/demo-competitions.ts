// Seven competitions around `today`: the national championship running now (yesterday's pool
// games finished, today's placement games and semi-finals live or about to start, the final
// tomorrow), an international invitational a few weeks ago, a league whose registration is open,
// and last season's women's championship with a mixed division played beside it, the two
// divisions of one event (demo-event.ts), and last season's national final played through a
// saved championship format (demo-staged-championship.ts), so its page shows a bracket. Each is
// written out whole as its own plan, alike in shape on purpose: a reader (or a test) finds every
// fact of one demo competition in one place, where shared defaults would scatter them.
import type { DemoContext } from './demo-context';
import type { DemoPeople } from './demo-people';
import type { DemoClubRow } from './demo-memberships';
import { addDays } from './demo-dates';
import { insertGame, type GameSide, type PlannedGame } from './demo-games';
import { FOREIGN_TEAMS } from './demo-foreign-teams';
import { insertCompetition, playPool, register, sideOf, yearOf } from './demo-competition-setup';
import { insertDemoEvent } from './demo-event';
import { insertSpiritScores } from './demo-spirit';
import { insertStagedChampionship } from './demo-staged-championship';

interface Volunteers {
  demo: number;
  second: number;
  third: number;
}

/** Eight mixed clubs in two pools; the demo volunteer scores two of today's games. */
async function insertNationalChampionship(
  ctx: DemoContext,
  clubs: DemoClubRow[],
  v: Volunteers,
): Promise<number> {
  const { today } = ctx;
  const competitionId = await insertCompetition(ctx, {
    name: `${yearOf(ctx, 0)}年全国极限飞盘锦标赛`,
    level: 'A',
    scope: 'national',
    division: 'MIX',
    city: '上海',
    venue: '上海市民体育公园足球场',
    start: -1,
    end: 1,
    registration: [-60, -20],
    minMale: 6,
    // Every mixed demo club has five women (demo-people.ts); its approved roster meets this.
    minFemale: 5,
    maxRoster: 24,
    cover: '/demo/banner-1.svg',
    description:
      '<p>全国极限飞盘锦标赛是协会主办的最高级别混合组赛事，八支俱乐部分两组循环，小组前两名进入半决赛。</p><p>比赛采用 15 分制，8 分换场，软上限 75 分钟、硬上限 90 分钟，每半场每队 2 次暂停。</p>',
  });
  for (const club of clubs)
    await register(ctx, competitionId, club, { status: 'approved', day: -30 });
  const sides = clubs.map(sideOf);
  const yesterday = addDays(today, -1);
  const pool = { competitionId, date: yesterday };
  const [a1, a2, a3, a4] = (await playPool(ctx, {
    ...pool,
    sides: sides.slice(0, 4),
    field: '1号场',
    round: 'A组循环赛',
    pool: 'A组',
    volunteerId: v.second,
  })) as [GameSide, GameSide, GameSide, GameSide];
  const [b1, b2, b3, b4] = (await playPool(ctx, {
    ...pool,
    sides: sides.slice(4, 8),
    field: '2号场',
    round: 'B组循环赛',
    pool: 'B组',
    volunteerId: v.third,
  })) as [GameSide, GameSide, GameSide, GameSide];

  const game = (time: string, field: string, round: string, home: GameSide, away: GameSide) => ({
    competitionId,
    date: today,
    time,
    field,
    round,
    home,
    away,
  });
  const scheduled: PlannedGame['result'] = { status: 'scheduled' };
  const live: PlannedGame['result'] = {
    status: 'live',
    points: ['home', 'away', 'away', 'home', 'home', 'away', 'home', 'home', 'away'],
  };
  await insertGame(ctx, {
    ...game('09:00', '1号场', '5-8名排位赛', a3, b4),
    volunteerId: v.second,
    result: live,
  });
  await insertGame(ctx, {
    ...game('09:00', '2号场', '5-8名排位赛', b3, a4),
    volunteerId: v.demo,
    result: scheduled,
  });
  // The semi-final shows line tracking: 上场名单, points played and plus-minus.
  await insertGame(ctx, {
    ...game('11:00', '1号场', '半决赛', a1, b2),
    volunteerId: v.demo,
    trackLines: true,
    result: scheduled,
  });
  await insertGame(ctx, {
    ...game('11:00', '2号场', '半决赛', b1, a2),
    volunteerId: v.second,
    result: scheduled,
  });
  // The final's teams are known only after today's semi-finals.
  const tbd = (name: string): GameSide => ({ clubId: null, name, roster: [] });
  await insertGame(ctx, {
    ...game('10:00', '1号场', '决赛', tbd('半决赛一胜者'), tbd('半决赛二胜者')),
    date: addDays(today, 1),
    volunteerId: null,
    result: scheduled,
  });
  return competitionId;
}

/** Two of our clubs against two visiting ones, a single round robin six weeks ago. */
async function insertInternationalInvitational(
  ctx: DemoContext,
  hosts: DemoClubRow[],
  v: Volunteers,
) {
  const competitionId = await insertCompetition(ctx, {
    name: `${yearOf(ctx, -40)}年深圳国际飞盘邀请赛`,
    level: 'INTL',
    scope: 'international',
    division: 'MIX',
    city: '深圳',
    venue: '深圳湾体育中心户外足球场',
    start: -40,
    end: -39,
    registration: [-100, -60],
    minMale: 5,
    minFemale: 5,
    maxRoster: 22,
    cover: '/demo/banner-2.svg',
    description:
      '<p>邀请赛汇集国内两支俱乐部与来自日本、韩国的两支俱乐部，单循环赛制，以赛会友、交流技战术。</p>',
  });
  for (const club of hosts)
    await register(ctx, competitionId, club, { status: 'approved', day: -70 });
  await playPool(ctx, {
    competitionId,
    sides: [...hosts.map(sideOf), ...FOREIGN_TEAMS],
    date: addDays(ctx.today, -40),
    field: '中心场',
    round: '单循环赛',
    volunteerId: v.third,
  });
}

/** Registration open now: one club approved, one waiting; the demo contact's club may still enter. */
async function insertOpenLeague(ctx: DemoContext, approved: DemoClubRow, pending: DemoClubRow) {
  const competitionId = await insertCompetition(ctx, {
    name: `${yearOf(ctx, 45)}年全国飞盘联赛（华东赛区）`,
    level: 'B',
    scope: 'national',
    division: 'MIX',
    city: '杭州',
    venue: '杭州黄龙体育中心副场',
    start: 45,
    end: 46,
    registration: [-10, 20],
    minMale: 6,
    // The demo contact's club has four active women: it can enter without tricks.
    minFemale: 4,
    maxRoster: 20,
    cover: '/demo/banner-3.svg',
    description:
      '<p>联赛面向全国混合组俱乐部开放报名。报名名单最多 20 人，其中男队员不少于 6 人、女队员不少于 4 人；报名截止后由协会审核。</p>',
  });
  await register(ctx, competitionId, approved, { status: 'approved', day: -8 });
  await register(ctx, competitionId, pending, { status: 'pending', day: -2 });
}

async function insertWomenChampionship(
  ctx: DemoContext,
  clubs: DemoClubRow[],
  v: Volunteers,
): Promise<number> {
  const competitionId = await insertCompetition(ctx, {
    name: `${yearOf(ctx, -300)}年全国女子飞盘锦标赛`,
    level: 'A',
    scope: 'national',
    division: 'FEMALE',
    city: '成都',
    venue: '成都东安湖体育公园',
    start: -300,
    end: -299,
    registration: [-360, -320],
    minMale: 0,
    minFemale: 7,
    maxRoster: 22,
    cover: '/demo/banner-2.svg',
    description: '<p>女子组最高级别赛事，四支俱乐部单循环决出名次。</p>',
  });
  for (const club of clubs)
    await register(ctx, competitionId, club, { status: 'approved', day: -330 });
  await playPool(ctx, {
    competitionId,
    sides: clubs.map(sideOf),
    date: addDays(ctx.today, -300),
    field: '1号场',
    round: '单循环赛',
    volunteerId: v.third,
  });
  return competitionId;
}

export async function insertCompetitions(
  ctx: DemoContext,
  people: DemoPeople,
  clubs: DemoClubRow[],
) {
  const [demo, second, third] = people.volunteerIds as [number, number, number];
  const volunteers = { demo, second, third };
  const mix = clubs.filter((c) => c.division === 'MIX' && c.roster.length > 0);
  const [, , guangzhou, shenzhen, , hangzhou] = mix as DemoClubRow[];
  if (mix.length < 8 || !guangzhou || !shenzhen || !hangzhou) {
    throw new Error('demo data needs eight approved mixed clubs');
  }
  const championship = await insertNationalChampionship(ctx, mix.slice(0, 8), volunteers);
  // The first club is the demo contact's (demo-clubs.ts).
  await insertSpiritScores(ctx, championship, (mix[0] as DemoClubRow).id, people.demoPlayer);
  await insertInternationalInvitational(ctx, [shenzhen, guangzhou], volunteers);
  await insertOpenLeague(ctx, guangzhou, hangzhou);
  const women = await insertWomenChampionship(
    ctx,
    clubs.filter((c) => c.division === 'FEMALE'),
    volunteers,
  );
  // Seeded by last season's results, not in the order the clubs were founded; the demo player
  // joined the first club only weeks ago, after that championship.
  const seeded = [2, 0, 5, 1, 7, 3, 4, 6].map((i) => {
    const club = mix[i] as DemoClubRow;
    return { ...club, roster: club.roster.filter((m) => m.person.id !== people.demoPlayer.id) };
  });
  await insertStagedChampionship(ctx, seeded, people.staffId, third);
  // Last: the rows above keep the ids the tests and the README name.
  await insertDemoEvent(ctx, women, mix.slice(4, 8), third);
}
