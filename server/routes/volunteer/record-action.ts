// Applies one volunteer action in its own transaction: check who acts and the game's state, store
// the event once under the phone's id, and move the score columns by what the event counts for
// (server/scoring/score-delta.ts) in the same transaction. Nothing the phone sends is a score.
import type { Kysely, Updateable } from 'kysely';
import type { Database, Game, GameEventKind, GamesTable, Team } from '../../db/schema';
import { BusinessError, notFound } from '../../http/business-error';
import type {
  ActionResult,
  BatchAction,
  DeleteScoreBody,
  SaveNameBody,
  SaveScoreBody,
  TimeoutBody,
} from '../../../src/contract/volunteer';
import { deriveGameState } from '../../scoring/derive-game-state';
import { scoreDelta } from '../../scoring/score-delta';
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
import { MSG } from './volunteer-messages';

export interface DeviceStamp {
  deviceId: string | null;
  seq: number | null;
}

/** A void is stored under an id derived from the score it voids, so voiding twice is one event. */
export const voidIdOf = (scoreId: string) => `void:${scoreId}`;

const KIND_OF = {
  begin: 'begin',
  score: 'score',
  deleteScore: 'delete_score',
  saveName: 'save_name',
  finish: 'finish',
  timeout: 'timeout',
} as const satisfies Record<BatchAction['type'], GameEventKind>;

interface PlannedEvent {
  team?: Team | null;
  scorer_id?: number | null;
  assist_id?: number | null;
  target_id?: string | null;
  payload?: string | null;
  gameUpdate?: Updateable<GamesTable>;
  /** A score whose void is already logged; a void's stored score (null: not arrived yet). */
  alreadyVoided?: boolean;
  voidedScoreTeam?: Team | null;
}

export function applyVolunteerAction(
  db: Kysely<Database>,
  actor: Actor,
  action: BatchAction,
  device: DeviceStamp,
  now: number,
): Promise<ActionResult> {
  return db.transaction().execute(async (trx) => {
    if (action.type === 'deleteScore') return voidScore(trx, actor, action, device, now);
    const game = await lockGameFor(trx, actor, action.gameId);
    const stored = await findEvents(trx, [action.id, voidIdOf(action.id)]);
    const existing = stored.get(action.id);
    if (existing) return resendResult(existing, game.id, KIND_OF[action.type]);
    const planned = await planGameAction(trx, game, action);
    // Only a void recorded in this game cancels the score; one sent for another game (whatever
    // the reason it names this id) stays a void of nothing there.
    const alreadyVoided = stored.get(voidIdOf(action.id))?.game_id === game.id;
    return storeEvent(trx, game, {
      id: action.id,
      kind: KIND_OF[action.type],
      at: action.at,
      receivedAt: now,
      device,
      actor,
      planned: { ...planned, alreadyVoided },
    });
  });
}

async function planGameAction(
  trx: Trx,
  game: Game,
  action: Exclude<BatchAction, { type: 'deleteScore' }>,
) {
  switch (action.type) {
    case 'begin':
      // Beginning a live or finished game is a harmless repeat from another phone or an old outbox.
      return game.status === 'scheduled'
        ? { gameUpdate: { status: 'live', began_at: action.at } as const }
        : {};
    case 'finish':
      if (game.status === 'scheduled') throw new BusinessError(MSG.finishBeforeBegin);
      return game.status === 'live'
        ? { gameUpdate: { status: 'finished', finished_at: action.at } as const }
        : {};
    case 'score':
      return planScore(trx, game, action);
    case 'saveName':
      return planSaveName(trx, game, action);
    case 'timeout':
      return planTimeout(trx, game, action);
  }
}

/** A timeout counts in the half the log says it was taken in, up to the game's allowance per half. */
async function planTimeout(trx: Trx, game: Game, action: TimeoutBody): Promise<PlannedEvent> {
  if (game.status === 'scheduled') throw new BusinessError(MSG.notStarted);
  if (game.status === 'finished') throw new BusinessError(MSG.finishedNoTimeout);
  const events = await trx
    .selectFrom('game_events')
    .selectAll()
    .where('game_id', '=', game.id)
    .execute();
  const before = toScoringEvents(events).filter((event) => event.at <= action.at);
  const state = deriveGameState(before, { halftimeAt: game.halftime_at });
  const used = state.timeoutsUsed[action.team][state.halftime ? 'secondHalf' : 'firstHalf'];
  if (used >= game.timeouts_per_half) throw new BusinessError(MSG.timeoutsUsedUp);
  return { team: action.team };
}

async function planScore(trx: Trx, game: Game, action: SaveScoreBody): Promise<PlannedEvent> {
  if (game.status === 'scheduled') throw new BusinessError(MSG.notStarted);
  if (game.status === 'finished') throw new BusinessError(MSG.finishedNoScore);
  const scorerId = action.scorerId ?? null;
  const assistId = action.assistId ?? null;
  if (scorerId !== null && scorerId === assistId) throw new BusinessError(MSG.sameScorerAndAssist);
  const wanted = [scorerId, assistId].filter((id): id is number => id !== null);
  if (wanted.length > 0) {
    const onRoster = await trx
      .selectFrom('game_players')
      .select('id')
      .where('game_id', '=', game.id)
      .where('team', '=', action.team)
      .where('id', 'in', wanted)
      .execute();
    if (onRoster.length !== wanted.length) {
      throw new BusinessError(MSG.playerNotOnTeam, undefined, {
        scorerId,
        assistId,
      });
    }
  }
  return { team: action.team, scorer_id: scorerId, assist_id: assistId };
}

async function planSaveName(trx: Trx, game: Game, action: SaveNameBody): Promise<PlannedEvent> {
  const number = action.number ?? null;
  const payload = JSON.stringify({ name: action.name, number });
  if (action.playerId == null) {
    const added = await trx
      .insertInto('game_players')
      .values({ game_id: game.id, team: action.team, user_id: null, name: action.name, number })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { team: action.team, target_id: String(added.id), payload };
  }
  const player = await trx
    .selectFrom('game_players')
    .select(['id', 'team'])
    .where('id', '=', action.playerId)
    .where('game_id', '=', game.id)
    .executeTakeFirst();
  if (!player) throw notFound(MSG.gamePlayer);
  if (player.team !== action.team) throw new BusinessError(MSG.wrongTeam);
  await trx
    .updateTable('game_players')
    .set({ name: action.name, ...(action.number !== undefined ? { number } : {}) })
    .where('id', '=', player.id)
    .execute();
  return { team: action.team, target_id: String(player.id), payload };
}

async function voidScore(
  trx: Trx,
  actor: Actor,
  action: DeleteScoreBody,
  device: DeviceStamp,
  now: number,
) {
  const score = await findEvent(trx, action.id);
  if (score && score.kind !== 'score') throw new BusinessError(MSG.onlyScoresVoid);
  if (score && action.gameId !== undefined && action.gameId !== score.game_id) {
    throw new BusinessError(MSG.voidOtherGame);
  }
  const voidId = voidIdOf(action.id);
  // A resend of a void whose score never arrived may name no game; the stored void does.
  const gameId = score?.game_id ?? action.gameId ?? (await findEvent(trx, voidId))?.game_id;
  if (gameId === undefined) throw notFound(MSG.scoreToVoid);
  const game = await lockGameFor(trx, actor, gameId);
  const existing = await findEvent(trx, voidId);
  if (existing) return resendResult(existing, game.id, 'delete_score');
  if (game.status === 'finished') throw new BusinessError(MSG.finishedNoVoid);
  return storeEvent(trx, game, {
    id: voidId,
    kind: 'delete_score',
    at: action.at ?? now,
    receivedAt: now,
    device,
    actor,
    planned: {
      team: score?.team ?? null,
      target_id: action.id,
      voidedScoreTeam: score?.team ?? null,
    },
  });
}

interface NewEvent {
  id: string;
  kind: GameEventKind;
  at: number;
  /** The server's clock when the action arrived. */
  receivedAt: number;
  device: DeviceStamp;
  actor: Actor;
  planned: PlannedEvent;
}

async function storeEvent(trx: Trx, game: Game, event: NewEvent): Promise<ActionResult> {
  const { planned } = event;
  const row = {
    id: event.id,
    game_id: game.id,
    kind: event.kind,
    team: planned.team ?? null,
    scorer_id: planned.scorer_id ?? null,
    assist_id: planned.assist_id ?? null,
    target_id: planned.target_id ?? null,
    payload: planned.payload ?? null,
    device_id: event.device.deviceId,
    seq: event.device.seq,
    at: event.at,
    received_at: nextReceivedAt(event.receivedAt),
    user_id: event.actor.id,
  };
  await trx.insertInto('game_events').values(row).execute();
  const delta = scoreDelta({
    kind: event.kind,
    team: row.team,
    alreadyVoided: planned.alreadyVoided ?? false,
    voidedScoreTeam: planned.voidedScoreTeam ?? null,
  });
  const update: Updateable<GamesTable> = {
    ...planned.gameUpdate,
    ...(delta.home !== 0 ? { home_score: game.home_score + delta.home } : {}),
    ...(delta.away !== 0 ? { away_score: game.away_score + delta.away } : {}),
  };
  if (Object.keys(update).length > 0) {
    await trx.updateTable('games').set(update).where('id', '=', game.id).execute();
  }
  return resultOf(row);
}
