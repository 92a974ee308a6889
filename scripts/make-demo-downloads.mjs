// node --import tsx scripts/make-demo-downloads.mjs: writes the demo download centre's real files
// to public/demo/downloads/ — a one-page rules summary and the championship's handbook as PDFs
// with the Chinese text embedded (a subset of a CJK font, so any viewer shows it and the text can
// be searched and copied), and a roster template as CSV with a UTF-8 byte order mark, so Excel
// opens its Chinese correctly. server/demo/demo-downloads.ts serves them.
//
// The font is needed only here, not in the repository: WenQuanYi Micro Hei from Debian's
// fonts-wqy-microhei (Apache 2.0; Chinese, Latin letters and digits in one face), or another
// TrueType font in DEMO_CJK_FONT (a .ttc with DEMO_CJK_FACE, its PostScript name). TrueType on
// purpose: a subset of a CFF font such as Noto Sans CJK still carries the index of all its shared
// outline routines, some 60 KB per face, where these PDFs stay near 30 KB.
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { rankingRulesText } from '../server/domain/competitions/stages/rank-table.ts';

const OUT = path.resolve(import.meta.dirname, '../public/demo/downloads');
const FONT = process.env.DEMO_CJK_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const FACE = process.env.DEMO_CJK_FACE ?? (FONT.endsWith('.ttc') ? 'WenQuanYiMicroHei' : undefined);
// Fixed, so that the same text gives the same file (pdfkit derives the document id from it).
const CREATED = new Date('2026-01-01T00:00:00Z');
const MARGIN = 64;
// The standings' own rule set, as the competition page states it (the demo's competitions use WFDF's).
const RANKING_RULES = rankingRulesText('wfdf');

if (!existsSync(FONT)) {
  console.error(
    `找不到中文字体 ${FONT}。请安装 fonts-wqy-microhei（apt-get install fonts-wqy-microhei），` +
      '或用 DEMO_CJK_FONT 指定一个 TrueType 中文字体文件。',
  );
  process.exit(1);
}

/** Writes one A4 PDF; `blocks` are ['h1' | 'h2' | 'p' | 'li', text]. */
function writePdf(fileName, { title, subject, blocks }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: '飞盘运动协会', Subject: subject, CreationDate: CREATED },
    lang: 'zh-CN',
    displayTitle: true,
  });
  doc.font(FONT, FACE);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  const width = doc.page.width - 2 * MARGIN;
  for (const [kind, text] of blocks) {
    if (kind === 'h1') {
      doc.fontSize(20).fillColor('#0b6e4f').text(text, { align: 'center', width });
      doc.moveDown(0.8);
    } else if (kind === 'h2') {
      doc.moveDown(0.4).fontSize(13.5).fillColor('#0b6e4f').text(text, { width });
      doc.moveDown(0.25);
    } else {
      // A list item is a narrower block, so its wrapped lines line up under its first one.
      const indent = kind === 'li' ? 14 : 0;
      doc.fontSize(10.5).fillColor('#222222');
      doc.text(text, MARGIN + indent, doc.y, { width: width - indent, lineGap: 4 });
      doc.x = MARGIN;
      doc.moveDown(0.15);
    }
  }
  doc.end();
  return done.then(() => {
    const bytes = Buffer.concat(chunks);
    writeFileSync(path.join(OUT, fileName), bytes);
    return `${fileName} ${(bytes.length / 1024).toFixed(1)} KB`;
  });
}

const RULES = {
  title: '极限飞盘规则（中文简明版）',
  subject: '极限飞盘比赛规则要点',
  blocks: [
    ['h1', '极限飞盘规则（中文简明版）'],
    ['p', '本简明版供俱乐部训练和赛事入门参考，比赛以协会审定的现行极限飞盘规则全文为准。'],
    ['h2', '一、比赛概述'],
    ['p', '两队各七名队员在场上比赛。进攻方在对方得分区内接住飞盘即得一分。'],
    ['p', '标准场地长 100 米、宽 37 米，两端各有一块深 18 米的得分区。'],
    ['h2', '二、开球与得分'],
    ['li', '1. 每一分开始时，两队各在本方得分线后站好，防守方掷出开球盘。'],
    ['li', '2. 进攻方队员在对方得分区内接住飞盘，得一分；得分后双方交换进攻方向。'],
    ['li', '3. 比赛通常先得 15 分者胜，一方先得 8 分时中场休息、换场。'],
    ['h2', '三、持盘与传盘'],
    ['li', '1. 持盘者不得带盘跑动，可以以一只脚为轴转身寻找传盘机会。'],
    ['li', '2. 持盘者须在 10 秒内传出飞盘；防守者在一米外大声读秒。'],
    ['li', '3. 飞盘落地、出界、被拦截或被防守方接住，攻防互换。'],
    ['h2', '四、犯规与自我裁判'],
    ['li', '1. 队员之间不允许有身体接触；发生接触时由当事队员自行提出犯规。'],
    [
      'li',
      '2. 对判罚有异议时，双方简短交流后恢复比赛；仍不能达成一致时，飞盘回到上一次传盘者手中。',
    ],
    ['li', '3. 设观察员的比赛中，观察员只在队员请求或规则规定时作出裁定。'],
    ['h2', '五、飞盘精神'],
    ['p', '比赛不设裁判。每名队员都应了解规则、公正判罚、尊重对手，把享受比赛放在胜负之前。'],
  ],
};

const HANDBOOK = {
  title: '全国极限飞盘锦标赛竞赛规程（参赛手册）',
  subject: '全国极限飞盘锦标赛的赛制、报名要求、比赛规则与排名办法',
  blocks: [
    ['h1', '全国极限飞盘锦标赛竞赛规程（参赛手册）'],
    ['h2', '一、主办与承办'],
    ['p', '主办单位：飞盘运动协会。比赛地点：上海市民体育公园足球场，共三个比赛日。'],
    ['h2', '二、参赛资格与报名'],
    ['li', '1. 参赛俱乐部须为本会审核通过的注册俱乐部，组别为混合组。'],
    ['li', '2. 报名名单最多 24 人，其中男队员不少于 6 人、女队员不少于 5 人。'],
    ['li', '3. 名单中的队员须是本俱乐部的在籍成员，同一队员不得重复报名，背号不得重复。'],
    ['li', '4. 俱乐部联系人在网站「俱乐部中心」提交名单；协会审核通过后名单生效，不能再修改。'],
    ['h2', '三、赛制'],
    ['li', '1. 第一比赛日：八支队伍分为 A、B 两组，各组单循环。'],
    [
      'li',
      '2. 第二比赛日：半决赛由 A 组第一对 B 组第二、B 组第一对 A 组第二；5-8 名排位赛由 A 组第三对 B 组第四、B 组第三对 A 组第四。',
    ],
    ['li', '3. 第三比赛日：两场半决赛的胜者进行决赛。'],
    ['h2', '四、比赛规则'],
    ['li', '1. 采用协会审定的现行极限飞盘规则，每场比赛 15 分制，一方先得 8 分时换场。'],
    ['li', '2. 软上限 75 分钟：到时后比赛目标改为当前领先方的分数加 1。'],
    ['li', '3. 硬上限 90 分钟：到时后打完当前一分即结束比赛。'],
    ['li', '4. 每队每半场可请求 2 次暂停。'],
    ['h2', '五、小组排名办法'],
    [
      'p',
      `各组积分榜只计算本组已结束的循环赛，排位赛、半决赛和决赛不计入积分榜。同组球队${RANKING_RULES[0]}`,
    ],
    ...RANKING_RULES.slice(1).map((rule, i) => ['li', `${i + 1}. ${rule}`]),
    ['h2', '六、记分与成绩公布'],
    ['li', '1. 每场比赛由一名记分志愿者用手机记录每一分的得分人和助攻人。'],
    ['li', '2. 记错的一分当场撤销；场地信号不好时照常记录，恢复网络后自动上传，不丢不重。'],
    ['li', '3. 实时比分、积分榜、得分榜和助攻榜在协会网站「赛事」栏目公布。'],
    ['h2', '七、安全保障'],
    ['li', '1. 所有队员须购买比赛期间的人身意外伤害保险。'],
    ['li', '2. 赛场设医疗点与补水点；高温天气增加补水暂停。'],
    ['h2', '八、联系方式'],
    ['p', '赛事咨询请联系协会竞赛部。本规程由飞盘运动协会负责解释。'],
  ],
};

/** CRLF and a byte order mark: what Excel needs to open UTF-8 CSV with its Chinese intact. */
function writeCsv(fileName, rows) {
  const text = rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  writeFileSync(path.join(OUT, fileName), bytes);
  return `${fileName} ${bytes.length} B`;
}

mkdirSync(OUT, { recursive: true });
const written = [
  await writePdf('ultimate-rules-summary.pdf', RULES),
  await writePdf('championship-handbook.pdf', HANDBOOK),
  writeCsv('roster-template.csv', [
    ['序号', '姓名', '性别（男/女）', '背号', '手机号', '备注'],
    ['1', '张三', '男', '7', '13912345678', '示例，请删除'],
    ['2', '李四', '女', '12', '13987654321', '示例，请删除'],
  ]),
];
console.log(written.join('\n'));
