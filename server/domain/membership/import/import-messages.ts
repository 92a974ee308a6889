// The import's Chinese texts (docs/membership.md, "Importing lists"): refusals of a whole file and
// the problems of one row.
import { IMPORT_ROW_LIMIT } from '../../../../src/contract/admin-membership-import';

export const IMPORT_MSG = {
  notSpreadsheet: '文件不是 XLSX 或 CSV 表格，请在表格软件中另存为 XLSX 或 CSV 后再导入',
  unreadable: '表格无法读取，文件可能已损坏，请在表格软件中重新保存后再导入',
  noHeader: '表格第一行应是表头，但它是空的',
  noRows: '表格只有表头，没有数据行',
  tooManyRows: (rows: number) =>
    `表格有 ${rows} 行数据，一次最多导入 ${IMPORT_ROW_LIMIT} 行，请拆成几个文件分别导入`,
  unknownHeaders: (headers: readonly string[]) =>
    `无法识别的表头：${headers.map((h) => `「${h}」`).join('、')}，请改成模板中的列名`,
  repeatedHeader: (label: string) => `表头「${label}」出现了不止一次`,
  missingHeaders: (labels: readonly string[]) => `缺少必需的列：${labels.join('、')}`,
  unnamedColumn: (column: number) => `第 ${column} 列有数据但没有表头`,
} as const;

/** One row's problems; `line` is the other row's line in the file. */
export const ROW_MSG = {
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
  badPhone: (label: string) => `${label}格式不正确（应为 11 位手机号）`,
  badGender: '性别只能填男或女',
  badDate: (label: string) => `${label}不是有效日期（如 2001-05-03）`,
  futureDate: (label: string) => `${label}不能晚于今天`,
  validBeforeIssued: '有效期至不能早于发证日期',
  memberExists: (name: string) => `已存在：该手机号已是会员（${name}）`,
  sameAsLine: (what: string, line: number) => `与第 ${line} 行${what}重复`,
  unknownClub: (name: string) => `俱乐部「${name}」不存在或未通过审核`,
  badCertificateKind: '证书类型只能是教练员或裁判员',
  certificateIncomplete: '证书类型、证书编号、证书等级、发证日期须一起填写',
  unknownLevel: (level: string) => `证书等级「${level}」不在等级列表中`,
  certificateTaken: (number: string) => `证书编号 ${number} 已被使用`,
  clubExists: '已存在：同名俱乐部已注册',
  badDivision: '组别只能是混合、男子或女子',
  badYear: '成立年份应是 1900 年至今年之间的年份',
  contactUnknown: '联系人手机号没有注册账号',
  contactNotPlayer: '联系人须是球员或俱乐部联系人账号',
  contactTaken: (club: string) => `该联系人已是俱乐部「${club}」的联系人`,
} as const;
