// What a competition's public answer says of its event (src/contract/competition-event.ts): the
// event and its divisions a visitor may see, so the page links to them. Apart from
// event-queries.ts, which reads competitions' phases from competition-queries.ts, since that
// module calls this one.
import type { Kysely } from 'kysely';
import type { CompetitionEvent } from '../../../../src/contract/competition-event';
import { DIVISIONS } from '../../../../src/contract/division';
import type { Database } from '../../../db/schema';
import { visibleAt } from '../../../db/query-helpers';

/** Tabs and lists show divisions as the site orders them everywhere: 混合, 公开, 女子; then oldest. */
const divisionRank = (division: string) =>
  DIVISIONS.indexOf(division as (typeof DIVISIONS)[number]);
export const inTabOrder = <T extends { division: string; competitionId: number }>(rows: T[]) =>
  [...rows].sort(
    (a, b) =>
      divisionRank(a.division) - divisionRank(b.division) || a.competitionId - b.competitionId,
  );

/** The event a visible competition is a division of, with its visible divisions; null alone. */
export async function findCompetitionEvent(
  db: Kysely<Database>,
  competitionId: number,
  now: string,
): Promise<CompetitionEvent | null> {
  const rows = await db
    .selectFrom('competitions as own')
    .innerJoin('events', 'events.id', 'own.event_id')
    .innerJoin('competitions as sibling', 'sibling.event_id', 'own.event_id')
    .select([
      'events.id as event_id',
      'events.name as event_name',
      'sibling.id',
      'sibling.name',
      'sibling.division',
    ])
    .where('own.id', '=', competitionId)
    // visibleAt names a table's columns; here they are the sibling's, under its alias.
    .where(visibleAt(now, 'sibling' as 'competitions'))
    .execute();
  const head = rows[0];
  if (!head) return null;
  return {
    id: head.event_id,
    name: head.event_name,
    divisions: inTabOrder(
      rows.map((row) => ({ competitionId: row.id, name: row.name, division: row.division })),
    ),
  };
}
