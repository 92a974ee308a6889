// A database for measuring a big championship's public page (issue #35: a 24-team event with all
// its stages keeps Lighthouse performance ≥ 95 on a phone): the demo data, and beside it a
// published 24-team championship (four pools of six, quarter-finals, every place played) saved
// by the server's createFormat and played to its last game, each game with its scoring log, the
// next games filled by the server's progression. Run by scripts/lighthouse.mjs as
// `node --import tsx scripts/bench/seed-championship.ts <DATABASE_URL> [teams]`; prints the
// competition's id as one line of JSON. Tooling, not a test.
import type { CreateFormatBody } from '../../src/contract/competition-stages';
import { createDb } from '../../server/db/connect';
import { localDateString } from '../../server/db/local-date';
import { migrateToLatest } from '../../server/db/migrate';
import { insertCompetition, register } from '../../server/demo/demo-competition-setup';
import { addDays } from '../../server/demo/demo-dates';
import type { DemoClubRow } from '../../server/demo/demo-memberships';
import { DEMO_GAME_RULES } from '../../server/demo/demo-games';
import { loadDemoData } from '../../server/demo/load-demo-data';
import { playFormat } from '../../server/demo/demo-staged-championship';
import { createRandom } from '../../server/demo/seeded-random';
import { createFormat } from '../../server/domain/competitions/stages/create-format';
import { createTestClub } from '../../server/test-support/test-clubs';

const [databaseUrl, teamsArg = '24'] = process.argv.slice(2);
if (!databaseUrl) throw new Error('用法：seed-championship.ts <DATABASE_URL> [队数]');
const TEAMS = Number(teamsArg);
const PLAYERS = 3;

const db = createDb(databaseUrl);
const today = localDateString();
await migrateToLatest(db);
await loadDemoData(db, today);
const competitionId = await db.transaction().execute(async (trx) => {
  const ctx = { trx, random: createRandom(35), today, passwordHash: '' };
  const id = await insertCompetition(ctx, {
    name: `${TEAMS}队全国飞盘锦标赛`,
    level: 'A',
    scope: 'national',
    division: 'MIX',
    city: '上海',
    venue: '上海市民体育公园',
    start: -2,
    end: -1,
    registration: [-60, -20],
    minMale: 0,
    minFemale: 0,
    maxRoster: 30,
    cover: '/demo/banner-1.svg',
    description: `<p>${TEAMS} 支俱乐部分四组循环，各组前二进入四分之一决赛，其余名次逐一赛出。</p>`,
  });
  const people = await trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('type', '=', 'player')
    .orderBy('id')
    .limit(TEAMS * PLAYERS)
    .execute();
  const clubs: DemoClubRow[] = [];
  for (let i = 0; i < TEAMS; i += 1) {
    const name = `锦标赛${i + 1}号队`;
    const clubId = await createTestClub(trx, { name });
    const roster = people.slice(i * PLAYERS, (i + 1) * PLAYERS).map((person, k) => ({
      person: { id: person.id, name: person.name, gender: 'M' as const, city: '上海' },
      number: k + 1,
    }));
    clubs.push({ id: clubId, name, division: 'MIX', city: '上海', roster });
  }
  for (const club of clubs) await register(ctx, id, club, { status: 'approved', day: -30 });
  const user = await trx
    .selectFrom('users')
    .select(['id', 'name', 'type', 'phone'])
    .where('phone', '=', '13800000000')
    .executeTakeFirstOrThrow();
  const volunteer = await trx
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '13800000003')
    .executeTakeFirstOrThrow();
  const seeds = clubs.map((club) => club.id);
  const body: CreateFormatBody = {
    templateId: 'four-pools-quarters',
    options: {},
    seeds,
    tieBreakRules: 'wfdf',
    fields: ['1号场', '2号场', '3号场', '4号场', '5号场', '6号场'],
    firstStart: `${addDays(today, -2)}T08:00`,
    slotMinutes: 90,
    pointsToWin: DEMO_GAME_RULES.points_to_win,
    halftimeAt: DEMO_GAME_RULES.halftime_at,
    softCapMinutes: DEMO_GAME_RULES.soft_cap_minutes,
    hardCapMinutes: DEMO_GAME_RULES.hard_cap_minutes,
    timeoutsPerHalf: DEMO_GAME_RULES.timeouts_per_half,
  };
  await createFormat(trx, id, body, { user, now: Date.now() });
  // The better seed wins every pool game, so no pool needs the last resort.
  await playFormat(ctx, id, {
    staffId: user.id,
    volunteerId: volunteer.id,
    seeds,
    poolWinner: (a, b) => Math.min(a, b),
  });
  return id;
});
await db.destroy();
console.log(JSON.stringify({ competitionId }));
