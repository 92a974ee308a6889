// A stage game's name in Chinese from its code in the manuals' notation: F → 决赛, P3 → 第3名争夺赛,
// SF1 → 半决赛1, 5-8SF2 → 第5-8名半决赛2, QF1 → 四分之一决赛1, CO2 → 交叉赛2, PA3 → A组第3场.
import { FORMAT_MSG } from '../../../contract/rules/format-messages';

const ROUND_NAME: Record<string, string> = {
  SF: '半决赛',
  QF: '四分之一决赛',
  PQ: '八分之一决赛',
};

export function gameTitle(
  code: string,
  decides: { winner: number; loser: number } | null = null,
): string {
  if (decides) return FORMAT_MSG.placeGame(decides.winner);
  const bracket = /^(?:(\d+-\d+))?(SF|QF|PQ)(\d+)$/.exec(code);
  if (bracket) {
    const [, range, round = '', index = ''] = bracket;
    return `${range ? `第${range}名` : ''}${ROUND_NAME[round] ?? round}${index}`;
  }
  const wide = /^(?:(\d+-\d+))?R(\d+)-(\d+)$/.exec(code);
  if (wide) {
    const [, range, width = '', index = ''] = wide;
    return `${range ? `第${range}名` : ''}${width}强赛${index}`;
  }
  const crossover = /^CO(\d+)$/.exec(code);
  if (crossover) return `交叉赛${crossover[1] ?? ''}`;
  const pool = /^P([A-Z])(\d+)$/.exec(code);
  if (pool) return `${pool[1] ?? ''}组第${pool[2] ?? ''}场`;
  return code;
}
