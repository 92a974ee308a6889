// How a round robin ranks its teams: the one order of the public standings, and of the demo's
// draw of who meets whom in the semi-finals. RANKING_RULES says it in words for the standings page.
// countedResult says which games a table counts and as what score (docs/competitions.md).
import type { GameStatus, Team } from '../../db/schema';
import { compareChinese } from '../../text/chinese-order';

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

/** A game as the standings see it, beside its scoring state. */
export interface StandingsGame {
  status: GameStatus;
  /** Staff cancelled it (games.cancelled_at set). */
  cancelled: boolean;
  /** The team that did not come, or null. */
  forfeitTeam: Team | null;
  /** The competition's forfeit_points: what the team that came wins by. */
  forfeitPoints: number;
}

/**
 * The score a game counts with in the standings, or null when it counts for nobody: a cancelled
 * game never counts; a forfeited one counts forfeitPoints to 0 for the team that came, whatever
 * was recorded (even a game never begun); otherwise only a finished game counts, as recorded.
 */
export function countedResult(
  game: StandingsGame,
  recorded: Record<Team, number>,
): Record<Team, number> | null {
  if (game.cancelled) return null;
  if (game.forfeitTeam === 'home') return { home: 0, away: game.forfeitPoints };
  if (game.forfeitTeam === 'away') return { home: game.forfeitPoints, away: 0 };
  return game.status === 'finished' ? recorded : null;
}

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
          compareChinese(a.name, b.name),
      );
    });
}
