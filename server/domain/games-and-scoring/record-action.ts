// Applies one volunteer action in its own transaction: check who acts, store the event once under
// the phone's id, and let the shared rules (src/contract/scoring/decide.ts) refuse it or say what
// it changes; the status and the score columns move by that in the same transaction. Nothing the
// phone sends is a score. The caller raises the public answers' counters of the game it stored
// in (docs/public-answers.md) once the transaction has committed.
import type { Kysely, Updateable } from 'kysely';
import type { Database, Game, GamesTable, Team } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import type {
  ActionResult,
  BatchAction,
  DeleteScoreBody,
  SaveNameBody,
} from '../../../src/contract/scoring';
import {
  decide,
  gameOfVoid,
  type Decision,
  type DecisionState,
  type Refusal,
} from '../../../src/contract/scoring/decide';
import {
  eventOfAction,
  KIND_OF_ACTION,
  pointDetailsOf,
  voidEventOf,
  voidIdOf,
  type ScoringEvent,
} from '../../../src/contract/scoring/scoring-event';
import type { Actor } from './game-access';
import {
  findEvent,
  findEvents,
  lockGameFor,
  nextReceivedAt,
  resendResult,
  resultOf,
  toScoringEvents,
  type Trx,
} from './game-event-log';
import { rulesOf } from './game-view';
import { progressAfterEvent, refuseUnfilled } from '../../domain/competitions/stages/game-progress';
import {
  refreshPlayerGame,
  rosterOfGame,
  type RosterPlayer,
} from '../records/players/refresh-player-game';
import { markClubRecords } from '../records/clubs/mark-club-records';

export interface DeviceStamp {
  deviceId: string | null;
  seq: number | null;
}

export const refusalError = (refusal: Refusal) =>
  new BusinessError(
    refusal.message,
    refusal.notFound ? ErrorCode.notFound : ErrorCode.business,
    refusal.data,
  );

/** The game-roster ids the event names (scorer and assist, the lines, or the renamed player). */
const idsNamed = (event: ScoringEvent) =>
  [
    event.scorerId,
    event.assistId,
    event.targetId && Number(event.targetId),
    ...(event.homeLine ?? []),
    ...(event.awayLine ?? []),
  ].filter((id): id is number => typeof id === 'number');

/** The named players' teams, from the game's whole roster. */
function namedIn(roster: readonly RosterPlayer[], event: ScoringEvent): Map<number, Team> {
  const named = new Set(idsNamed(event));
  return new Map(roster.flatMap((p) => (named.has(p.id) ? [[p.id, p.team] as const] : [])));
}

/** Team of each game-roster id the event names (scorer and assist, or the renamed player). */
export async function rosterNamed(trx: Trx, gameId: number, event: ScoringEvent) {
  if (idsNamed(event).length === 0) return new Map<number, Team>();
  return namedIn(await rosterOfGame(trx, gameId), event);
}

/** The named scores that are stored in this game, with their team. */
async function scoresNamed(trx: Trx, gameId: number, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Team>();
  const rows = await trx
    .selectFrom('game_events')
    .select(['id', 'team'])
    .where('game_id', '=', gameId)
    .where('kind', '=', 'score')
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.flatMap((row) => (row.team ? [[row.id, row.team] as const] : [])));
}

/**
 * What decide reads, as far as this event needs it: the whole log only for a timeout, the scores
 * only those a confirm names, the named players from `roster` when it was read already.
 */
async function stateFor(
  trx: Trx,
  game: Game,
  event: ScoringEvent,
  voided: readonly string[],
  roster: readonly RosterPlayer[] | null,
): Promise<DecisionState> {
  const log =
    event.kind === 'timeout'
      ? toScoringEvents(
          await trx.selectFrom('game_events').selectAll().where('game_id', '=', game.id).execute(),
        )
      : [];
  return {
    status: game.status,
    rules: rulesOf(game),
    log,
    scores: await scoresNamed(trx, game.id, event.scoreIds ?? []),
    voided: new Set(voided),
    roster: roster ? namedIn(roster, event) : await rosterNamed(trx, game.id, event),
  };
}

/**
 * What an action did: its answer, the game it stored an event in (null for a resend), and the
 * championship games its game's result filled (docs/competitions.md, "Stages and progression").
 */
export interface Applied {
  result: ActionResult;
  game: Pick<Game, 'id' | 'competition_id'> | null;
  filled: number[];
}

const unchanged = (result: ActionResult): Applied => ({ result, game: null, filled: [] });

export function applyVolunteerAction(
  db: Kysely<Database>,
  actor: Actor,
  action: BatchAction,
  device: DeviceStamp,
  now: number,
): Promise<Applied> {
  return db.transaction().execute(async (trx) => {
    if (action.type === 'deleteScore') return voidScore(trx, actor, action, device, now);
    const game = await lockGameFor(trx, actor, action.gameId);
    const stored = await findEvents(trx, [action.id, voidIdOf(action.id)]);
    const existing = stored.get(action.id);
    if (existing) return unchanged(resendResult(existing, game.id, KIND_OF_ACTION[action.type]));
    refuseUnfilled(game);
    const event = eventOfAction(action);
    // Only a void recorded in this game cancels the score; one sent for another game (whatever
    // the reason it names this id) stays a void of nothing there.
    const voidedHere = stored.get(voidIdOf(action.id))?.game_id === game.id;
    // A point reads the game's whole roster once: for the players it names, and again for the
    // figures it moves (one database round trip fewer than reading each apart).
    const roster = MOVES_RECORDS.has(event.kind) ? await rosterOfGame(trx, game.id) : null;
    const voided = voidedHere ? [action.id] : [];
    const decision = decide(await stateFor(trx, game, event, voided, roster), event);
    if (!decision.accepted) throw refusalError(decision.refusal);
    const stamp = { receivedAt: now, device, actor };
    const named = action.type === 'saveName' ? await saveName(trx, game, action, event) : event;
    const result = await storeEvent(trx, game, named, decision, stamp, roster ?? undefined);
    const filled = await progressAfterEvent(trx, game, decision.status, { id: actor.id, now });
    // Only a finished game counts in a club's record: a point of a game under way changes none.
    if (decision.status === 'finished' || game.status === 'finished') {
      await markClubRecords(trx, game.competition_id);
    }
    return { result, game, filled };
  });
}

/** Renames a roster player, or adds one: the stored event names the player by game-roster id. */
async function saveName(
  trx: Trx,
  game: Game,
  action: SaveNameBody,
  event: ScoringEvent,
): Promise<ScoringEvent> {
  const number = action.number ?? null;
  if (action.playerId == null) {
    const added = await trx
      .insertInto('game_players')
      .values({ game_id: game.id, team: action.team, user_id: null, name: action.name, number })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...event, targetId: String(added.id) };
  }
  await trx
    .updateTable('game_players')
    .set({ name: action.name, ...(action.number !== undefined ? { number } : {}) })
    .where('id', '=', action.playerId)
    .execute();
  return event;
}

async function voidScore(
  trx: Trx,
  actor: Actor,
  action: DeleteScoreBody,
  device: DeviceStamp,
  now: number,
): Promise<Applied> {
  const voidId = voidIdOf(action.id);
  const found = await findEvents(trx, [action.id, voidId]);
  const score = found.get(action.id);
  const ref = (row: typeof score) => row && { gameId: row.game_id, kind: row.kind };
  // A resend of a void whose score never arrived may name no game; the stored void does.
  const located = gameOfVoid(ref(score), action.gameId, ref(found.get(voidId)));
  if ('refusal' in located) throw refusalError(located.refusal);
  const game = await lockGameFor(trx, actor, located.gameId);
  const existing = await findEvent(trx, voidId);
  if (existing) return unchanged(resendResult(existing, game.id, 'delete_score'));
  const scoreTeam = score?.game_id === game.id ? score.team : null;
  const event = voidEventOf(action.id, action.at ?? now, scoreTeam);
  const state: DecisionState = {
    status: game.status,
    rules: rulesOf(game),
    log: [],
    scores: new Map<string, Team>(scoreTeam ? [[action.id, scoreTeam]] : []),
    voided: new Set(),
    roster: null,
  };
  const decision = decide(state, event);
  if (!decision.accepted) throw refusalError(decision.refusal);
  const result = await storeEvent(trx, game, event, decision, { receivedAt: now, device, actor });
  return { result, game, filled: [] };
}

export interface Stamp {
  /** The server's clock when the action arrived. */
  receivedAt: number;
  device: DeviceStamp;
  actor: Actor;
}

function gameUpdateOf(game: Game, event: ScoringEvent, decision: Decision & { accepted: true }) {
  const { status, scoreChange } = decision;
  const update: Updateable<GamesTable> = {};
  if (status !== game.status) {
    update.status = status;
    if (status === 'live') update.began_at = event.at;
    if (status === 'finished') update.finished_at = event.at;
  }
  if (scoreChange.home !== 0) update.home_score = game.home_score + scoreChange.home;
  if (scoreChange.away !== 0) update.away_score = game.away_score + scoreChange.away;
  return update;
}

/**
 * What a stored event's payload holds: a rename's naming, the scores a confirm keeps, or a score's
 * ratio and lines with a correction's reason (read back by toScoringEvents).
 */
const payloadOf = (event: ScoringEvent) => {
  const point = event.kind === 'score' ? pointDetailsOf(event) : {};
  const payload = event.naming ??
    (event.scoreIds ? { scoreIds: event.scoreIds } : null) ?? { ...event.correction, ...point };
  return Object.keys(payload).length > 0 ? JSON.stringify(payload) : null;
};

/** The events that can change a player's figures: a point, its void, and the game's start. */
const MOVES_RECORDS = new Set<string>(['score', 'delete_score', 'begin']);

export async function storeEvent(
  trx: Trx,
  game: Game,
  event: ScoringEvent,
  decision: Decision & { accepted: true },
  stamp: Stamp,
  roster?: readonly RosterPlayer[],
): Promise<ActionResult> {
  const row = {
    id: event.id,
    game_id: game.id,
    kind: event.kind,
    team: event.team,
    scorer_id: event.scorerId,
    assist_id: event.assistId,
    target_id: event.targetId,
    payload: payloadOf(event),
    device_id: stamp.device.deviceId,
    seq: stamp.device.seq,
    at: event.at,
    received_at: nextReceivedAt(stamp.receivedAt),
    user_id: stamp.actor.id,
  };
  await trx.insertInto('game_events').values(row).execute();
  const update = gameUpdateOf(game, event, decision);
  if (Object.keys(update).length > 0) {
    await trx.updateTable('games').set(update).where('id', '=', game.id).execute();
  }
  if (MOVES_RECORDS.has(event.kind)) await refreshPlayerGame(trx, { ...game, ...update }, roster);
  return resultOf(row);
}
