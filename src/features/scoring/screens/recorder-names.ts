// Who recorded a point, in the words the scoring screen shows: the name the server gave its
// event, or, for this phone's own point the server has not answered yet, 本机.
import type { GameEventView } from '../../../contract/scoring';
import type { SyncMark } from '../local/scoring-tables';
import { MSG } from '../messages';

/** Event id → the name of the volunteer who recorded it, as the server's log says. */
export function recorderNamesOf(events: readonly GameEventView[] | undefined): Map<string, string> {
  return new Map(
    (events ?? []).flatMap((e) => (e.recorderName ? [[e.id, e.recorderName] as const] : [])),
  );
}

export function recorderLabel(
  scoreId: string,
  recorders: ReadonlyMap<string, string>,
  marks: ReadonlyMap<string, SyncMark>,
): string {
  const name = recorders.get(scoreId);
  if (name) return MSG.recordedBy(name);
  return MSG.recordedBy(marks.has(scoreId) ? MSG.thisPhone : MSG.otherPhone);
}
