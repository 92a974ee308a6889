// The game as the screen shows it: the server's log merged with this phone's actions, what the
// server would refuse left out, derived by the rules both sides share (src/contract/scoring).
// Until the game has been read the phone uses the default rules and the status the list gave.
import type { GameRosters, Team } from '../../../contract/scoring';
import { derive, type GameState } from '../../../contract/scoring/derive';
import { keepAccepted } from '../../../contract/scoring/keep-accepted';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { mergeServerLog } from './merge-server-log';
import type { LoggedAction, StoredGame } from './scoring-tables';

function rosterTeams(rosters: GameRosters): Map<number, Team> {
  return new Map([
    ...rosters.home.map((player) => [player.id, 'home'] as const),
    ...rosters.away.map((player) => [player.id, 'away'] as const),
  ]);
}

export function gameStateOf(
  game: StoredGame | undefined,
  rosters: GameRosters | undefined,
  log: readonly LoggedAction[],
): GameState {
  const rules = game?.rules ?? GAME_RULE_DEFAULTS;
  const status = game?.status ?? 'scheduled';
  const events = keepAccepted(rules, mergeServerLog(game?.events, log), {
    status,
    roster: rosters ? rosterTeams(rosters) : null,
  });
  return derive(rules, events, { status });
}
