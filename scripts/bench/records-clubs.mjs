// The clubs' pages of `npm run bench:records` (issue #39): a club's history (/club/detail's call),
// two clubs head to head and the season ranking, uncached and cached, and what the first read
// costs when club records are not built yet — after a deploy, and after a change to a result.
import { raiseVersions, CONTENT } from '../../server/answers/answer-versions.ts';
import { markClubRecords } from '../../server/domain/records/clubs/mark-club-records.ts';
import { refreshClubRecords } from '../../server/domain/records/clubs/refresh-club-records.ts';
import { SCALE } from './records-data.ts';
import { get, load, median, ms, p95, rate, timed } from './records-timing.mjs';

const CLUBS = 100;
const PAIRS = 100;
const CHANGES = 10;
const DIVISIONS = ['MIX', 'MALE', 'FEMALE'];

const line = (label, values) =>
  `${label}: 中位 ${ms(median(values))}, p95 ${ms(p95(values))}, 最慢 ${ms(Math.max(...values))} (${load()})`;

/**
 * Before any club record is built (the data set is written with plain inserts, as a deploy of
 * migration 0022 leaves a database): the first read of a few pages, each building only the
 * competitions it shows, then the start-up build of all the rest.
 */
export async function benchFirstReads({ db, address, data }) {
  // The app's first request pays for loading code; a season with no competitions reads nothing.
  await get(address, '/api/records/leaders?season=2000&division=MIX');
  await db
    .insertInto('ranking_level_weights')
    .values([
      { level: 'A', max_points: 1000 },
      { level: 'B', max_points: 500 },
      { level: 'C', max_points: 250 },
    ])
    .execute();
  const players = [];
  for (const id of data.playerIds.slice(0, 5)) {
    players.push(await timed(() => get(address, `/api/records/players/${id}`)));
  }
  const clubs = [];
  for (const id of data.clubIds.slice(0, 5)) {
    clubs.push(await timed(() => get(address, `/api/records/clubs/${id}`)));
  }
  const ranking = await timed(() =>
    get(address, `/api/records/ranking?division=MIX&season=${SCALE.seasons[0]}`),
  );
  const [{ count }] = await db
    .selectFrom('competitions')
    .leftJoin('club_record_marks as m', 'm.competition_id', 'competitions.id')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('m.competition_id', 'is', null)
    .execute();
  const build = await timed(() => refreshClubRecords(db));
  console.log(
    `0. 部署后首次读取（俱乐部汇总未建）: 球员战绩 ${line('5 人', players)}; ` +
      `俱乐部历史 ${line('5 个', clubs)}; 赛季排名 ${ms(ranking)}; ` +
      `启动时后台补建其余 ${count} 项赛事 ${(build / 1000).toFixed(1)} s (${load()})`,
  );
}

/** The club pages with their summaries built; `competitionRate` is /api/competitions/:id cached. */
export async function benchClubPages({ db, address, data, competitionRate }) {
  const step = Math.floor(data.clubIds.length / CLUBS);
  const clubs = data.clubIds.filter((_, i) => i % step === 0).slice(5, 5 + CLUBS);
  const history = [];
  for (const id of clubs) {
    history.push(await timed(() => get(address, `/api/records/clubs/${id}`)));
  }
  console.log(`5. ${line(`俱乐部历史（未缓存, ${history.length} 个）`, history)}`);

  const pairs = await db
    .selectFrom('games')
    .select(['home_club_id as clubId', 'away_club_id as otherId'])
    .distinct()
    .orderBy('home_club_id')
    .orderBy('away_club_id')
    .limit(PAIRS)
    .execute();
  const headToHead = [];
  for (const { clubId, otherId } of pairs) {
    headToHead.push(
      await timed(() =>
        get(address, `/api/records/head-to-head?clubId=${clubId}&otherId=${otherId}`),
      ),
    );
  }
  console.log(`6. ${line(`交锋记录（未缓存, ${headToHead.length} 对）`, headToHead)}`);

  const ranking = [];
  for (const season of SCALE.seasons) {
    for (const division of DIVISIONS) {
      ranking.push(
        await timed(() =>
          get(address, `/api/records/ranking?division=${division}&season=${season}`),
        ),
      );
    }
  }
  console.log(`7. ${line(`赛季排名（未缓存, ${ranking.length} 页）`, ranking)}`);

  const [clubId] = clubs;
  const { clubId: one, otherId: other } = pairs[0];
  const rankingUrl = `/api/records/ranking?division=MIX&season=${SCALE.seasons.at(-1)}`;
  const cached = {
    history: await rate(`${address}/api/records/clubs/${clubId}`),
    headToHead: await rate(`${address}/api/records/head-to-head?clubId=${one}&otherId=${other}`),
    ranking: await rate(`${address}${rankingUrl}`),
  };
  const ratio = (value) => (value / competitionRate).toFixed(2);
  console.log(
    `8. 已缓存（32 连接）: 俱乐部历史 ${cached.history.toFixed(0)} 次/秒 (比值 ${ratio(cached.history)}), ` +
      `交锋记录 ${cached.headToHead.toFixed(0)} 次/秒 (${ratio(cached.headToHead)}), ` +
      `赛季排名 ${cached.ranking.toFixed(0)} 次/秒 (${ratio(cached.ranking)}), ` +
      `/api/competitions/:id ${competitionRate.toFixed(0)} 次/秒 (${load()})`,
  );

  // A change to a result marks its competition in the change's transaction; the next read of a
  // page showing it rebuilds that one competition. Measured beside the same read with nothing to
  // rebuild, each after the content counter moved (as the change's write raises it).
  const afterChange = [];
  const unchanged = [];
  for (const competitionId of data.competitionIds.slice(-CHANGES)) {
    const { club_id: played } = await db
      .selectFrom('club_records')
      .select('club_id')
      .where('competition_id', '=', competitionId)
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => markClubRecords(trx, competitionId));
    await raiseVersions(db, [CONTENT]);
    afterChange.push(await timed(() => get(address, `/api/records/clubs/${played}`)));
    await raiseVersions(db, [CONTENT]);
    unchanged.push(await timed(() => get(address, `/api/records/clubs/${played}`)));
  }
  console.log(
    `9. 成绩改动后首次读取俱乐部历史（重建 1 项赛事, ${afterChange.length} 次）: ` +
      `${line('重建', afterChange)}; ${line('无需重建', unchanged)}`,
  );
}
