// What a club's contact and players want at a field without signal, as warm-up reads (see
// lib/warm): the very URLs the club centre's screens read, so those screens find them offline.
import type { ClubCompetition, ClubGames } from '../../contract/club';
import type { WarmRead } from '../../lib/warm/warm-up';
import { formatDate } from '../../theme/components/date-format';
import {
  CLUB_GAMES_URL,
  clubDetailUrl,
  CLUB_URL,
  COMPETITIONS_URL,
  gameUrl,
  INVITATIONS_URL,
  LEAVE_REQUESTS_URL,
  MEMBERS_URL,
  registrationUrl,
} from './club-calls';

/**
 * The contact's club centre: the club, its roster, invitations and leave requests, and each entry
 * of a competition not yet over with its roster. Answers the competitions entered.
 */
export async function warmClubCentre(read: WarmRead): Promise<number[]> {
  await read(CLUB_URL);
  await read(MEMBERS_URL);
  await read(INVITATIONS_URL);
  await read(LEAVE_REQUESTS_URL);
  const competitions = (await read<ClubCompetition[]>(COMPETITIONS_URL)) ?? [];
  const today = formatDate(new Date());
  const entered: number[] = [];
  for (const competition of competitions) {
    if (competition.registration === null || competition.endDate < today) continue;
    await read(registrationUrl(competition.registration.id));
    entered.push(competition.id);
  }
  return entered;
}

/** The club's games of the coming week, each with both rosters. Answers their competitions. */
export async function warmClubGames(read: WarmRead): Promise<number[]> {
  const answer = await read<ClubGames>(CLUB_GAMES_URL);
  const competitions = new Set<number>();
  for (const game of answer?.games ?? []) {
    await read(gameUrl(game.id));
    competitions.add(game.competitionId);
  }
  return [...competitions];
}

/** A player's own club: its public page with the active roster. */
export async function warmClubRoster(read: WarmRead, clubId: number): Promise<void> {
  await read(clubDetailUrl(clubId));
}
