// Whose actions the outbox holds. On a shared phone volunteers log in one after another: every
// action is stamped with the volunteer who took it, and only the signed-in volunteer's actions go
// out under their ticket; the others' wait on the phone for their own volunteer's next login.
// The signed-in volunteer is kept in the meta table together with a tag of the ticket they were
// seen with, so a ticket replaced behind the scoring screens' back (someone else logging in on
// the portal) sends nobody's stamped actions until the new volunteer is known.
import type { Table } from 'dexie';
import type { MetaRow, OutboxEntry } from './scoring-tables';

const SCORER_KEY = 'scorerId';
const SCORER_TICKET_KEY = 'scorerTicketTag';

/** A short FNV-1a digest: enough to tell two tickets apart, without keeping a second copy of one. */
export function ticketTag(ticket: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < ticket.length; index += 1) {
    hash ^= ticket.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The volunteer whose actions may be sent now, or null when nobody with this ticket is known. */
export async function currentOwnerIn(
  meta: Table<MetaRow, string>,
  ticket: string | null,
): Promise<number | null> {
  if (ticket === null) return null;
  const [scorer, tag] = await meta.bulkGet([SCORER_KEY, SCORER_TICKET_KEY]);
  return typeof scorer?.value === 'number' && tag?.value === ticketTag(ticket)
    ? scorer.value
    : null;
}

/** Must run inside a read-write transaction over the meta table; true when it changed anything. */
export async function setScorerIn(
  meta: Table<MetaRow, string>,
  userId: number,
  ticket: string,
): Promise<boolean> {
  if ((await currentOwnerIn(meta, ticket)) === userId) return false;
  await meta.bulkPut([
    { key: SCORER_KEY, value: userId },
    { key: SCORER_TICKET_KEY, value: ticketTag(ticket) },
  ]);
  return true;
}

export async function clearScorerIn(meta: Table<MetaRow, string>): Promise<void> {
  await meta.bulkDelete([SCORER_KEY, SCORER_TICKET_KEY]);
}

/**
 * Actions without a stamp were taken before the phone knew who was signed in (or before phones
 * told volunteers apart): whoever is signed in sends them, as before.
 */
export function belongsTo(entry: OutboxEntry, owner: number | null): boolean {
  return entry.owner === undefined || entry.owner === owner;
}
