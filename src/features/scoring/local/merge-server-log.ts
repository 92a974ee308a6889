// The log a game is derived from on the phone: every event the server holds (other phones'
// points included) plus this phone's actions the server does not have yet, in play order, each
// marked whether the server has still to answer it. Rejected actions are left out: the server
// never counted them. The server's name changes are left out too: the rosters read from the
// server already carry them.
import type { GameEventView } from '../../../contract/scoring';
import type { LogEntry } from '../../../contract/scoring/keep-accepted';
import {
  eventOfAction,
  voidEventOf,
  type ScoringEvent,
} from '../../../contract/scoring/scoring-event';
import type { ScoringAction } from './scoring-action';
import type { LoggedAction } from './scoring-tables';

/**
 * A logged action as the event the server stores for it. A void is named as the server names it,
 * so a void the server already holds is the same event. It carries this phone's device id, so a
 * point another phone also recorded shows as a possible duplicate before either has synced.
 */
export function eventOfLogged(action: ScoringAction): ScoringEvent {
  const event =
    action.type === 'deleteScore' ? voidEventOf(action.scoreId, action.at) : eventOfAction(action);
  return { ...event, deviceId: action.deviceId };
}

/** `serverEvents` undefined until the game itself was read from the server. */
export function mergeServerLog(
  serverEvents: readonly GameEventView[] | undefined,
  local: readonly LoggedAction[],
): LogEntry[] {
  const seen = new Set(serverEvents?.map((event) => event.id));
  const entries: LogEntry[] = (serverEvents ?? [])
    .filter((event) => event.kind !== 'save_name')
    .map((event) => ({ event, pending: false }));
  for (const action of local) {
    if (action.sync === 'rejected') continue;
    const event = eventOfLogged(action);
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    entries.push({ event, pending: action.sync === 'pending' });
  }
  // Array.prototype.sort is stable: equal times keep the server's order, then the phone's.
  return entries.sort((a, b) => a.event.at - b.event.at);
}
