// node scripts/make-demo-images.mjs: writes the demo pictures of the 飞盘项目 pages
// (public/demo/sport-*.svg, one honest sketch per discipline) and the news pictures
// (public/demo/news-*.svg, one per kind of story), each a few kilobytes, labelled with what it
// shows. server/demo names the files; run this again after changing a picture here.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../public/demo');
const FONT =
  'PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif';
const W = 800;
const H = 450;

const disc = (cx, cy, rx, fill = '#f4c430', ring = '#00000033') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.4}" fill="${fill}"/>` +
  `<ellipse cx="${cx}" cy="${cy - rx * 0.06}" rx="${rx * 0.62}" ry="${rx * 0.24}" fill="none" stroke="${ring}" stroke-width="${Math.max(2, rx * 0.06)}"/>`;

/** A stick figure standing at (x, y) (its feet); `arms` and `legs` are [dx, dy] of each hand/foot. */
function person(
  x,
  y,
  color,
  {
    arms = [
      [-30, -40],
      [30, -40],
    ],
    legs = [
      [-18, 0],
      [18, 0],
    ],
    s = 1,
  } = {},
) {
  const hip = [x, y - 48 * s];
  const neck = [x, y - 100 * s];
  const line = ([ax, ay], [bx, by]) => `M${ax} ${ay}L${bx} ${by}`;
  const d = [
    line(hip, neck),
    ...legs.map(([dx, dy]) => line(hip, [x + dx * s, y + dy * s])),
    ...arms.map(([dx, dy]) => line([x, y - 90 * s], [x + dx * s, y - 90 * s + dy * s])),
  ].join('');
  return (
    `<path d="${d}" stroke="${color}" stroke-width="${12 * s}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${x}" cy="${y - 122 * s}" r="${20 * s}" fill="${color}"/>`
  );
}

const flight = (d, color = '#ffffff') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="10 12" opacity="0.8"/>`;

function label(text, { x = 400, y = 418, anchor = 'middle', size = 44 } = {}) {
  const width = [...text].length * size + 48;
  const left = anchor === 'middle' ? x - width / 2 : x - 24;
  return (
    `<rect x="${left}" y="${y - size - 10}" width="${width}" height="${size + 28}" rx="14" fill="#00000059"/>` +
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>`
  );
}

const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>\n`;

const SPORTS = {
  ultimate: [
    '极限飞盘',
    '<rect width="800" height="450" fill="#2e8b57"/><rect width="120" height="450" fill="#27784b"/><rect x="680" width="120" height="450" fill="#27784b"/>' +
      '<path d="M120 0V450M680 0V450" stroke="#ffffff" stroke-width="6"/>' +
      person(250, 330, '#ffffff', {
        arms: [
          [60, 10],
          [-30, 30],
        ],
        legs: [
          [-30, 0],
          [25, -5],
        ],
      }) +
      person(600, 330, '#1d3557', {
        arms: [
          [-20, -60],
          [20, -60],
        ],
        legs: [
          [-25, 0],
          [30, 0],
        ],
      }) +
      flight('M320 230Q450 110 580 170') +
      disc(585, 160, 34),
  ],
  'disc-golf': [
    '飞盘高尔夫',
    '<rect width="800" height="450" fill="#8ecae6"/><rect y="300" width="800" height="150" fill="#4f9d4f"/>' +
      '<rect x="120" y="150" width="22" height="160" fill="#6b4f2a"/><circle cx="131" cy="140" r="70" fill="#2d6a2d"/>' +
      '<rect x="546" y="90" width="8" height="230" fill="#9aa3ab"/><rect x="500" y="90" width="100" height="14" rx="7" fill="#c0392b"/>' +
      '<path d="M505 104L530 210M525 104L538 210M550 104L550 210M575 104L562 210M595 104L570 210" stroke="#d0d5da" stroke-width="3"/>' +
      '<path d="M495 210H605L590 250H510Z" fill="#c0392b"/>' +
      flight('M240 260Q380 80 480 150', '#1d3557') +
      disc(470, 150, 26, '#f4c430'),
  ],
  freestyle: [
    '自由式飞盘',
    '<rect width="800" height="450" fill="#5b3f8c"/><circle cx="400" cy="130" r="150" fill="#6f52a3"/>' +
      person(400, 360, '#ffffff', {
        arms: [
          [0, -75],
          [-55, 20],
        ],
        legs: [
          [-35, 0],
          [35, 0],
        ],
      }) +
      disc(400, 160, 46) +
      '<path d="M330 150A75 28 0 0 1 470 150M345 175A60 22 0 0 0 455 175" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.6"/>' +
      `<text x="170" y="180" font-size="64" fill="#f4c430" font-family="${FONT}">♪</text>` +
      `<text x="600" y="230" font-size="52" fill="#f4c430" font-family="${FONT}">♫</text>`,
  ],
  guts: [
    '勇气飞盘',
    '<rect width="800" height="450" fill="#e76f51"/><rect y="330" width="800" height="120" fill="#2a9d8f"/>' +
      '<path d="M190 345V380M610 345V380" stroke="#ffffff" stroke-width="6"/>' +
      [80, 135, 190]
        .map((x) =>
          person(x, 345, '#ffffff', {
            arms: [
              [35, -10],
              [-20, 30],
            ],
            s: 0.85,
          }),
        )
        .join('') +
      [610, 665, 720]
        .map((x) =>
          person(x, 345, '#264653', {
            arms: [
              [-35, -30],
              [-20, 30],
            ],
            s: 0.85,
          }),
        )
        .join('') +
      '<path d="M300 210H470M320 235H450M300 260H430" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>' +
      disc(510, 235, 34) +
      `<text x="400" y="310" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#ffffff">相距 14 米</text>`,
  ],
  ddc: [
    '双盘争夺',
    '<rect width="800" height="450" fill="#118a7e"/>' +
      '<rect x="90" y="80" width="240" height="240" fill="#1fab89" stroke="#ffffff" stroke-width="6"/>' +
      '<rect x="470" y="80" width="240" height="240" fill="#1fab89" stroke="#ffffff" stroke-width="6"/>' +
      '<circle cx="170" cy="160" r="22" fill="#ffffff"/><circle cx="250" cy="250" r="22" fill="#ffffff"/>' +
      '<circle cx="550" cy="240" r="22" fill="#1d3557"/><circle cx="630" cy="150" r="22" fill="#1d3557"/>' +
      flight('M260 150Q400 40 560 130') +
      flight('M190 260Q400 360 610 260') +
      disc(560, 122, 26) +
      disc(612, 262, 26, '#ff6b6b'),
  ],
  'beach-ultimate': [
    '沙滩极限飞盘',
    '<rect width="800" height="450" fill="#90d5ff"/><circle cx="680" cy="80" r="46" fill="#ffd166"/>' +
      '<rect y="200" width="800" height="60" fill="#1c7ed6"/><rect y="250" width="800" height="200" fill="#f2d49b"/>' +
      person(300, 340, '#b5651d', {
        arms: [
          [70, -40],
          [40, -20],
        ],
        legs: [
          [-60, 10],
          [-20, 20],
        ],
      }) +
      disc(400, 240, 30) +
      person(560, 340, '#1d3557', {
        arms: [
          [-30, -55],
          [25, -50],
        ],
        legs: [
          [-20, 0],
          [20, 0],
        ],
        s: 0.9,
      }),
  ],
  'dodge-disc': [
    '躲避飞盘',
    '<rect width="800" height="450" fill="#ff8fab"/><rect y="330" width="800" height="120" fill="#6d9773"/>' +
      person(220, 345, '#ffffff', {
        arms: [
          [65, -5],
          [-25, 30],
        ],
        legs: [
          [-25, 0],
          [25, 0],
        ],
      }) +
      person(600, 345, '#3a0ca3', {
        arms: [
          [-55, -35],
          [30, -60],
        ],
        legs: [
          [10, 0],
          [55, -10],
        ],
      }) +
      flight('M300 260Q420 200 520 230') +
      disc(440, 215, 40, '#7bdff2', '#3a0ca344') +
      `<text x="440" y="150" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#ffffff">泡棉软盘</text>`,
  ],
};

const NEWS = {
  match: [
    '赛场',
    '#2f80c9',
    '<rect y="330" width="800" height="120" fill="#3a7d44"/>' +
      person(250, 345, '#ffffff', {
        arms: [
          [60, 5],
          [-25, 30],
        ],
      }) +
      person(560, 345, '#f4c430', {
        arms: [
          [-20, -60],
          [20, -60],
        ],
      }) +
      disc(560, 170, 34),
  ],
  training: [
    '训练',
    '#3a7d44',
    '<path d="M150 360l20-40 20 40zM330 360l20-40 20 40zM510 360l20-40 20 40z" fill="#ff8c42"/>' +
      person(260, 360, '#ffffff', {
        arms: [
          [45, -30],
          [-40, 10],
        ],
        legs: [
          [-35, 0],
          [30, -10],
        ],
      }) +
      person(620, 360, '#f4c430', {
        arms: [
          [-30, 20],
          [30, 20],
        ],
      }) +
      disc(420, 220, 26),
  ],
  exchange: [
    '交流',
    '#1d3557',
    '<circle cx="400" cy="220" r="110" fill="#457b9d"/><path d="M290 220H510M400 110V330M320 150Q400 200 480 150M320 290Q400 240 480 290" stroke="#a8dadc" stroke-width="5" fill="none"/>' +
      person(180, 380, '#ffffff', {
        arms: [
          [55, -20],
          [-25, 30],
        ],
      }) +
      person(620, 380, '#f4c430', {
        arms: [
          [-55, -20],
          [25, 30],
        ],
      }) +
      disc(400, 110, 26),
  ],
  campus: [
    '校园',
    '#4dabf7',
    '<rect x="470" y="150" width="260" height="180" fill="#f1f3f5"/><path d="M450 150L600 80L750 150Z" fill="#e03131"/>' +
      '<rect x="500" y="190" width="40" height="40" fill="#74c0fc"/><rect x="580" y="190" width="40" height="40" fill="#74c0fc"/><rect x="660" y="190" width="40" height="40" fill="#74c0fc"/><rect x="575" y="260" width="50" height="70" fill="#868e96"/>' +
      '<rect y="330" width="800" height="120" fill="#51a351"/>' +
      person(150, 360, '#ffffff', {
        arms: [
          [50, -10],
          [-25, 30],
        ],
        s: 0.75,
      }) +
      person(330, 360, '#ffd43b', {
        arms: [
          [-20, -50],
          [20, -50],
        ],
        s: 0.75,
      }) +
      disc(245, 240, 22),
  ],
  meeting: [
    '会议',
    '#495057',
    '<rect x="150" y="260" width="500" height="30" rx="8" fill="#a9744f"/>' +
      [220, 320, 420, 520, 600]
        .map(
          (x) =>
            `<circle cx="${x}" cy="215" r="24" fill="#f1f3f5"/><rect x="${x - 30}" y="240" width="60" height="25" rx="12" fill="#f1f3f5"/>`,
        )
        .join('') +
      '<rect x="330" y="120" width="140" height="60" rx="8" fill="#c92a2a"/>',
  ],
  scoring: [
    '记分',
    '#0b6e4f',
    '<rect x="310" y="70" width="180" height="330" rx="26" fill="#212529"/><rect x="325" y="100" width="150" height="270" rx="8" fill="#f8f9fa"/>' +
      `<text x="400" y="230" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#0b6e4f">7:5</text>` +
      '<rect x="340" y="280" width="55" height="55" rx="8" fill="#1971c2"/><rect x="405" y="280" width="55" height="55" rx="8" fill="#e8590c"/>' +
      disc(620, 200, 40),
  ],
  community: [
    '社区',
    '#ffa94d',
    '<rect y="330" width="800" height="120" fill="#69db7c"/><path d="M520 330L600 220L680 330Z" fill="#f03e3e"/><path d="M560 330L600 270L640 330Z" fill="#fff5f5"/>' +
      '<circle cx="700" cy="100" r="30" fill="#e64980"/><circle cx="640" cy="80" r="26" fill="#4dabf7"/>' +
      person(180, 350, '#ffffff', {
        arms: [
          [50, -20],
          [-25, 30],
        ],
      }) +
      person(320, 350, '#1d3557', {
        arms: [
          [-20, -40],
          [25, 20],
        ],
        s: 0.6,
      }) +
      disc(260, 200, 26),
  ],
  beach: [
    '沙滩',
    '#90d5ff',
    '<circle cx="680" cy="80" r="44" fill="#ffd166"/><rect y="220" width="800" height="60" fill="#1c7ed6"/><rect y="270" width="800" height="180" fill="#f2d49b"/>' +
      person(330, 380, '#b5651d', {
        arms: [
          [60, -50],
          [40, -20],
        ],
        legs: [
          [-55, 10],
          [-15, 15],
        ],
      }) +
      disc(430, 250, 28),
  ],
  person: [
    '人物',
    '#6741d9',
    '<circle cx="400" cy="170" r="70" fill="#f1f3f5"/><path d="M270 400Q270 260 400 260Q530 260 530 400Z" fill="#f1f3f5"/>' +
      '<rect x="560" y="150" width="36" height="70" rx="18" fill="#343a40"/><path d="M578 220V300" stroke="#343a40" stroke-width="8"/>' +
      disc(200, 160, 34),
  ],
  rules: [
    '规则',
    '#1864ab',
    '<path d="M400 130Q300 100 200 120V360Q300 340 400 370Q500 340 600 360V120Q500 100 400 130Z" fill="#f8f9fa"/><path d="M400 130V370" stroke="#adb5bd" stroke-width="4"/>' +
      '<path d="M240 170H370M240 210H370M240 250H350M430 170H560M430 210H560M430 250H540" stroke="#868e96" stroke-width="8" stroke-linecap="round"/>' +
      disc(500, 310, 30),
  ],
  notice: [
    '公告',
    '#862e9c',
    '<rect x="250" y="60" width="300" height="360" rx="10" fill="#f8f9fa"/>' +
      '<path d="M290 120H510M290 170H510M290 220H510M290 270H450" stroke="#adb5bd" stroke-width="10" stroke-linecap="round"/>' +
      '<circle cx="470" cy="345" r="42" fill="none" stroke="#e03131" stroke-width="8"/><path d="M470 318l8 20h20l-16 12 6 20-18-12-18 12 6-20-16-12h20z" fill="#e03131"/>',
  ],
  safety: [
    '安全',
    '#2b8a3e',
    '<rect x="300" y="100" width="200" height="200" rx="24" fill="#f8f9fa"/><path d="M375 140h50v60h60v50h-60v60h-50v-60h-60v-50h60z" transform="translate(0 -20)" fill="#e03131"/>' +
      '<rect x="580" y="160" width="60" height="140" rx="20" fill="#74c0fc"/><rect x="595" y="140" width="30" height="24" rx="6" fill="#1c7ed6"/>',
  ],
  classroom: [
    '培训',
    '#5c940d',
    '<rect x="200" y="70" width="400" height="230" rx="10" fill="#2b3a2f" stroke="#a9744f" stroke-width="12"/>' +
      '<circle cx="300" cy="150" r="14" fill="none" stroke="#ffffff" stroke-width="4"/><circle cx="380" cy="220" r="14" fill="none" stroke="#ffffff" stroke-width="4"/>' +
      '<path d="M430 130l20 20m0-20l-20 20M510 200l20 20m0-20l-20 20" stroke="#f4c430" stroke-width="4"/>' +
      flight('M312 150Q400 100 440 140') +
      [250, 400, 550]
        .map(
          (x) =>
            `<circle cx="${x}" cy="360" r="26" fill="#f1f3f5"/><rect x="${x - 36}" y="388" width="72" height="40" rx="18" fill="#f1f3f5"/>`,
        )
        .join(''),
  ],
};

for (const [slug, [name, body]] of Object.entries(SPORTS)) {
  writeFileSync(path.join(OUT, `sport-${slug}.svg`), svg(`${name}示意图`, body + label(name)));
}
for (const [slug, [name, colour, body]] of Object.entries(NEWS)) {
  const content = `<rect width="800" height="450" fill="${colour}"/>${body}${label(name, { x: 60, y: 92, anchor: 'start' })}`;
  writeFileSync(path.join(OUT, `news-${slug}.svg`), svg(`新闻配图：${name}`, content));
}
console.log(
  `${Object.keys(SPORTS).length + Object.keys(NEWS).length} pictures written to public/demo/`,
);
