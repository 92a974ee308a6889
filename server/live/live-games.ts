// The games as a live page shows them, read with their answer counter in one statement: the row is
// never older than the version it is sent with (docs/public-answers.md, "Versions").
import type { Kysely } from 'kysely';
import type { LiveGame } from '../../src/contract/content-competition';
import { gameVersionOf } from '../answers/answer-versions';
import type { Database } from '../db/schema';

function liveRows(db: Kysely<Database>) {
  return db
    .selectFrom('games as g')
    .select((eb) => [
      'g.id',
      'g.competition_id',
      'g.status',
      'g.home_score',
      'g.away_score',
      'g.cancelled_at',
      'g.forfeit_team',
      gameVersionOf(eb.ref('g.id')).as('version'),
    ]);
}

type LiveRow = Awaited<ReturnType<ReturnType<typeof liveRows>['execute']>>[number];

const toLiveGame = (row: LiveRow): LiveGame => ({
  id: row.id,
  competitionId: row.competition_id,
  status: row.status,
  homeScore: row.home_score,
  awayScore: row.away_score,
  cancelled: row.cancelled_at !== null,
  forfeitTeam: row.forfeit_team,
  version: row.version ?? 0,
});

export async function liveGamesByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<LiveGame[]> {
  if (ids.length === 0) return [];
  return (await liveRows(db).where('g.id', 'in', ids).execute()).map(toLiveGame);
}

export async function liveGamesOfCompetition(
  db: Kysely<Database>,
  competitionId: number,
): Promise<LiveGame[]> {
  return (
    await liveRows(db).where('g.competition_id', '=', competitionId).orderBy('g.id').execute()
  ).map(toLiveGame);
}
