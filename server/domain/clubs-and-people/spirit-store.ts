// Reading and writing spirit scores (docs/competitions.md, "Spirit scores"). A submission is
// stored under the id the phone made: its resend is answered with what is stored, an edit (a new
// id) replaces the club's earlier score of the game, and an older edit arriving after a newer one
// is answered with the newer, so the latest edit stands whatever order the network delivers.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SpiritScoresTable } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import type { SpiritGame, SpiritScore, SpiritSubmission } from '../../../src/contract/spirit';
import { spiritDeadlineOf, spiritOpenOn } from '../../../src/contract/rules/spirit-deadline';
import { totalOf } from '../../../src/contract/rules/spirit-standings';
import { gameSummaryFields } from '../games-and-scoring/game-summary-fields';
import { givesIn, type SpiritGiver } from './spirit-access';
import { SPIRIT_MSG } from './spirit-messages';
import { markClubRecordsOfGame } from '../records/clubs/mark-club-records';

type ScoreRow = Selectable<SpiritScoresTable> & { submitted_by: string };

/** Closed games stay listed, read only, this many days after their deadline. */
const LISTED_DAYS_AFTER_DEADLINE = 30;

const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

export const toSpiritScore = (row: ScoreRow): SpiritScore => ({
  id: row.id,
  gameId: row.game_id,
  clubId: row.club_id,
  rules: row.rules,
  fouls: row.fouls,
  fairness: row.fairness,
  attitude: row.attitude,
  communication: row.communication,
  comment: row.comment,
  total: totalOf(row),
  submittedBy: row.submitted_by,
  at: row.at,
});

const scoresQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('spirit_scores')
    .innerJoin('users', 'users.id', 'spirit_scores.user_id')
    .selectAll('spirit_scores')
    .select('users.name as submitted_by');

/** A game counts for spirit once played to its end between two clubs. */
const playedGames = (db: Kysely<Database>) =>
  db
    .selectFrom('games')
    .innerJoin('competitions', 'competitions.id', 'games.competition_id')
    .where('games.status', '=', 'finished')
    .where('games.cancelled_at', 'is', null)
    .where('games.forfeit_team', 'is', null)
    .where('games.home_club_id', 'is not', null)
    .where('games.away_club_id', 'is not', null);

/** The finished games the caller gives for, newest first, with what the club gave. */
export async function spiritGamesOf(
  db: Kysely<Database>,
  giver: SpiritGiver,
  today: string,
): Promise<SpiritGame[]> {
  const shownFrom = dayBefore(today, LISTED_DAYS_AFTER_DEADLINE);
  const rows = await playedGames(db)
    .select([
      'games.id',
      'games.competition_id',
      'competitions.name as competition_name',
      'competitions.end_date',
      'competitions.spirit_deadline',
      'games.date',
      'games.time',
      'games.field',
      'games.round',
      'games.home_club_id',
      'games.away_club_id',
      'games.home_name',
      'games.away_name',
      'games.home_score',
      'games.away_score',
    ])
    .where((eb) =>
      eb.or([
        eb('games.home_club_id', '=', giver.clubId),
        eb('games.away_club_id', '=', giver.clubId),
      ]),
    )
    // A captain's list: only the competitions they were named in (never none, see spirit-access).
    .$if(giver.competitionIds !== null, (q) =>
      q.where('games.competition_id', 'in', giver.competitionIds as number[]),
    )
    .orderBy('games.date', 'desc')
    .orderBy('games.time', 'desc')
    .orderBy('games.id', 'desc')
    .execute();
  const listed = rows
    .map((row) => ({ row, deadline: spiritDeadlineOf(row.end_date, row.spirit_deadline) }))
    .filter(({ deadline }) => deadline >= shownFrom);
  const given = listed.length
    ? await scoresQuery(db)
        .where('spirit_scores.club_id', '=', giver.clubId)
        .where(
          'spirit_scores.game_id',
          'in',
          listed.map(({ row }) => row.id),
        )
        .execute()
    : [];
  const byGame = new Map(given.map((score) => [score.game_id, score]));
  return listed.map(({ row, deadline }) => {
    const score = byGame.get(row.id);
    return {
      gameId: row.id,
      competitionId: row.competition_id,
      competitionName: row.competition_name,
      ...gameSummaryFields(row),
      team: row.home_club_id === giver.clubId ? 'home' : 'away',
      deadline,
      open: spiritOpenOn(today, deadline),
      given: score ? toSpiritScore(score) : null,
    };
  });
}

/** Takes the game's row lock (an UPDATE that changes nothing) and reads what a check needs. */
async function lockGame(trx: Transaction<Database>, gameId: number) {
  await trx
    .updateTable('games')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', gameId)
    .execute();
  return trx
    .selectFrom('games')
    .innerJoin('competitions', 'competitions.id', 'games.competition_id')
    .select([
      'games.competition_id',
      'games.status',
      'games.cancelled_at',
      'games.forfeit_team',
      'games.home_club_id',
      'games.away_club_id',
      'competitions.end_date',
      'competitions.spirit_deadline',
    ])
    .where('games.id', '=', gameId)
    .executeTakeFirst();
}

/**
 * Stores the club's score of one game, under the game's row lock so two phones (or instances)
 * editing the same score never both insert. The caller's side is checked before a resend is
 * answered, so nobody reads another club's score by guessing its id.
 */
export async function saveSpirit(
  db: Kysely<Database>,
  giver: SpiritGiver,
  userId: number,
  body: SpiritSubmission,
  receivedAt: number,
  today: string,
): Promise<SpiritScore> {
  return db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, body.gameId);
    if (!game) throw notFound(SPIRIT_MSG.game);
    const ours = game.home_club_id === giver.clubId || game.away_club_id === giver.clubId;
    if (!ours || !givesIn(giver, game.competition_id)) throw forbidden(SPIRIT_MSG.notYourGame);
    const stored = await scoresQuery(trx)
      .where('spirit_scores.game_id', '=', body.gameId)
      .where('spirit_scores.club_id', '=', giver.clubId)
      .executeTakeFirst();
    // A resend, or an older edit that arrived after a newer one: the stored score stands.
    if (stored && (stored.id === body.id || stored.at > body.at)) return toSpiritScore(stored);

    if (game.status !== 'finished' || game.cancelled_at !== null || game.forfeit_team !== null) {
      throw new BusinessError(SPIRIT_MSG.notFinished);
    }
    if (game.home_club_id === null || game.away_club_id === null) {
      throw new BusinessError(SPIRIT_MSG.noOpponentClub);
    }
    const deadline = spiritDeadlineOf(game.end_date, game.spirit_deadline);
    if (!spiritOpenOn(today, deadline)) throw new BusinessError(SPIRIT_MSG.closed(deadline));
    const idTaken = await trx
      .selectFrom('spirit_scores')
      .select('id')
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (idTaken) throw new BusinessError(SPIRIT_MSG.idTaken, ErrorCode.conflict);

    const values = {
      id: body.id,
      rules: body.rules,
      fouls: body.fouls,
      fairness: body.fairness,
      attitude: body.attitude,
      communication: body.communication,
      comment: body.comment,
      user_id: userId,
      at: body.at,
      received_at: receivedAt,
    };
    if (stored) {
      await trx
        .updateTable('spirit_scores')
        .set(values)
        .where('game_id', '=', body.gameId)
        .where('club_id', '=', giver.clubId)
        .execute();
    } else {
      await trx
        .insertInto('spirit_scores')
        .values({ ...values, game_id: body.gameId, club_id: giver.clubId })
        .execute();
    }
    await markClubRecordsOfGame(trx, body.gameId);
    const saved = await scoresQuery(trx)
      .where('spirit_scores.id', '=', body.id)
      .executeTakeFirstOrThrow();
    return toSpiritScore(saved);
  });
}
