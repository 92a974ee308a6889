// The server half of `npm run bench:format`: a 32-team championship (eight pools of four, round
// of 16, every place played) saved and played through the server's own code on a fresh database,
// SQLite in a file by default or a PostgreSQL schema when TEST_DATABASE_URL is a postgres:// URL:
// 1. saving the format: createFormat in one transaction (the format built again with its preview,
//    104 games, the 32 seeds' rosters copied, the audit row);
// 2. filling the whole bracket after the last pool games: the last game of each of the eight pools
//    made final and progressFormat run in one transaction with the competition's row locked, so
//    all 48 pool games are ranked and every first bracket round's side (32 sides, each with its
//    roster copied and an audit row) is filled, committed. This is the worst case: in a real
//    event the pools end one by one and each fill is an eighth of it.
// Between runs the format is removed (1) or the eight games reopened (2), untimed.
import type { Kysely } from 'kysely';
import { localDateString } from '../../server/db/local-date';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { loadDemoData } from '../../server/demo/load-demo-data';
import { createFormat } from '../../server/domain/competitions/stages/create-format';
import { deleteFormat } from '../../server/domain/competitions/stages/format-changes';
import { progressFormat } from '../../server/domain/competitions/stages/progression';
import { openFreshDatabase } from '../../server/test-support/build-test-app';
import { createTestClub } from '../../server/test-support/test-clubs';
import type { CreateFormatBody } from '../../src/contract/competition-stages';

const TEAMS = 32;
const TEMPLATE = 'eight-pools-round-of-16';

type Measure = (
  name: string,
  job: () => Promise<void>,
  untimed: () => Promise<void>,
) => Promise<void>;

async function enterTeams(
  db: Kysely<Database>,
): Promise<{ competitionId: number; seeds: number[] }> {
  const today = localDateString();
  const competition = await db
    .insertInto('competitions')
    .values({
      name: '压测锦标赛',
      level: 'A',
      scope: 'national',
      division: 'MIX',
      city: '上海',
      venue: '体育中心',
      start_date: today,
      end_date: today,
      min_male: 0,
      min_female: 0,
      max_roster: 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(TEAMS).execute();
  const seeds: number[] = [];
  for (let i = 0; i < TEAMS; i += 1) {
    const clubId = await createTestClub(db, { name: `压测队${i + 1}` });
    const registration = await db
      .insertInto('registrations')
      .values({
        competition_id: competition.id,
        club_id: clubId,
        status: 'approved',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_players')
      .values({ registration_id: registration.id, user_id: users[i]?.id ?? 1, number: i + 1 })
      .execute();
    seeds.push(clubId);
  }
  return { competitionId: competition.id, seeds };
}

const bodyOf = (seeds: number[]): CreateFormatBody => ({
  templateId: TEMPLATE,
  options: {},
  seeds,
  tieBreakRules: 'wfdf',
  fields: Array.from({ length: 8 }, (_, i) => `${i + 1}号场`),
  firstStart: `${localDateString()}T09:00`,
  slotMinutes: 90,
  pointsToWin: 13,
  halftimeAt: 7,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 2,
});

export async function benchServerFormat(measure: Measure): Promise<void> {
  const fresh = await openFreshDatabase({ shared: true });
  const { db } = fresh;
  try {
    await migrateToLatest(db);
    await loadDemoData(db, localDateString());
    const staff = await db
      .selectFrom('users')
      .select(['id', 'name', 'type', 'phone'])
      .where('phone', '=', '13800000000')
      .executeTakeFirstOrThrow();
    const by = () => ({ user: staff, now: Date.now() });
    const { competitionId, seeds } = await enterTeams(db);
    const body = bodyOf(seeds);
    const save = () =>
      db.transaction().execute((trx) => createFormat(trx, competitionId, body, by()));
    const remove = () =>
      db.transaction().execute((trx) => deleteFormat(trx, competitionId, { reason: '压测' }, by()));

    await measure(
      `服务器保存 ${TEAMS} 队赛制（一个事务）`,
      async () => {
        await save();
      },
      async () => {
        await remove();
      },
    );

    await save();
    const poolGames = await db
      .selectFrom('games')
      .select(['id', 'pool'])
      .where('competition_id', '=', competitionId)
      .where('pool', 'is not', null)
      .orderBy('format_game')
      .execute();
    // Every pool game won 13-9 by its home side; the last of each pool is what each run finishes.
    const lastOfPool = new Map(poolGames.map((game) => [game.pool, game.id]));
    const last = [...lastOfPool.values()];
    await db
      .updateTable('games')
      .set({ status: 'finished', home_score: 13, away_score: 9 })
      .where('competition_id', '=', competitionId)
      .where('pool', 'is not', null)
      .where('id', 'not in', last)
      .execute();
    const setLast = (status: 'finished' | 'scheduled') =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('games')
          .set(
            status === 'finished'
              ? { status, home_score: 13, away_score: 9 }
              : { status, home_score: 0, away_score: 0 },
          )
          .where('id', 'in', last)
          .execute();
        const { user, now } = by();
        return progressFormat(trx, competitionId, { id: user.id, now });
      });
    await setLast('finished');
    const filled = await db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('competition_id', '=', competitionId)
      .where('pool', 'is', null)
      .where('home_club_id', 'is not', null)
      .where('away_club_id', 'is not', null)
      .executeTakeFirstOrThrow();
    // The round of 16 and the first games of the 17–24 and 25–32 brackets: every team placed.
    if (Number(filled.count) !== TEAMS / 2) {
      throw new Error(`小组赛结束后应有 ${TEAMS / 2} 场淘汰赛填满，实际 ${filled.count} 场`);
    }
    await setLast('scheduled');
    await measure(
      `小组赛最后一轮结束后服务器填满 ${TEAMS} 队淘汰赛（一个事务，含名单复制与审计）`,
      async () => {
        await setLast('finished');
      },
      async () => {
        await setLast('scheduled');
      },
    );
  } finally {
    await fresh.drop();
  }
}
