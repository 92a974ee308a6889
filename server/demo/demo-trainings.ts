// Coach and judge courses in several cities, some finished, some open for sign-up, with members'
// sign-ups: one course is full, one has a single seat left, one closed its sign-up days ago.
import type { DemoContext } from './demo-context';
import { addDays, isoAt } from './demo-dates';
import { article } from './demo-html';
import { DEMO_PHONES } from './demo-people';
import { insertInChunks } from './insert-in-chunks';

type Kind = 'coach' | 'judge';
/**
 * [kind, level code (CERTIFICATE_TYPE), title, city, place, start offset, days, fee, capacity,
 * current sign-ups]
 */
type Course = [Kind, string, string, string, string, number, number, number, number, number];

const COURSES: Course[] = [
  ['coach', 'level3', '第二期三级教练员培训班', '北京', '北京体育大学田径场', 20, 3, 800, 50, 12],
  ['coach', 'level3', '第一期三级教练员培训班', '广州', '广州大学城体育中心', -60, 3, 800, 48, 30],
  ['coach', 'level2', '二级教练员培训班', '上海', '上海体育学院绿瓦体育馆', 35, 4, 1200, 40, 6],
  ['coach', 'level1', '一级教练员研修班', '杭州', '浙江大学紫金港校区', 75, 5, 2000, 30, 0],
  ['coach', 'level3', '青少年飞盘指导员公益培训', '成都', '成都市青少年宫', -15, 2, 0, 60, 25],
  ['coach', 'level2', '飞盘体能与伤病预防专题课', '深圳', '深圳湾体育中心', 4, 2, 600, 40, 18],
  ['judge', 'level3', '三级裁判员培训班', '武汉', '武汉体育学院', 25, 2, 500, 60, 9],
  ['judge', 'level2', '二级裁判员培训暨考核', '成都', '成都东安湖体育公园', 30, 3, 900, 40, 39],
  ['judge', 'level1', '一级裁判员晋级考核', '北京', '国家奥林匹克体育中心', 90, 3, 1500, 24, 24],
  ['judge', 'level3', '观察员实践课程（锦标赛）', '上海', '上海市民体育公园', -1, 3, 0, 20, 20],
  ['judge', 'level2', '规则新变化解读研讨班', '西安', '西安体育学院', -40, 1, 300, 80, 12],
  ['judge', 'national', '国家级裁判员年度研修', '南京', '南京奥林匹克体育中心', 120, 2, 0, 30, 3],
];

/** Online sign-up closes this many days before a course starts (the demo text says so too). */
const DEADLINE_DAYS_BEFORE = 7;
/** Every fifth course also has a member who signed up and withdrew again. */
const WITHDRAWN_EVERY = 5;

export async function insertTrainings(ctx: DemoContext): Promise<void> {
  const rows = COURSES.map(([kind, level, title, city, place, start, days, fee, capacity]) => {
    const role = kind === 'coach' ? '教练员' : '裁判员';
    return {
      kind,
      title,
      level,
      city,
      place,
      start_date: addDays(ctx.today, start),
      end_date: addDays(ctx.today, start + days - 1),
      fee,
      capacity,
      signup_deadline: addDays(ctx.today, start - DEADLINE_DAYS_BEFORE),
      signup:
        start > 0
          ? `开课前 ${DEADLINE_DAYS_BEFORE} 天截止报名。登录网站后在本页点击“报名”，或发送姓名、手机号、所在俱乐部至 train@feipan.example。`
          : '本期已结束，请关注下一期招生通知。',
      content: article({
        lead: [
          `本课程面向有志于从事飞盘${role}工作的爱好者，由协会认证讲师授课，理论与实践相结合。`,
        ],
        heading: '课程内容',
        points:
          kind === 'coach'
            ? ['飞盘基本技术的教学方法与纠错；', '训练课的设计与组织；', '飞盘精神与运动安全。']
            : [
                '现行规则逐条讲解与案例分析；',
                '观察员站位、手势与判罚沟通；',
                '记分与比赛数据记录。',
              ],
        closing: `课程结束后进行考核，合格者获得相应等级的${role}证书。`,
      }),
    };
  });
  const trainings = await ctx.trx.insertInto('trainings').values(rows).returning('id').execute();
  await insertSignups(
    ctx,
    trainings.map((training) => training.id),
  );
}

/** The sign-ups of COURSES (by index of `trainingIds`), taken by demo players in id order. */
async function insertSignups(ctx: DemoContext, trainingIds: number[]): Promise<void> {
  // The demo player's own account stays free, so it can sign up in a demonstration.
  const players = await ctx.trx
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'player')
    .where('phone', '!=', DEMO_PHONES.player)
    .orderBy('id')
    .execute();
  const signups = COURSES.flatMap((course, index) => {
    const [, , , , , start, , , , taken] = course;
    const trainingId = trainingIds[index]!;
    const withdrawn = index % WITHDRAWN_EVERY === 0 ? 1 : 0;
    return players.slice(0, taken + withdrawn).map((player, i) => {
      const signedUpAt = isoAt(addDays(ctx.today, start - 30 + (i % 20)), '10:00');
      const withdraws = i === taken;
      return {
        training_id: trainingId,
        user_id: player.id,
        status: withdraws ? ('withdrawn' as const) : ('signed_up' as const),
        created_at: signedUpAt,
        signed_up_at: signedUpAt,
        withdrawn_at: withdraws ? isoAt(addDays(ctx.today, start - 9), '18:00') : null,
      };
    });
  });
  await insertInChunks(signups, (chunk) =>
    ctx.trx.insertInto('training_signups').values(chunk).execute(),
  );
}
