// One feed, whole: its games, their sequences, its name, as iCalendar text; undefined when the
// feed is not there to read (an unknown competition, a renewed address).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';
import type { CalendarOwnerKind } from '../../db/schema-calendars';
import { calendarGamesOf, type FeedScope } from './calendar-games';
import { calendarText } from './calendar-ics';
import { feedOwnerOf } from './calendar-feeds';
import { sequencesOf } from './calendar-stamps';
import { CALENDAR_MSG as M } from './calendars-messages';

async function nameOf(
  db: Kysely<Database>,
  scope: FeedScope,
  now: string,
): Promise<string | undefined> {
  if (scope.kind === 'volunteer') return M.volunteerCalendar;
  if (scope.kind === 'club') {
    const club = await db
      .selectFrom('clubs')
      .select('name')
      .where('id', '=', scope.clubId)
      .executeTakeFirst();
    return club && M.calendarOf(club.name);
  }
  const competition = await db
    .selectFrom('competitions')
    .select('name')
    .where('id', '=', scope.competitionId)
    .where(visibleAt(now))
    .executeTakeFirst();
  return competition && M.calendarOf(competition.name);
}

/** The scope a secret address opens, or undefined. */
export async function secretFeedScope(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  token: string,
): Promise<FeedScope | undefined> {
  const owner = await feedOwnerOf(db, kind, token);
  if (owner === undefined) return undefined;
  return kind === 'club' ? { kind, clubId: owner } : { kind, userId: owner };
}

export async function feedCalendar(
  db: Kysely<Database>,
  scope: FeedScope,
  origin: string,
  now: number,
): Promise<string | undefined> {
  const nowText = new Date(now).toISOString();
  const name = await nameOf(db, scope, nowText);
  if (name === undefined) return undefined;
  const games = await calendarGamesOf(db, scope, nowText);
  const sequences = await sequencesOf(db, games);
  return calendarText(games, sequences, { name, origin, now: new Date(now) });
}
