// The Chinese wording of every scoring refusal: the server answers it, and the phone leaves out
// of its view what the server would refuse with it.
export const SCORING_REFUSALS = {
  notStarted: '比赛尚未开始，请先开始比赛',
  finishBeforeBegin: '比赛尚未开始，不能结束比赛',
  finishedNoScore: '比赛已结束，不能再记分',
  finishedNoVoid: '比赛已结束，不能再撤销得分',
  finishedNoTimeout: '比赛已结束，不能再暂停',
  timeoutsUsedUp: '该队本半场的暂停次数已用完',
  sameScorerAndAssist: '得分队员和助攻队员不能是同一人',
  playerNotOnTeam: '得分或助攻队员不在该队本场比赛的名单中',
  lineNotOnTeam: '上场名单中有队员不在该队本场比赛的名单中',
  gamePlayerMissing: '本场比赛的队员不存在',
  wrongTeam: '该队员不在所选队伍的名单中',
  onlyScoresVoid: '只能撤销得分记录',
  voidOtherGame: '要撤销的得分不属于这场比赛',
  scoreToVoidMissing: '要撤销的得分记录不存在',
  correctionNotFinished: '只能更正已结束比赛的比分',
  scoreToConfirmMissing: '要保留的得分不属于这场比赛或不存在',
} as const;

export type RefusalReason = keyof typeof SCORING_REFUSALS;
