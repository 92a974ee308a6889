// The two visiting clubs of the international invitational. They have no club in our database,
// so their games carry only their names and a game roster without accounts. Names are made up.
import type { GameSide } from './demo-games';

const roster = (names: string) =>
  names.split(' ').map((name, i) => ({ userId: null, name, number: i * 3 + 2 }));

export const FOREIGN_TEAMS: GameSide[] = [
  {
    clubId: null,
    name: '东京湾飞盘俱乐部（日本）',
    roster: roster(
      '佐藤健太 铃木翔 高桥大辅 田中浩二 伊藤优斗 渡边美咲 山本彩 中村由衣 小林爱 加藤拓海',
    ),
  },
  {
    clubId: null,
    name: '首尔汉江飞盘队（韩国）',
    roster: roster('金敏俊 朴志勋 崔宇镇 郑在勋 姜东元 尹智恩 韩素希 郑秀妍 林娜琏 徐贤宇'),
  },
];
