// A staff correction of a finished game's result (docs/competitions.md, "Corrections are events"):
// a score or a delete_score added to the game's log under the game's lock, decided by the same
// rules as a volunteer's action, its author the staff member, its reason in the payload and
// 'console' as its device. Runs inside the caller's transaction, so the audit row goes with it.
import { randomUUID } from 'node:crypto';
import type { GameEvent, Team } from '../../db/schema';
import { decide } from '../../../src/contract/scoring/decide';
import {
  voidEventOf,
  type ScoringEvent,
  type StaffCorrection,
} from '../../../src/contract/scoring/scoring-event';
import { countedScores } from '../../../src/contract/scoring/derive';
import type { Actor } from './game-access';
import { lockGame, toScoringEvents, type Trx } from './game-event-log';
import { rulesOf } from './game-view';
import { refusalError, rosterNamed, storeEvent } from './record-action';

export type CorrectionChange =
  | { kind: 'score'; team: Team; scorerId: number | null }
  | { kind: 'delete_score'; scoreId: string };

/** The device a console write is stored under, beside the phones' ids. */
export const CONSOLE_DEVICE = 'console';

const scoreOf = (change: CorrectionChange & { kind: 'score' }, at: number): ScoringEvent => ({
  id: `correction:${randomUUID()}`,
  kind: 'score',
  team: change.team,
  at,
  scorerId: change.scorerId,
  assistId: null,
  targetId: null,
});

/** Stores one correction of game `gameId` by `staff`; answers the stored event's row. */
export async function recordCorrection(
  trx: Trx,
  staff: Actor,
  gameId: number,
  change: CorrectionChange,
  correction: StaffCorrection,
  now: number,
): Promise<Pick<GameEvent, 'id' | 'kind' | 'team' | 'target_id'>> {
  const game = await lockGame(trx, gameId);
  const log = toScoringEvents(
    await trx
      .selectFrom('game_events')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('kind', 'in', ['score', 'delete_score'])
      .execute(),
  );
  const counted = new Map(countedScores(log).map((score) => [score.id, score.team]));
  const event: ScoringEvent =
    change.kind === 'score'
      ? { ...scoreOf(change, now), correction }
      : { ...voidEventOf(change.scoreId, now, counted.get(change.scoreId)), correction };
  const decision = decide(
    {
      status: game.status,
      rules: rulesOf(game),
      log: [],
      // Only the scores that count may be removed: a voided one is not among them.
      scores: counted,
      voided: new Set(),
      // A void names a score, not a player: only an added point's scorer is checked.
      roster: change.kind === 'score' ? await rosterNamed(trx, game.id, event) : null,
    },
    event,
  );
  if (!decision.accepted) throw refusalError(decision.refusal);
  await storeEvent(trx, game, event, decision, {
    receivedAt: now,
    device: { deviceId: CONSOLE_DEVICE, seq: null },
    actor: staff,
  });
  return { id: event.id, kind: event.kind, team: event.team, target_id: event.targetId };
}
