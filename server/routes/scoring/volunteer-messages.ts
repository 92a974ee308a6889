// Every Chinese message the scoring calls answer, in one place. The refusals of the game's rules
// are the shared module's, so the phone leaves out what the server refuses with the same words.
import { SCORING_REFUSALS } from '../../../src/contract/scoring/scoring-messages';

export const MSG = {
  game: '比赛',
  notAssigned: '您没有被分配到这场比赛，不能记录数据',
  idTaken: '操作编号已被另一项操作使用，请重新生成',
  ...SCORING_REFUSALS,
  badAction: '操作内容不正确',
  done: '操作成功',
} as const;
