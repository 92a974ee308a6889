// A feed's games as an iCalendar file (RFC 5545), written by ical-generator. Each game is one
// VEVENT whose UID never changes (the game's id), whose SEQUENCE rises when it changes
// (calendar-stamps.ts) and whose STATUS is CANCELLED once staff cancel it, so a subscribed phone
// moves or removes the entry it holds instead of adding another.
//
// Times: a game's date and time are the venue's wall clock, and the association plays in China
// (China Standard Time, UTC+8, no daylight saving since 1991), so each is written as the UTC
// instant. A UTC time needs no VTIMEZONE block, which ical-generator can only write with a
// time-zone database the product does not otherwise need.
import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarGame } from './calendar-games';
import { CALENDAR_MSG as M } from './calendars-messages';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:mm) on China's clock. */
export function chinaInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time.slice(0, 5)}:00Z`) - CHINA_OFFSET_MS);
}

/** The page of the game on the site: its competition's schedule, at the game's row. */
function gameUrl(origin: string, game: CalendarGame): string {
  const page =
    game.competitionScope === 'international'
      ? `/match/national/${game.competitionId}`
      : `/match/detail?id=${game.competitionId}`;
  return `${origin}${page}#game-${game.id}`;
}

export interface FeedText {
  /** The calendar's name in the phone (X-WR-CALNAME). */
  name: string;
  /** The site's origin, e.g. https://example.org, for the links and the UIDs' domain. */
  origin: string;
  /** When the feed was built (each entry's DTSTAMP). */
  now: Date;
}

export function calendarText(
  games: readonly CalendarGame[],
  sequences: ReadonlyMap<number, number>,
  feed: FeedText,
): string {
  const host = new URL(feed.origin).hostname;
  const calendar = ical({ name: feed.name, prodId: { company: host, product: M.prodId } });
  for (const game of games) {
    const start = chinaInstant(game.date, game.time);
    const round = game.round ? ` · ${game.round}` : '';
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      sequence: sequences.get(game.id) ?? 0,
      stamp: feed.now,
      start,
      end: new Date(start.getTime() + game.slotMinutes * MINUTE_MS),
      summary: `${game.cancelled ? M.cancelled : ''}${game.homeName} ${M.versus} ${game.awayName}`,
      location: [game.venue, `${M.field} ${game.field}`].filter(Boolean).join(' '),
      description: `${game.competitionName}${round}`,
      url: gameUrl(feed.origin, game),
      status: game.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
