// International competitions have their own route of the original (/match/national/:id); the
// others open /match/detail?id=.
import type { CompetitionScope } from '../../contract/content-competition';

export function competitionPath(competition: { id: number; scope: CompetitionScope }): string {
  return competition.scope === 'international'
    ? `/match/national/${competition.id}`
    : `/match/detail?id=${competition.id}`;
}
