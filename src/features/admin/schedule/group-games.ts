// The schedule's games grouped by day, then by pool, keeping the server's order (time, field).
import type { AdminGame } from '../../../contract/admin-schedule';

export interface DayGroup {
  date: string;
  pools: { pool: string | null; games: AdminGame[] }[];
}

export function groupGames(games: readonly AdminGame[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const game of games) {
    let day = days.find((d) => d.date === game.date);
    if (!day) {
      day = { date: game.date, pools: [] };
      days.push(day);
    }
    let pool = day.pools.find((p) => p.pool === game.pool);
    if (!pool) {
      pool = { pool: game.pool, games: [] };
      day.pools.push(pool);
    }
    pool.games.push(game);
  }
  return days;
}
