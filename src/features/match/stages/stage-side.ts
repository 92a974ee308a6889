// A side of a championship game: its club once the slot is filled, else the slot's placeholder
// label (「A组第1」「第13场胜者」). The answer's `name` is already one or the other; these say which.
import type { StageGame, StageSide } from '../../../contract/championship';

export const isPlaceholder = (side: StageSide) => side.clubId === null;

/** What a side reads as: the club once known, else 「A组第1」. */
export const sideText = (side: StageSide) => (isPlaceholder(side) ? side.slot.label : side.name);

/** A game not final yet whose teams are not both known: 「A组第1 对 B组第2（待定）」. */
export const gameTeamsText = (game: Pick<StageGame, 'home' | 'away'>) => {
  const pending = isPlaceholder(game.home) || isPlaceholder(game.away);
  return `${sideText(game.home)} 对 ${sideText(game.away)}${pending ? '（待定）' : ''}`;
};
