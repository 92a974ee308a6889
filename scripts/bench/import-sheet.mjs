// The benchmark's members sheet (npm run bench:import, bench:day --import): `count` members of the
// demo clubs as an XLSX, dates as date cells and phones as text, every tenth with a judge's
// certificate. A run's tag keeps its phones and certificate numbers apart from any earlier run's
// on the same database: 136, four digits of tag, four of the row.
import writeXlsxFile from 'write-excel-file/node';

const HEADER = [
  '姓名',
  '手机号',
  '性别',
  '出生日期',
  '俱乐部',
  '证书类型',
  '证书编号',
  '证书等级',
  '发证日期',
];
const CLUBS = [
  '北京飞羽飞盘俱乐部',
  '上海浦江飞盘俱乐部',
  '广州木棉飞盘俱乐部',
  '深圳湾极限飞盘俱乐部',
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['一鸣', '子涵', '浩然', '欣怡', '宇轩', '梓萱', '思远', '雨桐', '俊杰', '诗琪'];

export const runTag = () => String(1000 + Math.floor(Math.random() * 9000));

export async function membersSheet(count, tag) {
  if (count > 10_000) throw new Error('--members 最多 10000（手机号按 4 位行号编排）');
  const text = (value) => ({ value, type: String });
  const rows = Array.from({ length: count }, (_, i) => {
    const certified = i % 10 === 0;
    return [
      text(`${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / 20) % GIVEN.length]}`),
      text(`136${tag}${String(i).padStart(4, '0')}`),
      text(i % 2 === 0 ? '男' : '女'),
      {
        value: new Date(Date.UTC(1980 + (i % 25), i % 12, (i % 28) + 1)),
        type: Date,
        format: 'yyyy-mm-dd',
      },
      text(CLUBS[i % CLUBS.length]),
      text(certified ? '裁判员' : ''),
      text(certified ? `B${tag}-${i}` : ''),
      text(certified ? '二级' : ''),
      certified
        ? { value: new Date(Date.UTC(2025, 3, 1)), type: Date, format: 'yyyy-mm-dd' }
        : text(''),
    ];
  });
  return writeXlsxFile([HEADER.map((value) => ({ value })), ...rows]).toBuffer();
}
