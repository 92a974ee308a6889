// The rows of a competition's exports (导出名单, 导出球员统计); the browser writes them into XLSX
// or CSV (src/features/admin/shell/table-export.ts), as the training sign-up list is exported.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RosterExport, StatsExport } from '../../../../src/contract/admin-results';
import { leadersOf } from '../../../domain/competitions/competition-stats';
import {
  competitionGamesOf,
  gamePlayersOf,
  scoringEventsOf,
  toStatsPlayer,
} from '../../../domain/games-and-scoring/game-queries';
import { compareChinese } from '../../../text/chinese-order';

type Db = Kysely<Database>;

const GENDER_NAMES = { M: '男', F: '女' } as const;

/** Every approved entry's roster: club, player, gender, number, by club and number. */
export async function rosterRows(db: Db, competitionId: number): Promise<RosterExport['list']> {
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .innerJoin('registration_players as rp', 'rp.registration_id', 'r.id')
    .innerJoin('users as u', 'u.id', 'rp.user_id')
    .select(['c.name as club', 'u.name', 'u.gender', 'rp.number'])
    .where('r.competition_id', '=', competitionId)
    .where('r.status', '=', 'approved')
    .orderBy('r.id')
    .orderBy('rp.number')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    club: row.club,
    name: row.name,
    gender: row.gender ? GENDER_NAMES[row.gender] : '',
    number: row.number,
  }));
}

/**
 * Goals and assists per player, as the public leaderboards count them (leadersOf) but with
 * everyone who scored or assisted, most goals first.
 */
export async function statsRows(db: Db, competitionId: number): Promise<StatsExport['list']> {
  const { statsGames } = await competitionGamesOf(db, competitionId);
  const gameIds = statsGames.map((game) => game.id);
  const [events, playerRows] = await Promise.all([
    scoringEventsOf(db, gameIds),
    gamePlayersOf(db, gameIds),
  ]);
  const players = playerRows.map(toStatsPlayer);
  const everyone = Number.MAX_SAFE_INTEGER;
  const rows = new Map<string, StatsExport['list'][number]>();
  const keyOf = (leader: { userId: number | null; name: string; teamName: string }) =>
    leader.userId !== null ? `u${leader.userId}` : `n${leader.name}|${leader.teamName}`;
  for (const [role, field] of [
    ['scorer', 'goals'],
    ['assist', 'assists'],
  ] as const) {
    for (const leader of leadersOf(role, statsGames, players, events, everyone)) {
      const key = keyOf(leader);
      const row = rows.get(key) ?? {
        player: leader.name,
        club: leader.teamName,
        goals: 0,
        assists: 0,
      };
      row[field] = leader.count;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.goals - a.goals || b.assists - a.assists || compareChinese(a.player, b.player),
  );
}
