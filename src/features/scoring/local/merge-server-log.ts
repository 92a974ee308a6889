// The log a game is derived from once the server's view has been read: every event the server
// holds (other phones' points included) plus this phone's actions the server does not have yet.
// Names are left out: the rosters read from the server already carry them.
import type { GameEventView } from '../../../contract/volunteer';
import type { ScoringAction } from './scoring-action';
import type { LoggedAction } from './scoring-tables';

function fromServer(event: GameEventView, gameId: number): ScoringAction | null {
  const stamp = { id: event.id, gameId, deviceId: '', seq: 0, at: event.at };
  switch (event.kind) {
    case 'begin':
    case 'finish':
      return { ...stamp, type: event.kind };
    case 'score':
      return event.team
        ? {
            ...stamp,
            type: 'score',
            team: event.team,
            scorerId: event.scorerId,
            assistId: event.assistId,
          }
        : null;
    case 'timeout':
      return event.team ? { ...stamp, type: 'timeout', team: event.team } : null;
    case 'delete_score':
      return event.targetId ? { ...stamp, type: 'deleteScore', scoreId: event.targetId } : null;
    default:
      return null;
  }
}

/** Rejected local actions are left out: the server never counted them. Ordered by phone time, as on the server. */
export function mergeServerLog(
  gameId: number,
  serverEvents: readonly GameEventView[],
  local: readonly LoggedAction[],
): ScoringAction[] {
  const onServer = new Set(serverEvents.map((event) => event.id));
  const voidedOnServer = new Set(
    serverEvents.flatMap((event) =>
      event.kind === 'delete_score' && event.targetId ? [event.targetId] : [],
    ),
  );
  const localOnly = local.filter(
    (action) =>
      action.sync !== 'rejected' &&
      !onServer.has(action.id) &&
      !(action.type === 'deleteScore' && voidedOnServer.has(action.scoreId)),
  );
  const server = serverEvents.flatMap((event) => fromServer(event, gameId) ?? []);
  // Array.prototype.sort is stable: equal times keep the server's order, then the phone's.
  return [...server, ...localOnly].sort((a, b) => a.at - b.at);
}
