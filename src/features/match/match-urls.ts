// The public reads of the match pages, by route: the pages and the warm-up that keeps them for
// offline use build their cache keys here, so both name the same entry.

/** A competition's page: facts, teams, schedule, standings and leaders. */
export const competitionUrl = (id: number) => `/api/competitions/${id}`;

/** One team's roster as registered for a competition. */
export const teamRosterUrl = (competitionId: number, clubId: number) =>
  `/api/competitions/${competitionId}/teams/${clubId}`;
