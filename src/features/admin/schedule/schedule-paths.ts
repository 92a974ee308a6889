// The schedule's pages under a competition: the list, 添加比赛 (new), 生成循环赛 and one game.
import { competitionPagePath } from '../shell/competition-tabs';

export const schedulePath = (competitionId: number, tail?: string) =>
  `${competitionPagePath(competitionId, 'schedule')}${tail ? `/${tail}` : ''}`;
