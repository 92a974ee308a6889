// The disc sports the 飞盘项目 pages introduce.
import type { DemoContext } from './demo-context';
import { article } from './demo-html';

/** [picture under public/demo (scripts/make-demo-images.mjs), name, summary, three facts] */
const SPORTS: [string, string, string, [string, string, string]][] = [
  [
    'sport-ultimate.svg',
    '极限飞盘 Ultimate',
    '两队各七人在长方形场地上传递飞盘，在对方得分区接住飞盘即得一分；不设裁判，由队员自我裁判。',
    [
      '持盘者不能跑动，须在 10 秒内传出；',
      '飞盘落地、出界或被拦截即交换攻防；',
      '“飞盘精神”是比赛的核心原则。',
    ],
  ],
  [
    'sport-disc-golf.svg',
    '飞盘高尔夫 Disc Golf',
    '用尽可能少的投掷次数把飞盘投进金属篮筐，规则与高尔夫相似，老少皆宜。',
    ['标准场地有 9 洞或 18 洞；', '按杆数计分，少者胜；', '使用驱动盘、中距盘和推杆盘。'],
  ],
  [
    'sport-freestyle.svg',
    '自由式飞盘 Freestyle',
    '以旋转、指尖转盘和花式接盘为主的表演项目，由裁判按难度、编排和表现评分。',
    ['可单人、双人或三人表演；', '配合音乐完成成套动作；', '评分包括难度、执行和艺术表现。'],
  ],
  [
    'sport-guts.svg',
    '勇气飞盘 Guts',
    '两队相隔 14 米对立，用力将飞盘掷向对方，对方须单手接住，考验胆量和反应。',
    ['每队五人；', '接盘失误对方得分；', '先得 21 分者胜。'],
  ],
  [
    'sport-ddc.svg',
    '双盘争夺 DDC',
    '两队各两人，在两块方形场地上同时使用两只飞盘进攻，节奏紧张有趣。',
    [
      '场地为 13 米见方的两个方块；',
      '让飞盘落在对方场内得分；',
      '一方同时持有两只飞盘时对方得分。',
    ],
  ],
  [
    'sport-beach-ultimate.svg',
    '沙滩极限飞盘 Beach Ultimate',
    '在沙滩上进行的极限飞盘，每队五人，场地更小，对体能要求更高。',
    ['每队场上五人；', '赤脚或穿沙滩袜比赛；', '风力对飞行影响明显。'],
  ],
  [
    'sport-dodge-disc.svg',
    '躲避飞盘 Dodge Disc',
    '用软质飞盘进行的躲避类游戏，安全、易学，适合校园和亲子活动。',
    ['使用泡棉软盘，不伤人；', '被飞盘击中者出局；', '常用于体育课与团建活动。'],
  ],
];

export async function insertSportCategories(ctx: DemoContext): Promise<void> {
  const rows = SPORTS.map(([picture, name, summary, facts], i) => ({
    name,
    summary,
    content: article({
      lead: [summary],
      image: { src: `/demo/${picture}`, alt: `${name}示意图` },
      heading: '基本规则',
      points: facts,
      closing: '想体验这项运动？在“查询中心”找到身边的俱乐部，参加一次新人开放日吧。',
    }),
    image: `/demo/${picture}`,
    sort: i + 1,
  }));
  await ctx.trx.insertInto('sport_categories').values(rows).execute();
}
