// One game as the scoring screens read it: its log with the derived state and who recorded each
// action, and the two rosters the phone picks scorers from.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/business-error';
import { derive, leaderOf } from '../../../src/contract/scoring/derive';
import type { GameRosters, VolunteerGameDetail } from '../../../src/contract/scoring';
import { assertMayScore, type Actor } from './game-access';
import { toScoringEvents } from './game-event-log';
import { rulesOf, selectVolunteerGames, toVolunteerGame } from './game-view';
import { MSG } from './scoring-call-messages';

/** The game as the scoring screens read it, once the caller may score it. */
export async function findGameFor(db: Kysely<Database>, actor: Actor, gameId: number) {
  const row = await selectVolunteerGames(db).where('games.id', '=', gameId).executeTakeFirst();
  if (!row) throw notFound(MSG.game);
  await assertMayScore(db, actor, gameId);
  return row;
}

/** The name of each volunteer or staff member who recorded one of `events` (「张三记录」). */
async function recorderNames(db: Kysely<Database>, events: readonly { user_id: number }[]) {
  const ids = [...new Set(events.map((e) => e.user_id))];
  if (ids.length === 0) return new Map<number, string>();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user.name]));
}

/** One game with its log, the state derived from it and who recorded each action. */
export async function gameDetail(
  db: Kysely<Database>,
  actor: Actor,
  gameId: number,
): Promise<VolunteerGameDetail> {
  const row = await findGameFor(db, actor, gameId);
  const events = await db
    .selectFrom('game_events')
    .selectAll()
    .where('game_id', '=', gameId)
    .execute();
  const log = toScoringEvents(events);
  const state = derive(rulesOf(row), log, { status: row.status });
  const names = await recorderNames(db, events);
  const { halftime } = state;
  return {
    ...toVolunteerGame(row),
    events: log.map((e) => ({
      id: e.id,
      kind: e.kind,
      team: e.team,
      scorerId: e.scorerId,
      assistId: e.assistId,
      targetId: e.targetId,
      at: e.at,
      voided: e.kind === 'score' && state.voidedScoreIds.has(e.id),
      deviceId: e.deviceId ?? null,
      recorderId: e.recorderId ?? null,
      recorderName: names.get(e.recorderId ?? 0) ?? null,
      ...(e.scoreIds ? { scoreIds: [...e.scoreIds] } : {}),
      ...(e.ratio ? { ratio: e.ratio } : {}),
      ...(e.homeLine ? { homeLine: [...e.homeLine] } : {}),
      ...(e.awayLine ? { awayLine: [...e.awayLine] } : {}),
    })),
    halftime: halftime && {
      at: halftime.at,
      team: halftime.team,
      homeScore: halftime.homeScore,
      awayScore: halftime.awayScore,
    },
    timeoutsUsed: state.timeoutsUsed,
    // The columns equal the derived score whenever the log has scores; games finished before
    // scoring went online only have the columns.
    winner: row.status === 'finished' ? leaderOf(row.home_score, row.away_score) : null,
    beganAt: row.began_at === null ? null : Number(row.began_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    possibleDuplicates: state.possibleDuplicates,
  };
}

/** Both teams' players on the game's roster, in number order. */
export async function rostersOf(db: Kysely<Database>, gameId: number): Promise<GameRosters> {
  const players = await db
    .selectFrom('game_players')
    .leftJoin('users', 'users.id', 'game_players.user_id')
    .select([
      'game_players.id',
      'game_players.team',
      'game_players.name',
      'game_players.number',
      'users.gender',
    ])
    .where('game_players.game_id', '=', gameId)
    .orderBy('game_players.number')
    .orderBy('game_players.id')
    .execute();
  const pick = (team: 'home' | 'away') =>
    players
      .filter((p) => p.team === team)
      .map(({ id, name, number, gender }) => ({ id, name, number, ...(gender ? { gender } : {}) }));
  return { home: pick('home'), away: pick('away') };
}
