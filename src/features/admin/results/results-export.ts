// The three exports of a competition as text tables, written to XLSX or CSV by the console's table
// export (shell/table-export.ts).
import type { ResultGame, RosterExport, StatsExport } from '../../../contract/admin-results';
import type { TextTable } from '../shell/table-export';
import { RESULTS_MESSAGES as M } from './results-messages';

/** 已取消, 弃权 or the scoring state, as the pages show a game's status. */
export function statusOf(game: Pick<ResultGame, 'cancelled' | 'forfeitTeam' | 'status'>) {
  if (game.cancelled) return M.status.cancelled;
  if (game.forfeitTeam) return M.status.forfeit;
  return M.status[game.status];
}

export const rosterTable = (list: RosterExport['list']): TextTable => [
  M.exports.rosterColumns,
  ...list.map((row) => [
    row.club,
    row.name,
    row.gender,
    row.number === null ? '' : String(row.number),
  ]),
];

export const scheduleTable = (list: readonly ResultGame[]): TextTable => [
  M.exports.scheduleColumns,
  ...list.map((game) => [
    game.date,
    game.time,
    game.field,
    game.pool ?? '',
    game.homeName,
    game.awayName,
    game.status === 'scheduled' && !game.forfeitTeam ? '' : `${game.homeScore}:${game.awayScore}`,
    statusOf(game),
  ]),
];

export const statsTable = (list: StatsExport['list']): TextTable => [
  M.exports.statsColumns,
  ...list.map((row) => [row.player, row.club, String(row.goals), String(row.assists)]),
];
