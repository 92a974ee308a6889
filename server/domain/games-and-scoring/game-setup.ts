// The parts of making a game that the single create and the round robin share: the approved entry
// a side comes from, the game row with both rosters copied from the entries (as the demo's games
// are, so the phone's roster and scorer choices work), and who scores it.
import type { Transaction } from 'kysely';
import type { ScheduleEntry } from '../../../src/contract/admin-schedule';
import type { GameRules } from '../../../src/contract/scoring';
import type { Database, Division, Game } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { approvedEntries, findCompetition } from './schedule-queries';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';
import { markClubRecords } from '../records/clubs/mark-club-records';

export type Trx = Transaction<Database>;

const invalid = (path: string, message: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path, message }]);

/** The competition's approved entries by id, refusing any id that is not one of them. */
export async function entriesNamed(
  trx: Trx,
  competitionId: number,
  ids: { path: string; id: number }[],
): Promise<Map<number, ScheduleEntry>> {
  const approved = new Map((await approvedEntries(trx, competitionId)).map((e) => [e.id, e]));
  for (const { path, id } of ids) {
    if (!approved.has(id)) throw invalid(path, M.entryNotApproved);
  }
  return approved;
}

/** What a game already has, kept where a body leaves a setting out. */
type MixedColumns = Pick<Game, 'ratio_rule' | 'track_lines'>;

/**
 * The rule columns of a game of a competition of `division`: only a mixed game has a ratio rule
 * (rule A unless chosen); a setting the body leaves out keeps what the game had.
 */
export const ruleColumns = (
  rules: GameRules,
  division: Division,
  current: MixedColumns = { ratio_rule: null, track_lines: 0 },
) => ({
  points_to_win: rules.pointsToWin,
  halftime_at: rules.halftimeAt,
  soft_cap_minutes: rules.softCapMinutes,
  hard_cap_minutes: rules.hardCapMinutes,
  timeouts_per_half: rules.timeoutsPerHalf,
  ratio_rule: division === 'MIX' ? (rules.ratioRule ?? current.ratio_rule ?? 'A') : null,
  track_lines: rules.trackLines === undefined ? current.track_lines : rules.trackLines ? 1 : 0,
});

/** `YYYY-MM-DDTHH:MM` as the games table keeps it. */
export function dateAndTime(startsAt: string) {
  const [date = '', time = ''] = startsAt.split('T');
  return { date, time };
}

export interface NewGame {
  competitionId: number;
  home: ScheduleEntry;
  away: ScheduleEntry;
  startsAt: string;
  field: string;
  pool: string;
  round: string;
  rules: GameRules;
}

export async function insertGame(trx: Trx, game: NewGame): Promise<number> {
  const { division } = await findCompetition(trx, game.competitionId);
  const row = await trx
    .insertInto('games')
    .values({
      competition_id: game.competitionId,
      ...dateAndTime(game.startsAt),
      field: game.field,
      pool: game.pool || null,
      round: game.round || null,
      home_club_id: game.home.clubId,
      away_club_id: game.away.clubId,
      home_name: game.home.name,
      away_name: game.away.name,
      status: 'scheduled',
      ...ruleColumns(game.rules, division),
      home_score: 0,
      away_score: 0,
      began_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A game left to play withdraws a hand-scheduled competition's final places until it counts.
  await markClubRecords(trx, game.competitionId);
  const players = await trx
    .selectFrom('registration_players as rp')
    .innerJoin('users', 'users.id', 'rp.user_id')
    .select(['rp.registration_id', 'rp.user_id', 'rp.number', 'users.name'])
    .where('rp.registration_id', 'in', [game.home.id, game.away.id])
    .execute();
  const rows = players.map((p) => ({
    game_id: row.id,
    team: p.registration_id === game.home.id ? ('home' as const) : ('away' as const),
    user_id: p.user_id,
    name: p.name,
    number: p.number,
  }));
  if (rows.length > 0) await trx.insertInto('game_players').values(rows).execute();
  return row.id;
}

/** Refuses an id that is not an enabled volunteer account, under the field that named it. */
export async function checkVolunteers(
  trx: Trx,
  body: { volunteerId: number | null; secondVolunteerId?: number | null },
): Promise<void> {
  const named = [
    { path: 'volunteerId', id: body.volunteerId },
    { path: 'secondVolunteerId', id: body.secondVolunteerId ?? null },
  ];
  for (const { path, id } of named) {
    if (id === null) continue;
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('type', '=', 'volunteer')
      .where('disabled', '=', 0)
      .executeTakeFirst();
    if (!found) throw invalid(path, M.volunteerUnknown);
  }
}

/**
 * Gives the game to `volunteerIds` (none, one or two). An assignment no longer among them is
 * marked removed at `nowMs` rather than deleted: that volunteer stops seeing the game, yet what
 * they recorded before that moment still syncs (server/domain/games-and-scoring/game-access.ts).
 * Answers who was given the game and who lost it, whom the message centre tells.
 */
export async function assignVolunteers(
  trx: Trx,
  gameId: number,
  volunteerIds: readonly number[],
  nowMs: number,
): Promise<{ given: number[]; taken: number[] }> {
  const rows = await trx
    .selectFrom('volunteer_assignments')
    .select(['user_id', 'removed_at'])
    .where('game_id', '=', gameId)
    .execute();
  const leaving = rows
    .filter((r) => r.removed_at === null && !volunteerIds.includes(r.user_id))
    .map((r) => r.user_id);
  if (leaving.length > 0) {
    await trx
      .updateTable('volunteer_assignments')
      .set({ removed_at: nowMs })
      .where('game_id', '=', gameId)
      .where('user_id', 'in', leaving)
      .execute();
  }
  const given: number[] = [];
  for (const volunteerId of volunteerIds) {
    const own = rows.find((r) => r.user_id === volunteerId);
    if (!own || own.removed_at !== null) given.push(volunteerId);
    if (!own) {
      await trx
        .insertInto('volunteer_assignments')
        .values({ game_id: gameId, user_id: volunteerId, removed_at: null })
        .execute();
    } else if (own.removed_at !== null) {
      await trx
        .updateTable('volunteer_assignments')
        .set({ removed_at: null })
        .where('game_id', '=', gameId)
        .where('user_id', '=', volunteerId)
        .execute();
    }
  }
  return { given, taken: leaving };
}
