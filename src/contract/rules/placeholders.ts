// The placeholder vocabulary: what a slot of a game (or of a later pool) is filled from before its
// team is known — a seed, a pool place, the winner or loser of a game, a stage place, a Swiss
// pairing — with its Chinese label (「A组第1」「第1场胜者」) and its short code (A1, W(QF1)) in the
// manuals' notation. Templates are written in the codes; the pages show the labels.
import { FORMAT_MSG } from './format-messages';

export type SlotSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'poolPlace'; stage: number; pool: string; place: number }
  | { kind: 'winner'; game: number }
  | { kind: 'loser'; game: number }
  | { kind: 'stagePlace'; stage: number; place: number }
  | { kind: 'swiss'; stage: number; round: number; board: number; side: 'home' | 'away' };

/** A stable key of a source: two slots with the same key are filled from the same place. */
export function sourceKey(source: SlotSource): string {
  switch (source.kind) {
    case 'seed':
      return `seed:${source.seed}`;
    case 'poolPlace':
      return `pool:${source.stage}:${source.pool}:${source.place}`;
    case 'winner':
      return `W:${source.game}`;
    case 'loser':
      return `L:${source.game}`;
    case 'stagePlace':
      return `stage:${source.stage}:${source.place}`;
    case 'swiss':
      return `swiss:${source.stage}:${source.round}:${source.board}:${source.side}`;
  }
}

/** The Chinese label: 「3号种子」「A组第1」「第1场胜者」「第1场负者」「第2阶段第3名」. */
export function slotLabel(source: SlotSource): string {
  switch (source.kind) {
    case 'seed':
      return FORMAT_MSG.seedLabel(source.seed);
    case 'poolPlace':
      return FORMAT_MSG.poolPlaceLabel(source.pool, source.place);
    case 'winner':
      return FORMAT_MSG.winnerLabel(source.game);
    case 'loser':
      return FORMAT_MSG.loserLabel(source.game);
    case 'stagePlace':
      return FORMAT_MSG.stagePlaceLabel(source.stage, source.place);
    case 'swiss':
      return FORMAT_MSG.swissLabel(source.round, source.board, source.side);
  }
}

/** The short code: S3, A1, W(QF1), L(SF2), 2P3, R2.1H; `codeOf` names a game by its number. */
export function slotCode(source: SlotSource, codeOf: (game: number) => string): string {
  switch (source.kind) {
    case 'seed':
      return `S${source.seed}`;
    case 'poolPlace':
      return `${source.pool}${source.place}`;
    case 'winner':
      return `W(${codeOf(source.game)})`;
    case 'loser':
      return `L(${codeOf(source.game)})`;
    case 'stagePlace':
      return `${source.stage}P${source.place}`;
    case 'swiss':
      return `R${source.round}.${source.board}${source.side === 'home' ? 'H' : 'A'}`;
  }
}

/**
 * A template's code read back: `A1` (a pool place of the latest pool stage holding pool A),
 * `W(QF1)` and `L(SF2)` (a game by its code), `2P3` (a stage place). Null when it is none of these.
 */
export function parseCode(
  code: string,
  lookup: {
    poolStage: (pool: string) => number | null;
    gameNumber: (code: string) => number | null;
  },
): SlotSource | null {
  const game = /^([WL])\((.+)\)$/.exec(code);
  if (game) {
    const number = lookup.gameNumber(game[2] ?? '');
    if (number === null) return null;
    return { kind: game[1] === 'W' ? 'winner' : 'loser', game: number };
  }
  const stagePlace = /^(\d+)P(\d+)$/.exec(code);
  if (stagePlace) {
    return { kind: 'stagePlace', stage: Number(stagePlace[1]), place: Number(stagePlace[2]) };
  }
  const poolPlace = /^([A-Z])(\d+)$/.exec(code);
  if (poolPlace) {
    const pool = poolPlace[1] ?? '';
    const stage = lookup.poolStage(pool);
    if (stage === null) return null;
    return { kind: 'poolPlace', stage, pool, place: Number(poolPlace[2]) };
  }
  return null;
}
