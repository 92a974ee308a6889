// The columns of each list and the headers that name them. The association's sheets were typed by
// many hands, so a header is compared after folding full-width characters (NFKC), dropping spaces,
// a required-mark (*) and a bracketed note (「手机号（必填）」), and each field has its common
// synonyms. A header that names no field refuses the whole file, naming it: a column silently
// dropped would lose what staff meant to import.
import type { ImportColumn, ImportList } from '../../../../src/contract/admin-membership-import';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { IMPORT_MSG } from './import-messages';

interface FieldSpec extends ImportColumn {
  synonyms: readonly string[];
  required?: true;
}

const MEMBER_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: '姓名', synonyms: ['名字', '会员姓名', '球员姓名'], required: true },
  {
    key: 'phone',
    label: '手机号',
    synonyms: ['手机', '手机号码', '电话', '电话号码', '联系电话', '移动电话'],
    required: true,
  },
  { key: 'gender', label: '性别', synonyms: [] },
  { key: 'birthDate', label: '出生日期', synonyms: ['生日', '出生年月日'] },
  { key: 'city', label: '城市', synonyms: ['所在城市', '所在地'] },
  { key: 'club', label: '俱乐部', synonyms: ['所属俱乐部', '俱乐部名称', '球队'] },
  { key: 'certificateKind', label: '证书类型', synonyms: ['证书类别'] },
  { key: 'certificateNumber', label: '证书编号', synonyms: ['证书号', '证书号码'] },
  { key: 'certificateLevel', label: '证书等级', synonyms: ['证书级别', '等级'] },
  { key: 'issuedOn', label: '发证日期', synonyms: ['颁发日期', '发证时间'] },
  { key: 'validUntil', label: '有效期至', synonyms: ['有效期', '有效期限', '到期日期'] },
];

const CLUB_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: '俱乐部名称', synonyms: ['俱乐部', '名称', '俱乐部名'], required: true },
  { key: 'division', label: '组别', synonyms: ['分组'], required: true },
  { key: 'city', label: '城市', synonyms: ['所在城市', '所在地'], required: true },
  {
    key: 'contactPhone',
    label: '联系人手机号',
    synonyms: ['联系人手机', '联系人电话', '联系电话', '联系人手机号码'],
  },
  { key: 'foundedYear', label: '成立年份', synonyms: ['成立时间', '成立年'] },
  { key: 'intro', label: '简介', synonyms: ['俱乐部简介', '介绍'] },
];

const FIELDS: Record<ImportList, readonly FieldSpec[]> = {
  members: MEMBER_FIELDS,
  clubs: CLUB_FIELDS,
};

/** The columns of a list, in the order the preview and the report show them. */
export const importColumns = (list: ImportList): ImportColumn[] =>
  FIELDS[list].map(({ key, label }) => ({ key, label }));

export const foldHeader = (header: string) =>
  header
    .normalize('NFKC')
    // A note in (), [] or 【】 (\u3010\u3011: the server's bundle stays ASCII).
    .replace(/\(.*?\)|\[.*?\]|\u3010.*?\u3011/g, '')
    .replace(/[\s*]/g, '')
    .toLowerCase();

/** Field key by column index: refuses unknown, repeated and missing headers (see the header). */
export function mapHeaders(
  list: ImportList,
  header: readonly string[],
  columnHasData: (column: number) => boolean,
): Map<number, string> {
  const byName = new Map<string, FieldSpec>();
  for (const field of FIELDS[list]) {
    for (const name of [field.label, ...field.synonyms]) byName.set(foldHeader(name), field);
  }
  const mapped = new Map<number, string>();
  const seen = new Set<string>();
  const unknown: string[] = [];
  header.forEach((text, column) => {
    if (foldHeader(text) === '') {
      if (columnHasData(column)) {
        throw new BusinessError(IMPORT_MSG.unnamedColumn(column + 1), ErrorCode.validation);
      }
      return;
    }
    const field = byName.get(foldHeader(text));
    if (!field) return void unknown.push(text.trim());
    if (seen.has(field.key)) {
      throw new BusinessError(IMPORT_MSG.repeatedHeader(field.label), ErrorCode.validation);
    }
    seen.add(field.key);
    mapped.set(column, field.key);
  });
  if (unknown.length > 0) {
    throw new BusinessError(IMPORT_MSG.unknownHeaders(unknown), ErrorCode.validation);
  }
  const missing = FIELDS[list].filter((f) => f.required && !seen.has(f.key)).map((f) => f.label);
  if (missing.length > 0) {
    throw new BusinessError(IMPORT_MSG.missingHeaders(missing), ErrorCode.validation);
  }
  return mapped;
}
