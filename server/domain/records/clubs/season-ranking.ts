// The season ranking's arithmetic (docs/records.md, "The season ranking"), apart from the
// queries so a small case can be checked by hand. WFDF's world ranking gives a team
// (MAX ÷ N) × (N − place + 1) for its place among the N teams of a division, MAX set by the
// event; here MAX is the competition level's points staff set. Each result is rounded to two
// decimals, a club's points are the sum of its `bestOf` best results, and equal points rank by
// more results counted, then the better best place; still equal share a rank.

export interface PlacedResult {
  competitionId: number;
  clubId: number;
  placement: number;
  placedTeams: number;
  maxPoints: number;
}

/** A result's points in hundredths, so sums are exact. */
export const hundredthsOf = (r: Pick<PlacedResult, 'placement' | 'placedTeams' | 'maxPoints'>) =>
  r.placedTeams === 0
    ? 0
    : Math.round((r.maxPoints * 100 * (r.placedTeams - r.placement + 1)) / r.placedTeams);

export interface RankedClub {
  rank: number;
  clubId: number;
  hundredths: number;
  counted: number;
  bestPlacement: number;
  /** The club's results, best first, and whether each is among those counted. */
  results: { result: PlacedResult; hundredths: number; counted: boolean }[];
}

export function rankClubs(
  results: readonly PlacedResult[],
  bestOf: number,
  order: (a: number, b: number) => number,
): RankedClub[] {
  const byClub = new Map<number, PlacedResult[]>();
  for (const result of results) {
    byClub.set(result.clubId, [...(byClub.get(result.clubId) ?? []), result]);
  }
  const clubs = [...byClub].map(([clubId, own]) => {
    const scored = own
      .map((result) => ({ result, hundredths: hundredthsOf(result) }))
      .sort((a, b) => b.hundredths - a.hundredths || a.result.placement - b.result.placement)
      .map((entry, index) => ({ ...entry, counted: index < bestOf }));
    const counted = scored.filter((entry) => entry.counted);
    return {
      clubId,
      hundredths: counted.reduce((sum, entry) => sum + entry.hundredths, 0),
      counted: counted.length,
      bestPlacement: Math.min(...own.map((r) => r.placement)),
      results: scored,
    };
  });
  type Club = (typeof clubs)[number];
  const compare = (a: Club, b: Club) =>
    b.hundredths - a.hundredths || b.counted - a.counted || a.bestPlacement - b.bestPlacement;
  clubs.sort((a, b) => compare(a, b) || order(a.clubId, b.clubId));
  let rank = 0;
  return clubs.map((club, index) => {
    const previous = clubs[index - 1];
    if (!previous || compare(previous, club) !== 0) rank = index + 1;
    return { ...club, rank };
  });
}
