// Every Chinese message the scoring calls answer, in one place. The refusals of the game's rules
// are the shared module's, so the phone leaves out what the server refuses with the same words.
import { SCORING_REFUSALS } from '../../../src/contract/scoring/scoring-messages';

export const MSG = {
  game: '比赛',
  notAssigned: '您没有被分配到这场比赛，不能记录数据',
  idTaken: '操作编号已被另一项操作使用，请重新生成',
  ...SCORING_REFUSALS,
  badAction: '操作内容不正确',
  handoffFinished: '比赛已结束，无需交接',
  handoffToSelf: '请选择另一位志愿者',
  handoffUnknown: '接手的志愿者不存在或已停用',
  handoffAlreadyScoring: '这位志愿者已在记录这场比赛',
  handedOff: (name: string) => `已交接给${name}`,
  done: '操作成功',
} as const;
