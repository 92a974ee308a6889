// Where a new format's games go and what the schedule calls them: each round of the format starts
// a new time slot, its games over the fields in order, a round with more games than fields taking
// as many slots as it needs (as the round robin does, src/contract/rules/round-robin.ts); a game
// is named as the manuals' code says (半决赛, 第5名争夺赛, 第2轮).
import { FORMAT_MSG } from '../../../../src/contract/rules/format-messages';
import type { FormatGame } from '../../../../src/contract/rules/format-types';
import { addMinutes } from '../../../../src/contract/rules/round-robin';

export interface Placed {
  game: FormatGame;
  date: string;
  time: string;
  field: string;
}

export function placeGames(
  games: readonly FormatGame[],
  plan: { fields: readonly string[]; firstStart: string; slotMinutes: number },
): Placed[] {
  const rounds = [...new Set(games.map((g) => g.round))].sort((a, b) => a - b);
  const placed: Placed[] = [];
  let slot = 0;
  for (const round of rounds) {
    const inRound = games.filter((g) => g.round === round);
    inRound.forEach((game, i) => {
      const at = addMinutes(
        plan.firstStart,
        (slot + Math.floor(i / plan.fields.length)) * plan.slotMinutes,
      );
      const [date = '', time = ''] = at.split('T');
      placed.push({ game, date, time, field: plan.fields[i % plan.fields.length] ?? '' });
    });
    slot += Math.ceil(inRound.length / plan.fields.length);
  }
  return placed;
}

const BY_CODE: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^(\d+-\d+)?PQ\d+$/, (m) => (m[1] ? `${m[1]}名 八分之一决赛` : '八分之一决赛')],
  [/^(\d+-\d+)?QF\d+$/, (m) => (m[1] ? `${m[1]}名 排位赛` : '四分之一决赛')],
  [/^(\d+-\d+)?SF\d+$/, (m) => (m[1] ? `${m[1]}名 排位半决赛` : '半决赛')],
  [/^(\d+-\d+)?R\d+-\d+$/, (m) => (m[1] ? `${m[1]}名 排位赛` : '淘汰赛')],
  [/^CO\d+$/, () => '交叉赛'],
  [/^R(\d+)\.\d+$/, (m) => `瑞士轮第${m[1]}轮`],
];

/** The schedule's 轮次 of a format game. */
export function roundNameOf(game: FormatGame): string {
  if (game.decides) return FORMAT_MSG.placeGame(game.decides.winner);
  if (game.pool !== null) return `第${game.round}轮`;
  for (const [pattern, name] of BY_CODE) {
    const match = pattern.exec(game.code);
    if (match) return name(match);
  }
  return game.code;
}

/** The games table's pool of a format pool: 「A组」, as staff name pools by hand. */
export const poolColumn = (pool: string | null) => (pool === null ? null : `${pool}组`);
