// A championship stage's pool tables as the page shows them: the server's standings of each pool
// (ranked by the competition's tie-breakers, each row with what separated it from the row above,
// 「同分，按相互胜负」), or, before a later stage's pools are known, their members' placeholders.
import type { StageGame, StageInfo } from '../../../contract/championship';
import type { StandingPool } from '../../../contract/content-competition';
import { sourceKey } from '../../../contract/rules/placeholders';

export interface PoolRow {
  place: number;
  /** The club's name, or the member's label while its slot is not filled (「A组第1」). */
  name: string;
  clubId: number | null;
  won: number;
  lost: number;
  diff: number;
  /** 「同分，按相互胜负」; null for the first and where wins alone decide. */
  note: string | null;
  /** In a tie only the last resort breaks, not yet recorded. */
  undecided: boolean;
}

export interface PoolTable {
  name: string;
  /** The pool's teams are known (else the rows are its members' placeholders). */
  known: boolean;
  rows: PoolRow[];
}

/** The server names a pool 「A组」 or 「A」; the format names it 「A」. */
const samePool = (shown: string | null, name: string) => shown === name || shown === `${name}组`;

/** Each slot's club as the games filled from it know it (a seed's club, a pool place's). */
function clubsBySlot(games: readonly StageGame[]) {
  const clubOf = new Map<string, { clubId: number; name: string }>();
  for (const game of games) {
    for (const side of [game.home, game.away]) {
      if (side.clubId !== null) {
        clubOf.set(sourceKey(side.slot.source), { clubId: side.clubId, name: side.name });
      }
    }
  }
  return clubOf;
}

export function poolTablesOf(
  stage: StageInfo,
  pools: readonly StandingPool[],
  games: readonly StageGame[],
): PoolTable[] {
  const clubOf = clubsBySlot(games);
  return stage.pools.map((pool) => {
    const standings = pools.find(
      (p) => (p.stage ?? 1) === stage.number && samePool(p.pool, pool.name),
    )?.standings;
    if (!standings || standings.length === 0) {
      const members = pool.members.map((slot) => ({
        slot,
        club: clubOf.get(sourceKey(slot.source)) ?? null,
      }));
      return {
        name: pool.name,
        known: members.every((m) => m.club !== null),
        rows: members.map(({ slot, club }, i) => ({
          place: i + 1,
          name: club?.name ?? slot.label,
          clubId: club?.clubId ?? null,
          won: 0,
          lost: 0,
          diff: 0,
          note: null,
          undecided: false,
        })),
      };
    }
    return {
      name: pool.name,
      known: true,
      rows: standings.map((row, i) => ({
        place: row.place ?? i + 1,
        name: row.name,
        clubId: row.clubId,
        won: row.won,
        lost: row.lost,
        diff: row.diff,
        note: row.tieBreak ?? null,
        undecided: row.undecided ?? false,
      })),
    };
  });
}
