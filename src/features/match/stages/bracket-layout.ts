// The games of a bracket (and of crossovers before it) laid out round by round: one column per
// time slot of the format, games in the format's order within it, so a final sits after its
// semis. The page shows the columns side by side on a wide screen, inside their own scrolling
// box, and one under the other on a phone, so the page itself never scrolls sideways.
import type { StageGame } from '../../../contract/championship';

export interface BracketColumn {
  /** The format's time slot. */
  round: number;
  /** 「第1轮」… counted within the stage, whatever slots the pools took before it. */
  title: string;
  games: StageGame[];
}

/** The games of `stage` outside any pool, by round; empty when the stage has none. */
export function bracketColumns(games: readonly StageGame[], stage: number): BracketColumn[] {
  const byRound = new Map<number, StageGame[]>();
  for (const game of games) {
    if (game.stage !== stage || game.pool !== null) continue;
    const list = byRound.get(game.round) ?? [];
    list.push(game);
    byRound.set(game.round, list);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list], index) => ({
      round,
      title: `第${index + 1}轮`,
      games: [...list].sort((a, b) => a.number - b.number),
    }));
}

/** The places a bracket settles: the games with `decides`, best place first. */
export const placeGames = (games: readonly StageGame[]) =>
  games
    .filter((game) => game.decides !== null)
    .sort((a, b) => (a.decides?.winner ?? 0) - (b.decides?.winner ?? 0));
