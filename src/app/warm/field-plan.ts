// What each signed-in person will want at a field without signal, composed from the sections'
// own reads: a club contact their club centre, a player their club's roster, both their club's
// games of the coming week, and everyone the public pages of those competitions.
import type { CurrentUser } from '../../contract/account';
import { accountApi } from '../../contract/api/account';
import { routePath } from '../../contract/api/route-path';
import { warmClubCentre, warmClubGames, warmClubRoster } from '../../features/club/club-warm';
import { matchApi } from '../../contract/api/match';
import type { WarmPlan } from '../../lib/warm/warm-up';

export function fieldPlan(user: CurrentUser): WarmPlan | null {
  if (user.type !== 'contact' && user.type !== 'player') return null;
  const { clubId } = user;
  return async (read) => {
    await read(routePath(accountApi.center));
    const competitions = new Set<number>();
    if (user.isClubContact) for (const id of await warmClubCentre(read)) competitions.add(id);
    if (clubId === null) return;
    if (!user.isClubContact) await warmClubRoster(read, clubId);
    for (const id of await warmClubGames(read)) competitions.add(id);
    for (const id of competitions) {
      await read(routePath(matchApi.detail, { id }));
      await read(routePath(matchApi.teamRoster, { id, clubId }));
    }
  };
}
