// The rosters as the game screen shows them: the server's, with this phone's name and number
// fixes laid over, and players added here (no roster id until the server has them) at the end.
import type { GameRosters, RosterPlayer, Team } from '../../../contract/scoring';
import type { RosterEdit } from '../../../contract/scoring/derive';

export interface ShownPlayer {
  /** The game-roster id; null for a player added on this phone and not yet on the server. */
  id: number | null;
  name: string;
  number: number | null;
  /** Where the player's account gives it (a player added on the phone has none). */
  gender?: 'M' | 'F';
  /** The id of the local add, to key it until the server gives the player an id. */
  key: string;
}

export type ShownRosters = Record<Team, ShownPlayer[]>;

function teamRoster(players: readonly RosterPlayer[], edits: readonly RosterEdit[]) {
  const shown: ShownPlayer[] = players.map((player) => ({ ...player, key: `p${player.id}` }));
  for (const edit of edits) {
    const fixed = { name: edit.name, number: edit.number };
    const index = edit.playerId === null ? -1 : shown.findIndex((p) => p.id === edit.playerId);
    if (index >= 0) shown[index] = { ...shown[index]!, ...fixed };
    else if (edit.playerId === null) shown.push({ id: null, ...fixed, key: edit.id });
  }
  return shown;
}

export function shownRosters(
  rosters: GameRosters | undefined,
  edits: readonly RosterEdit[],
): ShownRosters {
  return {
    home: teamRoster(
      rosters?.home ?? [],
      edits.filter((edit) => edit.team === 'home'),
    ),
    away: teamRoster(
      rosters?.away ?? [],
      edits.filter((edit) => edit.team === 'away'),
    ),
  };
}

export function playerLabel(player: Pick<ShownPlayer, 'name' | 'number'>): string {
  return player.number === null ? player.name : `${player.number}号 ${player.name}`;
}

export function findPlayer(roster: readonly ShownPlayer[], id: number | null) {
  return id === null ? undefined : roster.find((player) => player.id === id);
}
