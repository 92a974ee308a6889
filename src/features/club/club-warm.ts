// What a club's contact and players want at a field without signal, as warm-up reads (see
// lib/warm): the very routes the club centre's screens read, so those screens find them offline.
import { clubApi } from '../../contract/api/club';
import { type RouteAnswer } from '../../contract/api/define-route';
import { routePath } from '../../contract/api/route-path';
import { matchApi } from '../../contract/api/match';
import { queryApi } from '../../contract/api/query';
import type { WarmRead } from '../../lib/warm/warm-up';
import { formatDate } from '../../theme/components/date-format';

/**
 * The contact's club centre: the club, its roster, invitations and leave requests, and each entry
 * of a competition not yet over with its roster. Answers the competitions entered.
 */
export async function warmClubCentre(read: WarmRead): Promise<number[]> {
  await read(routePath(clubApi.mine));
  await read(routePath(clubApi.members));
  await read(routePath(clubApi.invitations));
  await read(routePath(clubApi.leaveRequests));
  const competitions =
    (await read<RouteAnswer<typeof clubApi.competitions>>(routePath(clubApi.competitions))) ?? [];
  const today = formatDate(new Date());
  const entered: number[] = [];
  for (const competition of competitions) {
    if (competition.registration === null || competition.endDate < today) continue;
    await read(routePath(clubApi.registration, { id: competition.registration.id }));
    entered.push(competition.id);
  }
  return entered;
}

/**
 * The club's games of the coming week, each with both rosters, and its finished games to give
 * spirit scores for (a captain gives them at the field). Answers the week's competitions.
 */
export async function warmClubGames(read: WarmRead): Promise<number[]> {
  const answer = await read<RouteAnswer<typeof clubApi.games>>(routePath(clubApi.games));
  const competitions = new Set<number>();
  for (const game of answer?.games ?? []) {
    await read(routePath(matchApi.game, { id: game.id }));
    competitions.add(game.competitionId);
  }
  await read(routePath(clubApi.spirit));
  return [...competitions];
}

/** A player's own club: its public page with the active roster. */
export async function warmClubRoster(read: WarmRead, clubId: number): Promise<void> {
  await read(routePath(queryApi.club, { id: clubId }));
}
