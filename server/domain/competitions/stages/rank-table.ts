// A standings table ranked by the competition's official tie-breakers (rankPool of
// src/contract/rules/tie-breakers.ts, WFDF's Appendix B3 unless staff chose USA Ultimate's), with
// each row's note of what separated it from the row above (「同分，按相互胜负」). This replaced the
// old order (wins, wins among the tied, overall difference, points, name), which no rule book has.
import type { Standing } from '../../../../src/contract/content-competition';
import {
  LAST_RESORT_LABEL,
  TIE_BREAK_LABEL,
  TIE_BREAK_RULES_LABEL,
} from '../../../../src/contract/rules/tie-break-messages';
import {
  rankPool,
  TIE_BREAK_ORDER,
  type PoolGameResult,
  type TieBreakCriterion,
  type TieBreakRules,
} from '../../../../src/contract/rules/tie-breakers';

export interface TableRanking {
  rules: TieBreakRules;
  /** Recorded last-resort results, each the order of one tied group by team key. */
  decisions?: readonly (readonly string[])[];
}

export const DEFAULT_RANKING: TableRanking = { rules: 'wfdf' };

/**
 * `rows` by team key in entry order; `results` the table's counted games by team key; `complete`
 * when no game of the table is still to be played. A tie only the last resort breaks is shown
 * provisionally by overall difference then points scored, and marked undecided only once the
 * table is complete: before that more games will decide it.
 */
export function rankTable(
  rows: ReadonlyMap<string, Standing>,
  results: readonly PoolGameResult[],
  forfeitPoints: number,
  ranking: TableRanking,
  complete: boolean,
): Standing[] {
  const ranked = rankPool([...rows.keys()], results, {
    rules: ranking.rules,
    forfeitPoints,
    decisions: ranking.decisions,
  });
  const byKey = new Map(ranked.standings.map((s) => [s.team, s]));
  const provisional = (a: string, b: string) => {
    const x = rows.get(a) as Standing;
    const y = rows.get(b) as Standing;
    return y.diff - x.diff || y.pointsFor - x.pointsFor;
  };
  const order = ranked.standings.map((s) => s.team);
  for (const tie of ranked.undecided) {
    const sorted = [...tie.teams].sort(provisional);
    sorted.forEach((team, i) => (order[tie.from - 1 + i] = team));
  }
  return order.map((key, i) => {
    const standing = byKey.get(key);
    const row = rows.get(key) as Standing;
    const undecided = complete && (standing?.undecided ?? false);
    // By place, not by team: a tie shown in its provisional order keeps its note at its head.
    const separatedBy = ranked.standings[i]?.separatedBy ?? null;
    return {
      ...row,
      place: i + 1,
      tieBreak: separatedBy === null ? null : TIE_BREAK_LABEL[separatedBy],
      undecided,
      forfeited: standing?.forfeited ?? 0,
    };
  });
}

const CRITERION_TEXT: Record<TieBreakCriterion, string> = {
  wins: '胜场',
  headToHeadWins: '相互之间比赛的胜场',
  fewestForfeits: '弃权场次（少者列前）',
  headToHeadDiff: '相互之间比赛的净胜分',
  commonOpponentsDiff: '对共同对手的净胜分',
  headToHeadScoredPerGame: '相互之间比赛的场均得分',
  commonOpponentsScoredPerGame: '对共同对手的场均得分',
  totalScored: '总得分',
  lastResort: '场边决胜',
};

/** The rule set in words, for the standings page (rankingRules of the public answer). */
export function rankingRulesText(rules: TieBreakRules): string[] {
  return [
    `按${TIE_BREAK_RULES_LABEL[rules]}排名：`,
    '胜场多者列前；',
    `胜场相同的球队依次比较：${TIE_BREAK_ORDER[rules].map((c) => CRITERION_TEXT[c]).join('、')}；`,
    '某一项分出部分球队后，仍然相同的球队从第一项起重新比较；',
    `以上全部相同时，${LAST_RESORT_LABEL[rules]}，由工作人员记录结果。`,
  ];
}
