// The console's 名单导入 page (docs/membership.md, "Importing lists"): its Chinese texts.
import { IMPORT_BYTE_LIMIT, IMPORT_ROW_LIMIT } from '../../../contract/admin-membership-import';

export const IMPORT_MESSAGES = {
  title: '名单导入',
  list: '导入名单',
  listNames: { members: '会员名单', clubs: '俱乐部名单' },
  file: '表格文件',
  fileHint: `XLSX 或 CSV（UTF-8 或 GBK 编码），不超过 ${IMPORT_BYTE_LIMIT / 1024 / 1024} MB、${IMPORT_ROW_LIMIT} 行；第一行为表头`,
  headersHint: {
    members:
      '会员表头：姓名、手机号（必填），性别、出生日期、城市、俱乐部、证书类型、证书编号、证书等级、发证日期、有效期至',
    clubs: '俱乐部表头：俱乐部名称、组别、城市（必填），联系人手机号、成立年份、简介',
  },
  tooLarge: `文件不能超过 ${IMPORT_BYTE_LIMIT / 1024 / 1024} MB，请拆成几个文件分别导入`,
  chosen: (name: string) => `已选择：${name}`,
  checking: '正在检查表格…',
  summary: (total: number, valid: number, existing: number) =>
    `共 ${total} 行：可导入 ${valid} 行，有问题 ${total - valid} 行` +
    (existing > 0 ? `（其中 ${existing} 行已存在）` : ''),
  allExist: '表格中的每一行都已存在，无需再次导入',
  problemRows: (count: number) => `有问题的行（${count}）`,
  validRows: (shown: number, count: number) =>
    shown < count ? `可导入的行（前 ${shown} 行，共 ${count} 行）` : `可导入的行（${count}）`,
  line: '行号',
  problems: '问题',
  importRows: (count: number) => `导入 ${count} 行`,
  importing: '正在导入…',
  imported: (created: number, leftOut: number) =>
    `已导入 ${created} 行${leftOut > 0 ? `，${leftOut} 行未导入` : ''}`,
  report: '下载未导入行报告（XLSX）',
  reportSheet: '未导入的行',
  reportName: '导入报告',
  again: '导入另一个文件',
} as const;
