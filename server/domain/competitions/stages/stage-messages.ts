// The Chinese the server's championship calls answer and audit with (docs/competitions.md,
// "Stages and progression"). The rules' own refusals (a format that does not fit, a placeholder
// that does not hold) come from src/contract/rules/format-messages.ts.
import { TIE_BREAK_RULES_LABEL } from '../../../../src/contract/rules/tie-break-messages';
import type { TieBreakRules } from '../../../../src/contract/rules/tie-break-order';

export const STAGE_MSG = {
  competition: '赛事不存在',
  conflict: '待处理的更正冲突不存在',
  formatExists: '本赛事已有赛制；如需更换，请先删除现有赛制',
  noFormat: '本赛事尚未设置赛制',
  formatBegun: (game: number) => `第${game}场已经开始，不能再删除赛制`,
  gamesOutside: (count: number) =>
    `本赛事已有 ${count} 场不属于赛制的比赛，请先取消或删除后再保存赛制`,
  seedNotApproved: (seed: number) => `${seed}号种子不是本赛事已通过审核的参赛队`,
  placeholderGame: (home: string, away: string) =>
    `本场比赛的队伍尚未确定（${home} 对 ${away}），确定后才能开始记分`,
  notSwiss: (stage: number) => `第${stage}阶段不是瑞士轮`,
  noSuchPool: (stage: number, pool: string) => `第${stage}阶段没有${pool}组`,
  poolNotFinal: (pool: string) => `${pool}组的比赛尚未全部结束，不能记录场边决胜`,
  conflictDecided: '这项更正冲突已经处理过了',
  conflictGameNotBegun: '该比赛已不在进行中或已结束之外，无需处理',

  saved: (games: number) => `赛制已保存，共 ${games} 场比赛`,
  deleted: '赛制已删除',
  rulesSet: (rules: TieBreakRules) => `排名规则已设为${TIE_BREAK_RULES_LABEL[rules]}`,
  decisionSaved: '场边决胜结果已记录',
  swissMade: (round: number) => `瑞士轮第${round}轮已生成`,
  conflictApplied: '已采用更正后的队伍',
  conflictKept: '已保留比赛原有的队伍',

  conflictMessage: (where: string, slot: string, current: string, proposed: string) =>
    `${where}：${slot} 现为 ${current}，按更正后的成绩应为 ${proposed}；比赛已开始，请决定是否更换`,
  unknownTeam: '待定',

  notASeedingSource: '只能按已结束且已有赛制的赛事的最终名次排种子',
  placementsIncomplete: (name: string) => `${name} 的最终名次尚未全部产生，不能据此排种子`,

  audit: {
    create: (name: string, games: number) => `保存赛制：${name}，共 ${games} 场比赛`,
    delete: (reason: string) => `删除赛制（原因：${reason}）`,
    rules: (rules: TieBreakRules) => `设置排名规则：${TIE_BREAK_RULES_LABEL[rules]}`,
    fill: (where: string, slot: string, team: string) => `晋级填入：${where} ${slot} 为 ${team}`,
    refill: (where: string, slot: string, before: string, after: string) =>
      `更正后重新填入：${where} ${slot} 由 ${before} 改为 ${after}`,
    conflict: (where: string, slot: string) => `更正影响已开始的比赛：${where} ${slot}，待处理`,
    decision: (pool: string, teams: string) => `记录场边决胜：${pool}组 ${teams}`,
    swiss: (round: number) => `生成瑞士轮第${round}轮`,
    decide: (applied: boolean, reason: string) =>
      `${applied ? '采用更正后的队伍' : '保留原有队伍'}（原因：${reason}）`,
  },
} as const;
