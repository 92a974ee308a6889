// Files of the download centre. Each is really the type its name says: the PDFs and the CSV
// (with the byte order mark Excel needs for UTF-8) are made by scripts/make-demo-downloads.mjs
// into public/demo/downloads/; the rest is plain text or Markdown (UTF-8) written here.
import { readFileSync } from 'node:fs';
import type { DownloadsTable } from '../db/schema';
import type { DemoContext } from './demo-context';
import { addDays, isoAt } from './demo-dates';

interface DemoFile {
  category: DownloadsTable['category'];
  name: string;
  fileName: string;
  mime: string;
  /** Text written here, or a file of public/demo/downloads/. */
  content: string | { file: string };
  day: number;
}

const bytesOf = (content: DemoFile['content']) =>
  typeof content === 'string'
    ? Buffer.from(content, 'utf8')
    : readFileSync(new URL(`../../public/demo/downloads/${content.file}`, import.meta.url));

const lines = (...text: string[]) => `${text.join('\n')}\n`;

const FILES: DemoFile[] = [
  {
    category: 'frisbee_rule',
    name: '极限飞盘规则（中文简明版）',
    fileName: '极限飞盘规则中文简明版.pdf',
    mime: 'application/pdf',
    day: 90,
    content: { file: 'ultimate-rules-summary.pdf' },
  },
  {
    category: 'frisbee_rule',
    name: '飞盘高尔夫规则要点',
    fileName: '飞盘高尔夫规则要点.txt',
    mime: 'text/plain',
    day: 120,
    content: lines(
      '飞盘高尔夫规则要点',
      '',
      '一、从发球区投出第一投，以飞盘入篮为完成一洞。',
      '二、后续每一投都从上一投飞盘停止的位置投出。',
      '三、出界罚一杆，从出界点附近重新投掷。',
      '四、全场杆数最少者获胜。',
    ),
  },
  {
    category: 'frisbee_rule',
    name: '观察员工作手册',
    fileName: '观察员工作手册.md',
    mime: 'text/markdown',
    day: 40,
    content: lines(
      '# 观察员工作手册',
      '',
      '- 观察员只在队员请求或规则规定时作出裁定。',
      '- 站位：每侧边线各一名，跟随飞盘移动。',
      '- 手势：出界、进区、计时各有约定手势，赛前与双方队长确认。',
      '- 记分：与记分员核对每一分的得分队员。',
    ),
  },
  {
    category: 'competition_file',
    name: '全国极限飞盘锦标赛竞赛规程（参赛手册）',
    fileName: '全国极限飞盘锦标赛竞赛规程.pdf',
    mime: 'application/pdf',
    day: 45,
    content: { file: 'championship-handbook.pdf' },
  },
  {
    category: 'competition_file',
    name: '参赛报名名单模板',
    fileName: '参赛报名名单模板.csv',
    mime: 'text/csv',
    day: 44,
    content: { file: 'roster-template.csv' },
  },
  {
    category: 'competition_file',
    name: '赛事承办申请说明',
    fileName: '赛事承办申请说明.txt',
    mime: 'text/plain',
    day: 150,
    content: lines(
      '赛事承办申请说明',
      '',
      '申请承办协会赛事的单位，应具备符合标准的比赛场地、医疗保障和志愿者团队，',
      '并于赛事举办前三个月向协会竞赛部提交申请材料。',
    ),
  },
  {
    category: 'edu_file',
    name: '中小学飞盘教学指南',
    fileName: '中小学飞盘教学指南.md',
    mime: 'text/markdown',
    day: 30,
    content: lines(
      '# 中小学飞盘教学指南',
      '',
      '## 第一课：认识飞盘',
      '学习正手握盘与反手握盘，练习两人对传。',
      '',
      '## 第二课：移动接盘',
      '练习“三明治”接盘与单手接盘，强调安全距离。',
      '',
      '## 第三课：小场比赛',
      '四对四小场比赛，学生自己判罚，体会飞盘精神。',
    ),
  },
  {
    category: 'edu_file',
    name: '飞盘运动伤病预防手册',
    fileName: '飞盘运动伤病预防手册.txt',
    mime: 'text/plain',
    day: 70,
    content: lines(
      '飞盘运动伤病预防手册',
      '',
      '1. 训练前充分热身，重点活动踝关节和膝关节。',
      '2. 急停变向时降低重心，避免膝关节内扣。',
      '3. 高温天气每 20 分钟补水一次。',
      '4. 发生扭伤时遵循“休息、冰敷、加压、抬高”原则。',
    ),
  },
  {
    category: 'edu_file',
    name: '教练员训练课教案模板',
    fileName: '教练员训练课教案模板.md',
    mime: 'text/markdown',
    day: 100,
    content: lines(
      '# 训练课教案模板',
      '',
      '| 环节 | 时间 | 内容 |',
      '| --- | --- | --- |',
      '| 准备活动 | 15 分钟 | 慢跑、动态拉伸 |',
      '| 技术练习 | 30 分钟 | 传接盘组合练习 |',
      '| 战术练习 | 30 分钟 | 进攻阵型演练 |',
      '| 放松总结 | 15 分钟 | 静态拉伸、总结 |',
    ),
  },
];

export async function insertDownloads(ctx: DemoContext): Promise<void> {
  await ctx.trx
    .insertInto('downloads')
    .values(
      FILES.map((file) => {
        const data = bytesOf(file.content);
        return {
          category: file.category,
          name: file.name,
          file_name: file.fileName,
          mime: file.mime,
          size: data.length,
          data,
          published_at: isoAt(addDays(ctx.today, -file.day), '09:30'),
        };
      }),
    )
    .execute();
}
