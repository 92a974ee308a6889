// The two places a scoring action meets the format: a game whose side is still a placeholder
// cannot be scored (the phone shows 「A组第1 对 B组第2（待定）」 and cannot begin it), and a
// format game that finishes fills the games that wait on it, in the action's own transaction.
import type { Game } from '../../../db/schema';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { progressFormat } from './progression';
import { STAGE_MSG as M } from './stage-messages';
import type { Trx } from './stage-trx';

type Sides = Pick<
  Game,
  'home_club_id' | 'away_club_id' | 'home_slot' | 'away_slot' | 'home_name' | 'away_name'
>;

/** The placeholder labels of a game's unfilled sides (null for a side that is known). */
export const placeholdersOf = (game: Sides) => ({
  home: game.home_slot !== null && game.home_club_id === null ? game.home_name : null,
  away: game.away_slot !== null && game.away_club_id === null ? game.away_name : null,
});

export function refuseUnfilled(game: Sides): void {
  const open = placeholdersOf(game);
  if (open.home === null && open.away === null) return;
  throw new BusinessError(M.placeholderGame(game.home_name, game.away_name), ErrorCode.business);
}

/**
 * After an event stored in `game`: when it is a format game that is (or was) final, the
 * progression runs; answers the games it filled, for the caller to announce once committed.
 */
export async function progressAfterEvent(
  trx: Trx,
  game: Pick<Game, 'competition_id' | 'format_game' | 'status'>,
  statusAfter: Game['status'],
  by: { id: number; now: number },
): Promise<number[]> {
  if (game.format_game === null) return [];
  if (statusAfter !== 'finished' && game.status !== 'finished') return [];
  return progressFormat(trx, game.competition_id, by);
}

/** After a staff write to a game (a correction, a forfeit, a cancellation): the same. */
export async function progressAfterStaffWrite(
  trx: Trx,
  gameId: number,
  by: { id: number; now: number },
): Promise<number[]> {
  const game = await trx
    .selectFrom('games')
    .select(['competition_id', 'format_game'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!game || game.format_game === null) return [];
  return progressFormat(trx, game.competition_id, by);
}
