// npm run bench:records (a benchmark, not a test): the players' pages of issue #39 on the 5-season
// data set (scripts/bench/records-data.ts), through the real app in this process, on a fresh
// SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is a postgres:// URL:
// 1. a player's record, uncached: the first request of each of PLAYERS members (the answer is
//    built), in ms, median and p95; the issue asks under 20 ms;
// 2. the same record cached, requests/s at 32 connections for ~5 s, beside /api/competitions/:id
//    cached measured the same way (scripts/bench.mjs); the issue asks the same rate;
// 3. the season leaders of each season and division, uncached, median and slowest;
// 4. what recording a point costs: POST save/score on a live game of the data set (median of
//    POINTS), and the part of it that keeps the summaries (refreshPlayerGame in a transaction on
//    that game, median of POINTS): what the summaries add to a point.
// 0. and 5.–9.: the clubs' pages (scripts/bench/records-clubs.mjs): the first reads before any
//    club record is built and the start-up build, then a club's history, head to head and the
//    season ranking uncached and cached, and the first read after a result changed.
// Every figure is printed with the load average (the machine may be shared).
// Run with tsx (`node --import tsx`), which loads the server's TypeScript as the tests do.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { issueTicket } from '../server/auth/tickets.ts';
import { openFreshDatabase } from '../server/test-support/build-test-app.ts';
import { refreshPlayerGame } from '../server/domain/records/players/refresh-player-game.ts';
import { seedRecordsData, SCALE } from './bench/records-data.ts';
import { get, load, median, ms, p95, rate, timed } from './bench/records-timing.mjs';
import { benchClubPages, benchFirstReads } from './bench/records-clubs.mjs';

const { fetch } = globalThis;
const PLAYERS = 200;
const POINTS = 200;

const { db, drop, source } = await openFreshDatabase({ shared: true });
try {
  console.log(`数据库: ${source.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}`);
  await migrateToLatest(db);
  let data;
  const seedMs = await timed(async () => {
    data = await seedRecordsData(db);
  });
  console.log(
    `数据: ${SCALE.members} 名会员, ${data.competitionIds.length} 项赛事, ` +
      `${data.competitionIds.length * SCALE.gamesPerCompetition} 场比赛, ` +
      `${data.competitionIds.length * SCALE.gamesPerCompetition * SCALE.pointsPerGame} 分; ` +
      `生成 ${(seedMs / 1000).toFixed(1)} s, 其中汇总 ${(data.summariesMs / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db, sms: { send: async () => {} } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await benchFirstReads({ db, address, data });
    const players = data.playerIds.filter(
      (_, i) => i % Math.floor(data.playerIds.length / PLAYERS) === 0,
    );
    const uncached = [];
    let competitions = 0;
    for (const id of players.slice(0, PLAYERS)) {
      uncached.push(
        await timed(async () => {
          competitions += (await get(address, `/api/records/players/${id}`)).competitions.length;
        }),
      );
    }
    console.log(
      `1. 球员战绩（未缓存, ${uncached.length} 人, 平均 ${(competitions / uncached.length).toFixed(1)} 项赛事）: ` +
        `中位 ${ms(median(uncached))}, p95 ${ms(p95(uncached))} (${load()})`,
    );

    const competitionId = data.competitionIds.at(-1);
    await get(address, `/api/competitions/${competitionId}`);
    const recordRate = await rate(`${address}/api/records/players/${players[0]}`);
    const competitionRate = await rate(`${address}/api/competitions/${competitionId}`);
    console.log(
      `2. 已缓存: 球员战绩 ${recordRate.toFixed(0)} 次/秒, /api/competitions/:id ${competitionRate.toFixed(0)} 次/秒 ` +
        `(比值 ${(recordRate / competitionRate).toFixed(2)}, ${load()})`,
    );

    const leaders = [];
    for (const season of SCALE.seasons) {
      for (const division of ['MIX', 'MALE', 'FEMALE']) {
        leaders.push(
          await timed(() =>
            get(address, `/api/records/leaders?season=${season}&division=${division}`),
          ),
        );
      }
    }
    console.log(
      `3. 赛季榜（未缓存, ${leaders.length} 个）: 中位 ${ms(median(leaders))}, 最慢 ${ms(Math.max(...leaders))} (${load()})`,
    );
    await benchClubPages({ db, address, data, competitionRate });

    // Points go to 20 games of the last competition (lines kept), 10 each: games of a real size.
    const games = await db
      .selectFrom('games')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .where('track_lines', '=', 1)
      .limit(POINTS / 10)
      .execute();
    await db
      .updateTable('games')
      .set({ status: 'live', finished_at: null })
      .where(
        'id',
        'in',
        games.map((g) => g.id),
      )
      .execute();
    const ticket = await issueTicket(db, data.staffId, Date.now());
    const points = [];
    const refreshes = [];
    const rolledBack = new Error('rolled back');
    for (const [g, game] of games.entries()) {
      const roster = await db
        .selectFrom('game_players')
        .select(['id', 'team'])
        .where('game_id', '=', game.id)
        .execute();
      const home = roster.filter((p) => p.team === 'home').map((p) => p.id);
      const away = roster.filter((p) => p.team === 'away').map((p) => p.id);
      const live = { ...game, status: 'live' };
      for (let i = 0; i < 10; i += 1) {
        const point = {
          team: 'home',
          scorerId: home[i % 7],
          assistId: home[(i + 1) % 7],
          homeLine: home.slice(0, 7),
          awayLine: away.slice(0, 7),
        };
        // The summaries' part alone: a point stored, then refreshPlayerGame timed, rolled back.
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('game_events')
              .values({
                id: `bench-refresh-${g}-${i}`,
                game_id: game.id,
                kind: 'score',
                team: 'home',
                scorer_id: point.scorerId,
                assist_id: point.assistId,
                target_id: null,
                payload: JSON.stringify({ homeLine: point.homeLine, awayLine: point.awayLine }),
                device_id: null,
                seq: null,
                at: Date.now(),
                received_at: Date.now(),
                user_id: data.staffId,
              })
              .execute();
            refreshes.push(await timed(() => refreshPlayerGame(trx, live)));
            throw rolledBack;
          });
        } catch (error) {
          if (error !== rolledBack) throw error;
        }
        const body = { id: randomUUID(), gameId: game.id, at: Date.now(), ...point };
        points.push(
          await timed(async () => {
            const response = await fetch(`${address}/api/volunteer/save/score`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ticket },
              body: JSON.stringify(body),
            });
            const answer = await response.json();
            if (answer.code !== 0) throw new Error(`save/score: ${answer.message}`);
          }),
        );
      }
    }
    console.log(
      `4. 记一分（${points.length} 次, 每场约 ${SCALE.pointsPerGame} 分, 记上场名单）: 请求中位 ${ms(median(points))}, ` +
        `其中保持汇总 中位 ${ms(median(refreshes))}, p95 ${ms(p95(refreshes))} (${load()})`,
    );
  } finally {
    await app.close();
  }
} finally {
  await drop();
}
