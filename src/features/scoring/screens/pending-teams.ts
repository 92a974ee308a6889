// A championship game whose teams are still placeholders (「A组第1」「第13场胜者」): the list shows
// 「A组第1 对 B组第2（待定）」 and the game cannot begin until the server has filled both sides
// and the phone has synced them.
import type { VolunteerGame } from '../../../contract/scoring';
import { MSG } from '../messages';

type Sides = Pick<VolunteerGame, 'home' | 'away' | 'homePlaceholder' | 'awayPlaceholder'>;

export const teamsPending = (game: Sides) =>
  game.homePlaceholder != null || game.awayPlaceholder != null;

/** A side as the phone shows it: its placeholder while it has one, else its team. */
export const sideName = (game: Sides, side: 'home' | 'away') =>
  (side === 'home' ? game.homePlaceholder : game.awayPlaceholder) ?? game[side].name;

/** 「A组第1 对 B组第2（待定）」 */
export const pendingMatchup = (game: Sides) =>
  MSG.pendingMatchup(sideName(game, 'home'), sideName(game, 'away'));
