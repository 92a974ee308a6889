// Remakes the import's test files (server/domain/membership/import/fixtures): each sheet's content
// is written here as a UTF-8 CSV and saved by Gnumeric's ssconvert (Debian's gnumeric package) as
// the XLSX and the CSVs the tests read, so they are files a spreadsheet program wrote, dates typed
// as dates and phones as numbers. CI reads the committed files and needs no Gnumeric.
//   node scripts/make-import-fixtures.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = path.resolve('server/domain/membership/import/fixtures');
const work = mkdtempSync(path.join(tmpdir(), 'import-fixtures-'));

const csv = (rows) => rows.map((cells) => cells.join(',')).join('\n') + '\n';

// Five members of two demo clubs, two certified: the same content in every encoding. Rare
// characters (喆, 琰) tell a GBK file read as GBK from one read as anything else.
const MEMBER_HEADER = [
  '姓名',
  '手机号码',
  '性别',
  '出生日期',
  '所属俱乐部',
  '证书类型',
  '证书编号',
  '证书等级',
  '发证日期',
  '有效期至',
];
const MEMBERS = [
  ['张伟', '13912340001', '男', '1995-03-14', '北京飞羽飞盘俱乐部', '', '', '', '', ''],
  [
    '李娜',
    '13912340002',
    '女',
    '1998-11-02',
    '上海浦江飞盘俱乐部',
    '教练员',
    'JL-2024-001',
    '一级',
    '2024-03-01',
    '2027-02-28',
  ],
  [
    '欧阳喆',
    '13912340003',
    '男',
    '2001-07-21',
    '',
    '裁判员',
    'CP-2023-017',
    '国家级',
    '2023-05-10',
    '2026-05-09',
  ],
  ['龚琰', '13912340004', '女', '1990-01-30', '北京飞羽飞盘俱乐部', '', '', '', '', ''],
  ['王磊', '13912340005', '男', '', '', '', '', '', '', ''],
];

const CLUBS = [
  ['俱乐部名称', '组别', '城市', '联系人手机号', '成立年份', '简介'],
  ['杭州西湖飞盘俱乐部', '混合', '杭州', '', '2019', '西湖边的周末飞盘'],
  ['成都熊猫飞盘俱乐部', '女子', '成都', '', '2020', ''],
  ['武汉江城飞盘俱乐部', '男子', '武汉', '', '2016', '江城的老牌男子队'],
];

// 200 members of the demo's first four clubs; exactly 7 rows are bad, each in its own way.
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['一鸣', '子涵', '浩然', '欣怡', '宇轩', '梓萱', '思远', '雨桐', '俊杰', '诗琪'];
const DEMO_CLUBS = [
  '北京飞羽飞盘俱乐部',
  '上海浦江飞盘俱乐部',
  '广州木棉飞盘俱乐部',
  '深圳湾极限飞盘俱乐部',
];
const BAD = {
  20: (row) => ((row[1] = '1370000abc'), row),
  45: (row) => ((row[1] = '13700000010'), row), // the phone of row 10
  70: (row) => ((row[4] = '不存在飞盘俱乐部'), row),
  95: (row) => ((row[3] = '1999-02-30'), row),
  120: (row) => ((row[2] = '未知'), row),
  145: (row) => ((row[1] = '13800000001'), row), // the demo player's phone
  170: (row) => ((row[5] = '教练员'), (row[6] = ''), row),
};
const roster = Array.from({ length: 200 }, (_, i) => {
  const n = i + 1;
  const certified = n % 25 === 0;
  const row = [
    `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}`,
    `137${String(n).padStart(8, '0')}`,
    n % 2 === 0 ? '女' : '男',
    `${1985 + (n % 20)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    DEMO_CLUBS[n % DEMO_CLUBS.length],
    certified ? '裁判员' : '',
    certified ? `IMP-CP-${String(n).padStart(4, '0')}` : '',
    certified ? '二级' : '',
    certified ? '2025-04-01' : '',
    certified ? '2028-03-31' : '',
  ];
  return BAD[n] ? BAD[n](row) : row;
});

function save(name, rows, exporter, options) {
  const source = path.join(work, `${name}.csv`);
  writeFileSync(source, csv(rows));
  const args = ['--import-encoding=UTF-8', `--export-type=${exporter}`];
  if (options) args.push(`--export-options=${options}`);
  execFileSync('ssconvert', [...args, source, path.join(OUT, name)], { stdio: 'ignore' });
}

try {
  save('members.xlsx', [MEMBER_HEADER, ...MEMBERS], 'Gnumeric_Excel:xlsx2');
  save('members-utf8.csv', [MEMBER_HEADER, ...MEMBERS], 'Gnumeric_stf:stf_csv');
  save(
    'members-gbk.csv',
    [MEMBER_HEADER, ...MEMBERS],
    'Gnumeric_stf:stf_assistant',
    'charset=GB18030 separator=, format=automatic',
  );
  save('clubs.xlsx', CLUBS, 'Gnumeric_Excel:xlsx2');
  save('members-200.xlsx', [MEMBER_HEADER, ...roster], 'Gnumeric_Excel:xlsx2');
} finally {
  rmSync(work, { recursive: true, force: true });
}
