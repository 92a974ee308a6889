// Seeding from an earlier competition's final placements (issue #35, "Seeding"): the teams that
// played it go first in the order they finished, a place shared by several teams keeping their
// order among themselves, and the teams that did not play it follow in the order they had. The
// server answers the order for the entries as the format page lists them; the page applies the
// same rule to the order staff may already have changed by hand.

export interface SourcePlace {
  clubId: number;
  place: number;
}

export function seedByPlacements<T extends { clubId: number }>(
  current: readonly T[],
  places: readonly SourcePlace[],
): T[] {
  const placeOf = new Map(places.map((p) => [p.clubId, p.place]));
  const rank = (team: T) => placeOf.get(team.clubId) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal places and the unplaced keep the order they had.
  return [...current].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}
