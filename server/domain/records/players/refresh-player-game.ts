// Keeps the players' summaries right as one game's result changes (docs/records.md, "How the
// summaries are kept right"): the game's figures per player are worked out again from its own log
// (a few dozen events), compared with what player_game_stats held for it, and only the
// difference is written there and added to player_records. Called inside the transaction of
// every change that can move a figure — a point stored, voided or corrected, a game begun,
// cancelled, restored, forfeited — so a summary never disagrees with the log it was read from.
import type { Kysely, Selectable } from 'kysely';
import type { Database, Game, GamePlayersTable } from '../../../db/schema';
import type { PlayerGameStatsTable } from '../../../db/schema-records';
import { toScoringEvents } from '../../games-and-scoring/game-event-log';
import { countedScores } from '../../../../src/contract/scoring/derive';
import { lineStatsOf } from '../../../../src/contract/scoring/line-stats';

/** A transaction, or the migration's connection that fills the tables once. */
type Trx = Kysely<Database>;

/** The columns of a game the summaries read. */
export type RecordsGame = Pick<
  Game,
  | 'id'
  | 'competition_id'
  | 'status'
  | 'cancelled_at'
  | 'forfeit_team'
  | 'track_lines'
  | 'home_club_id'
  | 'away_club_id'
>;

type Row = PlayerGameStatsTable;
const FIGURES = ['goals', 'assists', 'points_played', 'plus_minus'] as const;

/**
 * The rule of the public pages (competition-stats.ts leadersOf, rank-teams.ts countedResult): a
 * cancelled or forfeited game counts for nobody, and a game counts once it has begun.
 */
export const countsForRecords = (game: RecordsGame) =>
  game.status !== 'scheduled' && game.cancelled_at === null && game.forfeit_team === null;

/** One player of a game's roster, an account's or a name only (user_id null). */
export type RosterPlayer = Pick<Selectable<GamePlayersTable>, 'id' | 'team' | 'user_id'>;

export const rosterOfGame = (trx: Trx, gameId: number): Promise<RosterPlayer[]> =>
  trx
    .selectFrom('game_players')
    .select(['id', 'team', 'user_id'])
    .where('game_id', '=', gameId)
    .execute();

/** Each account's figures in `game`, from its roster (read here unless given) and log. */
async function figuresOf(
  trx: Trx,
  game: RecordsGame,
  given?: readonly RosterPlayer[],
): Promise<Map<number, Row>> {
  const rows = new Map<number, Row>();
  if (!countsForRecords(game)) return rows;
  const [roster, log] = await Promise.all([
    given ?? rosterOfGame(trx, game.id),
    trx
      .selectFrom('game_events')
      .select([
        'id',
        'kind',
        'team',
        'scorer_id',
        'assist_id',
        'target_id',
        'payload',
        'device_id',
        'user_id',
        'at',
        'received_at',
      ])
      .where('game_id', '=', game.id)
      .where('kind', 'in', ['score', 'delete_score'])
      .execute(),
  ]);
  const byRosterId = new Map<number, Row>();
  for (const player of roster) {
    const clubId = player.team === 'home' ? game.home_club_id : game.away_club_id;
    // A side with no club yet is a placeholder: such a game cannot begin (game-progress.ts).
    if (clubId === null || player.user_id === null) continue;
    const row = rows.get(player.user_id) ?? {
      game_id: game.id,
      user_id: player.user_id,
      competition_id: game.competition_id,
      club_id: clubId,
      goals: 0,
      assists: 0,
      points_played: 0,
      plus_minus: 0,
      lines_kept: game.track_lines ? 1 : 0,
    };
    rows.set(player.user_id, row);
    byRosterId.set(player.id, row);
  }
  const counted = countedScores(toScoringEvents(log));
  for (const score of counted) {
    if (score.scorerId !== null) {
      const scorer = byRosterId.get(score.scorerId);
      if (scorer) scorer.goals += 1;
    }
    if (score.assistId !== null) {
      const assist = byRosterId.get(score.assistId);
      if (assist) assist.assists += 1;
    }
  }
  const lines = lineStatsOf(
    counted.map((score) => ({
      team: score.team,
      homeLine: score.homeLine ?? null,
      awayLine: score.awayLine ?? null,
    })),
  );
  for (const [rosterId, stats] of Object.entries(lines)) {
    const row = byRosterId.get(Number(rosterId));
    if (!row) continue;
    row.points_played += stats.played;
    row.plus_minus += stats.plusMinus;
  }
  return rows;
}

const sameRow = (a: Row, b: Row) =>
  a.club_id === b.club_id && a.lines_kept === b.lines_kept && FIGURES.every((f) => a[f] === b[f]);

/** What a game row adds to its player's record (`sign` -1 takes it away). */
const deltaOf = (row: Row, sign: 1 | -1) => ({
  user_id: row.user_id,
  competition_id: row.competition_id,
  club_id: row.club_id,
  games: sign,
  goals: sign * row.goals,
  assists: sign * row.assists,
  points_played: sign * row.points_played,
  plus_minus: sign * row.plus_minus,
  line_games: sign * row.lines_kept,
});

/** Brings game `game`'s rows and the records they add to in line with its log. */
export async function refreshPlayerGame(
  trx: Trx,
  game: RecordsGame,
  roster?: readonly RosterPlayer[],
): Promise<void> {
  const [fresh, stored] = await Promise.all([
    figuresOf(trx, game, roster),
    trx.selectFrom('player_game_stats').selectAll().where('game_id', '=', game.id).execute(),
  ]);
  const gone = stored.filter((row) => {
    const now = fresh.get(row.user_id);
    return !now || !sameRow(now, row);
  });
  const storedBy = new Map(stored.map((row) => [row.user_id, row]));
  const added = [...fresh.values()].filter((row) => {
    const before = storedBy.get(row.user_id);
    return !before || !sameRow(row, before);
  });
  if (gone.length === 0 && added.length === 0) return;

  // A point changes rows that stay: they are overwritten in one statement, and only a player who
  // no longer counts in the game at all is deleted (one database round trip fewer per point).
  const vanished = gone.filter((row) => !fresh.has(row.user_id)).map((row) => row.user_id);
  if (vanished.length > 0) {
    await trx
      .deleteFrom('player_game_stats')
      .where('game_id', '=', game.id)
      .where('user_id', 'in', vanished)
      .execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('player_game_stats')
      .values(added)
      .onConflict((oc) =>
        oc.columns(['game_id', 'user_id']).doUpdateSet((eb) => ({
          competition_id: eb.ref('excluded.competition_id'),
          club_id: eb.ref('excluded.club_id'),
          goals: eb.ref('excluded.goals'),
          assists: eb.ref('excluded.assists'),
          points_played: eb.ref('excluded.points_played'),
          plus_minus: eb.ref('excluded.plus_minus'),
          lines_kept: eb.ref('excluded.lines_kept'),
        })),
      )
      .execute();
  }

  const deltas = new Map<string, ReturnType<typeof deltaOf>>();
  for (const delta of [...gone.map((r) => deltaOf(r, -1)), ...added.map((r) => deltaOf(r, 1))]) {
    const key = `${delta.user_id}:${delta.club_id}`;
    const sum = deltas.get(key);
    if (!sum) deltas.set(key, delta);
    else
      for (const column of ['games', ...FIGURES, 'line_games'] as const)
        sum[column] += delta[column];
  }
  await trx
    .insertInto('player_records')
    .values([...deltas.values()])
    .onConflict((oc) =>
      oc.columns(['user_id', 'competition_id', 'club_id']).doUpdateSet((eb) => ({
        games: eb('player_records.games', '+', eb.ref('excluded.games')),
        goals: eb('player_records.goals', '+', eb.ref('excluded.goals')),
        assists: eb('player_records.assists', '+', eb.ref('excluded.assists')),
        points_played: eb('player_records.points_played', '+', eb.ref('excluded.points_played')),
        plus_minus: eb('player_records.plus_minus', '+', eb.ref('excluded.plus_minus')),
        line_games: eb('player_records.line_games', '+', eb.ref('excluded.line_games')),
      })),
    )
    .execute();
  // A record whose last game stopped counting (cancelled, forfeited) is no record at all.
  if ([...deltas.values()].some((delta) => delta.games < 0)) {
    await trx
      .deleteFrom('player_records')
      .where('competition_id', '=', game.competition_id)
      .where('games', '<=', 0)
      .execute();
  }
}

/** Reads game `gameId` and refreshes its players' rows: for writes that did not read it whole. */
export async function refreshPlayerGameById(trx: Trx, gameId: number): Promise<void> {
  const game = await trx
    .selectFrom('games')
    .select([
      'id',
      'competition_id',
      'status',
      'cancelled_at',
      'forfeit_team',
      'track_lines',
      'home_club_id',
      'away_club_id',
    ])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (game) await refreshPlayerGame(trx, game);
}
