// A single-elimination bracket in which every place is played out: winners play on for the top
// places, losers for the places below, as far down as the format plays places (the rest share a
// place). Seeds meet highest against lowest; when the entrants are not a power of two the best
// seeds get byes. Games are named as the manuals do: F, P3, SF1, QF2, PQ1, and 5-8SF1 below the top.
import type { SlotSource } from './placeholders';

export interface BracketSink {
  /** Adds a game and answers its number. */
  game: (
    home: SlotSource,
    away: SlotSource,
    code: string,
    decides: { winner: number; loser: number } | null,
  ) => number;
  place: (place: number, source: SlotSource, shared: boolean) => void;
}

const ROUND_NAME: Record<number, string> = { 4: 'SF', 8: 'QF', 16: 'PQ' };

function gameCode(firstPlace: number, width: number, index: number) {
  if (width === 2) return firstPlace === 1 ? 'F' : `P${firstPlace}`;
  const name = ROUND_NAME[width] ?? `R${width}-`;
  const prefix = firstPlace === 1 ? '' : `${firstPlace}-${firstPlace + width - 1}`;
  return `${prefix}${name}${index}`;
}

/** Places `firstPlace` … `firstPlace + entrants.length - 1` among `entrants`, best seed first. */
export function placementBracket(
  entrants: readonly SlotSource[],
  firstPlace: number,
  playOut: number,
  sink: BracketSink,
): void {
  const [only] = entrants;
  if (entrants.length === 1 && only) {
    sink.place(firstPlace, only, false);
    return;
  }
  if (firstPlace > playOut) {
    for (const entrant of entrants) sink.place(firstPlace, entrant, true);
    return;
  }
  let width = 2;
  while (width < entrants.length) width *= 2;
  const winners: SlotSource[] = [];
  const losers: SlotSource[] = [];
  let index = 0;
  for (let i = 0; i < width / 2; i += 1) {
    const top = entrants[i];
    const bottom = entrants[width - 1 - i];
    if (!top) continue;
    if (!bottom) {
      winners.push(top);
      continue;
    }
    index += 1;
    const decides = width === 2 ? { winner: firstPlace, loser: firstPlace + 1 } : null;
    const game = sink.game(top, bottom, gameCode(firstPlace, width, index), decides);
    winners.push({ kind: 'winner', game });
    losers.push({ kind: 'loser', game });
  }
  if (width === 2) return;
  placementBracket(winners, firstPlace, playOut, sink);
  placementBracket(losers, firstPlace + winners.length, playOut, sink);
}
