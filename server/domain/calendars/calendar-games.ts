// The games a calendar feed lists: a competition's, a club's (both sides' games of every
// competition it plays in) or a volunteer's (the games staff gave them and did not take away).
// Only games of competitions visitors may see, as on the public pages; cancelled games stay in
// the feed, marked cancelled, so a phone that had them removes them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';

export interface CalendarGame {
  id: number;
  competitionId: number;
  competitionName: string;
  competitionScope: 'national' | 'international';
  venue: string | null;
  date: string;
  time: string;
  slotMinutes: number;
  field: string;
  round: string | null;
  homeName: string;
  awayName: string;
  cancelled: boolean;
}

/** Which games a feed lists. */
export type FeedScope =
  | { kind: 'competition'; competitionId: number }
  | { kind: 'club'; clubId: number }
  | { kind: 'volunteer'; userId: number };

/** A feed's games in playing order. */
export async function calendarGamesOf(
  db: Kysely<Database>,
  scope: FeedScope,
  now: string,
): Promise<CalendarGame[]> {
  let query = db
    .selectFrom('games as g')
    .innerJoin('competitions', 'competitions.id', 'g.competition_id')
    .select([
      'g.id',
      'g.competition_id',
      'competitions.name as competition_name',
      'competitions.scope',
      'competitions.venue',
      'g.date',
      'g.time',
      'competitions.slot_minutes',
      'g.field',
      'g.round',
      'g.home_name',
      'g.away_name',
      'g.cancelled_at',
    ])
    .where(visibleAt(now, 'competitions'));
  if (scope.kind === 'competition') {
    query = query.where('g.competition_id', '=', scope.competitionId);
  } else if (scope.kind === 'club') {
    const { clubId } = scope;
    query = query.where((eb) =>
      eb.or([eb('g.home_club_id', '=', clubId), eb('g.away_club_id', '=', clubId)]),
    );
  } else {
    const { userId } = scope;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('volunteer_assignments as v')
          .select('v.game_id')
          .whereRef('v.game_id', '=', 'g.id')
          .where('v.user_id', '=', userId)
          .where('v.removed_at', 'is', null),
      ),
    );
  }
  const rows = await query.orderBy('g.date').orderBy('g.time').orderBy('g.id').execute();
  return rows.map((row) => ({
    id: row.id,
    competitionId: row.competition_id,
    competitionName: row.competition_name,
    competitionScope: row.scope,
    venue: row.venue,
    date: row.date,
    time: row.time,
    slotMinutes: row.slot_minutes,
    field: row.field,
    round: row.round,
    homeName: row.home_name,
    awayName: row.away_name,
    cancelled: row.cancelled_at !== null,
  }));
}
