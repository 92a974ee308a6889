// Rebuilds the club records of the competitions whose results changed since they were built
// (club_record_marks, docs/records.md, "Clubs"), before a page reads them. A competition with
// no mark yet (made before migration 0022, or written by a script) is built once too. A page
// rebuilds only the competitions it reads (`within`), so the first read after a deploy that left
// many unbuilt waits for a few competitions, not all of them; start-up builds the rest.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { isPostgres } from '../../../db/connect';
import { competitionGamesOf, scoringEventsOf } from '../../games-and-scoring/game-queries';
import { publicChampionshipOf } from '../../competitions/stages/public-championship';
import { totalOf } from '../../../../src/contract/rules/spirit-standings';
import { clubRecordRowsOf, type CompetitionResults } from './club-record-rows';

type Db = Kysely<Database>;

/** Which competitions (`c`) a page reads the club records of. */
export type CompetitionsWithin = (
  eb: ExpressionBuilder<Database & { c: Database['competitions'] }, 'c'>,
) => Expression<SqlBool>;

/** The competitions to rebuild: changed since built, or never built while they have games. */
async function staleCompetitions(db: Db, within?: CompetitionsWithin): Promise<number[]> {
  const rows = await db
    .selectFrom('competitions as c')
    .leftJoin('club_record_marks as m', 'm.competition_id', 'c.id')
    .select('c.id')
    .$if(within !== undefined, (qb) => qb.where((eb) => (within as CompetitionsWithin)(eb)))
    .where((eb) =>
      eb.or([
        eb('m.changed', '>', eb.ref('m.counted')),
        eb.and([
          eb('m.competition_id', 'is', null),
          eb.exists(
            eb.selectFrom('games as g').select('g.id').whereRef('g.competition_id', '=', 'c.id'),
          ),
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

async function spiritReceived(db: Db, competitionId: number) {
  const rows = await db
    .selectFrom('games')
    .innerJoin('spirit_scores as s', 's.game_id', 'games.id')
    .select([
      'games.home_club_id',
      'games.away_club_id',
      's.club_id',
      's.rules',
      's.fouls',
      's.fairness',
      's.attitude',
      's.communication',
    ])
    .where('games.competition_id', '=', competitionId)
    .where('games.status', '=', 'finished')
    .where('games.cancelled_at', 'is', null)
    .where('games.forfeit_team', 'is', null)
    .execute();
  return rows.flatMap((row) => {
    // A score is about the other side of the game than the club that gave it.
    const clubId = row.club_id === row.away_club_id ? row.home_club_id : row.away_club_id;
    return clubId === null ? [] : [{ clubId, total: totalOf(row) }];
  });
}

export async function readCompetitionResults(
  db: Db,
  competitionId: number,
): Promise<CompetitionResults> {
  const [competition, { statsGames }, format, teams, spirit] = await Promise.all([
    db
      .selectFrom('competitions')
      .select('tie_break_rules')
      .where('id', '=', competitionId)
      .executeTakeFirstOrThrow(),
    competitionGamesOf(db, competitionId),
    publicChampionshipOf(db, competitionId),
    db
      .selectFrom('registrations as r')
      .innerJoin('clubs as c', 'c.id', 'r.club_id')
      .select(['c.id as clubId', 'c.name'])
      .where('r.competition_id', '=', competitionId)
      .where('r.status', '=', 'approved')
      .orderBy('r.id')
      .execute(),
    spiritReceived(db, competitionId),
  ]);
  const events = await scoringEventsOf(
    db,
    statsGames.map((g) => g.id),
  );
  return {
    competitionId,
    games: statsGames,
    events,
    teams,
    rules: competition.tie_break_rules,
    decisions: format.decisions,
    championship: format.championship,
    spirit,
  };
}

async function rebuild(db: Db, competitionId: number): Promise<void> {
  const locking = isPostgres(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('club_record_marks')
      .values({ competition_id: competitionId, changed: 0, counted: -1 })
      .onConflict((oc) => oc.column('competition_id').doNothing())
      .execute();
    // The mark's row lock makes a change committed meanwhile wait for this rebuild (and a second
    // rebuild wait for the first), so `changed` as read here covers every change the rows count.
    let mark = trx
      .selectFrom('club_record_marks')
      .select(['changed', 'counted'])
      .where('competition_id', '=', competitionId);
    if (locking) mark = mark.forUpdate();
    const { changed, counted } = await mark.executeTakeFirstOrThrow();
    if (counted >= changed) return;
    const rows = clubRecordRowsOf(await readCompetitionResults(trx, competitionId));
    await trx.deleteFrom('club_records').where('competition_id', '=', competitionId).execute();
    if (rows.length > 0) await trx.insertInto('club_records').values(rows).execute();
    await trx
      .updateTable('club_record_marks')
      .set({ counted: sql<number>`${changed}` })
      .where('competition_id', '=', competitionId)
      .execute();
  });
}

/**
 * Brings the club records of the competitions `within` (all when omitted) up to date; most calls
 * find nothing to do. Stops between two competitions once `stopped` says so (a server stopping).
 */
export async function refreshClubRecords(
  db: Db,
  within?: CompetitionsWithin,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (const competitionId of await staleCompetitions(db, within)) {
    if (stopped()) return;
    await rebuild(db, competitionId);
  }
}
