// How a round robin ranks its teams: the one order of the public standings, and of the demo's
// draw of who meets whom in the semi-finals. RANKING_RULES says it in words for the standings page.
export interface RankedTeam {
  key: string;
  name: string;
  won: number;
  diff: number;
  pointsFor: number;
}

export interface PlayedGame {
  homeKey: string;
  awayKey: string;
  homeScore: number;
  awayScore: number;
}

export const RANKING_RULES = [
  '胜场多者列前；',
  '胜场相同的球队，比较它们相互之间比赛的胜场；',
  '仍相同时，比较净胜分（总得分减总失分）；',
  '再相同时，比较总得分；',
  '以上全部相同时，按队名排序。',
] as const;

/** Wins of each team of `tied` in the games those teams played against each other. */
function headToHeadWins(tied: readonly RankedTeam[], games: readonly PlayedGame[]) {
  const keys = new Set(tied.map((team) => team.key));
  const wins = new Map<string, number>();
  for (const game of games) {
    if (!keys.has(game.homeKey) || !keys.has(game.awayKey)) continue;
    if (game.homeScore === game.awayScore) continue;
    const winner = game.homeScore > game.awayScore ? game.homeKey : game.awayKey;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return wins;
}

/** `teams` in ranking order; `games` are the finished games the records were counted from. */
export function rankTeams<T extends RankedTeam>(
  teams: readonly T[],
  games: readonly PlayedGame[],
): T[] {
  const byWins = new Map<number, T[]>();
  for (const team of teams) byWins.set(team.won, [...(byWins.get(team.won) ?? []), team]);
  return [...byWins.keys()]
    .sort((a, b) => b - a)
    .flatMap((won) => {
      const tied = byWins.get(won) as T[];
      const mutual = headToHeadWins(tied, games);
      const h2h = (team: T) => mutual.get(team.key) ?? 0;
      return [...tied].sort(
        (a, b) =>
          h2h(b) - h2h(a) ||
          b.diff - a.diff ||
          b.pointsFor - a.pointsFor ||
          a.name.localeCompare(b.name, 'zh-CN'),
      );
    });
}
