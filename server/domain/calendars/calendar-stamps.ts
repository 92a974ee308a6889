// A game's SEQUENCE in the feeds (RFC 5545 §3.8.7.4): raised each time what its entry says
// changes, so a calendar app that holds the entry replaces it. Worked out when a feed is built,
// by comparing a digest of the entry with the one kept (`calendar_stamps`), rather than in every
// write that can move, rename or cancel a game: there are many (the schedule form, the grid, the
// rain shift, a stage filling a slot, a cancellation) and one that forgot would leave phones with
// the old time. Feeds are built once per version (server/answers), so this is a few rows a change.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarGame } from './calendar-games';

/** What a phone shows of a game: any change to these is a new version of its entry. */
function fingerprintOf(game: CalendarGame): string {
  const shown = [
    game.competitionName,
    game.venue,
    game.date,
    game.time,
    game.slotMinutes,
    game.field,
    game.round,
    game.homeName,
    game.awayName,
    game.cancelled,
  ];
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}

/**
 * Each game's sequence, raising (and keeping) it for the games whose entry changed since the last
 * feed that listed them. Two instances building at once may both raise a game's sequence: it then
 * rises by two, which is still higher, and all RFC 5545 asks.
 */
export async function sequencesOf(
  db: Kysely<Database>,
  games: readonly CalendarGame[],
): Promise<Map<number, number>> {
  const sequences = new Map<number, number>();
  if (games.length === 0) return sequences;
  const kept = new Map(
    (
      await db
        .selectFrom('calendar_stamps')
        .selectAll()
        .where(
          'game_id',
          'in',
          games.map((game) => game.id),
        )
        .execute()
    ).map((row) => [row.game_id, row]),
  );
  const fresh: { game_id: number; fingerprint: string; sequence: number }[] = [];
  const changed: { game_id: number; fingerprint: string; sequence: number }[] = [];
  for (const game of games) {
    const fingerprint = fingerprintOf(game);
    const stamp = kept.get(game.id);
    if (stamp === undefined) {
      fresh.push({ game_id: game.id, fingerprint, sequence: 0 });
      sequences.set(game.id, 0);
    } else if (stamp.fingerprint !== fingerprint) {
      changed.push({ game_id: game.id, fingerprint, sequence: stamp.sequence + 1 });
      sequences.set(game.id, stamp.sequence + 1);
    } else {
      sequences.set(game.id, stamp.sequence);
    }
  }
  if (fresh.length > 0) {
    await db
      .insertInto('calendar_stamps')
      .values(fresh)
      .onConflict((oc) => oc.column('game_id').doNothing())
      .execute();
  }
  for (const stamp of changed) {
    await db
      .updateTable('calendar_stamps')
      .set({ fingerprint: stamp.fingerprint, sequence: (eb) => eb('sequence', '+', 1) })
      .where('game_id', '=', stamp.game_id)
      .where('fingerprint', '!=', stamp.fingerprint)
      .execute();
  }
  return sequences;
}
