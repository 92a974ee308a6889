// The Chinese wording of the pool tie-breakers: what the standings say separated two teams, the
// rule sets staff choose from, and the refusals of a last-resort decision. Shared by the public
// page, the console, the exports and the progression, so all say the same.
import type { TieBreakCriterion, TieBreakRules } from './tie-break-order';

export const TIE_BREAK_RULES_LABEL: Record<TieBreakRules, string> = {
  wfdf: '世界飞盘联合会（WFDF）排名规则',
  usau: '美国飞盘协会（USA Ultimate）排名规则',
};

/** What separated a team from the one above it, as the standings show it. */
export const TIE_BREAK_LABEL: Record<TieBreakCriterion, string> = {
  wins: '胜场多',
  headToHeadWins: '同分，按相互胜负',
  fewestForfeits: '同分，按弃权场次少',
  headToHeadDiff: '同分，按相互净胜分',
  commonOpponentsDiff: '同分，按对共同对手的净胜分',
  headToHeadScoredPerGame: '同分，按相互比赛场均得分',
  commonOpponentsScoredPerGame: '同分，按对共同对手的场均得分',
  totalScored: '同分，按总得分',
  lastResort: '同分，按场边决胜结果',
};

/** The name of the last resort of each rule set, for the console's prompt. */
export const LAST_RESORT_LABEL: Record<TieBreakRules, string> = {
  wfdf: '掷远决胜（各队一名队员从得分线掷盘，离远端点最近者列前）',
  usau: '掷盘猜面决胜',
};

export const TIE_BREAK_MSG = {
  needsDecision: (teams: readonly string[], from: number, to: number, rules: TieBreakRules) =>
    `${teams.join('、')} 在第${from}至第${to}名之间无法按规则区分，请在控制台记录${LAST_RESORT_LABEL[rules]}的结果`,
  decisionNotTied: (teams: readonly string[]) =>
    `${teams.join('、')} 并未处于只能场边决胜的平局，不能记录决胜结果`,
  decisionTeamsUnknown: (team: string) => `决胜结果中的队伍 ${team} 不在本组`,
  decisionDuplicate: (team: string) => `决胜结果中的队伍 ${team} 出现了不止一次`,
} as const;
