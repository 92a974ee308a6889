// Checking the rows of a members sheet against what is stored and against each other: each row
// answers its values as they will be stored, its problems, and — when it has none — the record the
// import writes. Pure, so the preview and the import run the very same rules on the same state.
import type { ImportRow } from '../../../../src/contract/admin-membership-import';
import type { Gender } from '../../../db/schema';
import { readDate, readGender, readPhone } from './import-cells';
import { ROW_MSG } from './import-messages';

type CertificateKind = 'coach' | 'judge';

/** What is stored that the rows are checked against (member-state.ts loads it). */
export interface MemberState {
  today: string;
  /** Every account whose phone the file names: phone → name. */
  namesByPhone: Map<string, string>;
  /** Approved clubs by name. */
  clubIds: Map<string, number>;
  /** Certificate levels (CERTIFICATE_TYPE): a level's code and its name both → its code. */
  levelCodes: Map<string, string>;
  levelNames: Map<string, string>;
  /** `kind:number` of the certificates already granted. */
  takenCertificates: Set<string>;
}

export interface MemberRecord {
  name: string;
  phone: string;
  gender: Gender | null;
  birthDate: string | null;
  city: string | null;
  clubId: number | null;
  certificate: {
    kind: CertificateKind;
    level: string;
    number: string;
    issuedOn: string;
    validUntil: string | null;
  } | null;
}

export interface CheckedRow {
  row: ImportRow;
  record?: MemberRecord;
  /** The member is stored already: an import made twice. */
  exists: boolean;
}

const KINDS: Record<string, CertificateKind> = {
  教练员: 'coach',
  教练: 'coach',
  coach: 'coach',
  裁判员: 'judge',
  裁判: 'judge',
  judge: 'judge',
};
const KIND_NAMES: Record<CertificateKind, string> = { coach: '教练员', judge: '裁判员' };
const GENDER_NAMES: Record<Gender, string> = { M: '男', F: '女' };

function checkRow(texts: Record<string, string>, state: MemberState, problems: string[]) {
  const t = (key: string) => texts[key] ?? '';
  const values: Record<string, string> = { ...texts };
  const name = t('name');
  if (name === '') problems.push(ROW_MSG.required('姓名'));
  else if (name.length > 20) problems.push(ROW_MSG.tooLong('姓名', 20));
  const phone = readPhone(t('phone'));
  if (t('phone') === '') problems.push(ROW_MSG.required('手机号'));
  else if (!phone) problems.push(ROW_MSG.badPhone('手机号'));
  else values.phone = phone;
  const gender = t('gender') === '' ? null : readGender(t('gender'));
  if (gender === undefined) problems.push(ROW_MSG.badGender);
  else if (gender) values.gender = GENDER_NAMES[gender];
  const date = (key: string, label: string) => {
    if (t(key) === '') return null;
    const read = readDate(t(key));
    if (!read) problems.push(ROW_MSG.badDate(label));
    else values[key] = read;
    return read ?? null;
  };
  const birthDate = date('birthDate', '出生日期');
  if (birthDate && birthDate > state.today) problems.push(ROW_MSG.futureDate('出生日期'));
  if (t('city').length > 20) problems.push(ROW_MSG.tooLong('城市', 20));
  const clubId = t('club') === '' ? null : (state.clubIds.get(t('club')) ?? null);
  if (t('club') !== '' && clubId === null) problems.push(ROW_MSG.unknownClub(t('club')));

  const certificateTexts = ['certificateKind', 'certificateNumber', 'certificateLevel', 'issuedOn'];
  const given = certificateTexts.filter((key) => t(key) !== '');
  const issuedOn = date('issuedOn', '发证日期');
  const validUntil = date('validUntil', '有效期至');
  let certificate: MemberRecord['certificate'] = null;
  if (given.length > 0 || t('validUntil') !== '') {
    const kind = KINDS[t('certificateKind').toLowerCase()];
    const level = state.levelCodes.get(t('certificateLevel'));
    if (given.length < certificateTexts.length) problems.push(ROW_MSG.certificateIncomplete);
    if (t('certificateKind') !== '' && !kind) problems.push(ROW_MSG.badCertificateKind);
    if (t('certificateLevel') !== '' && !level) {
      problems.push(ROW_MSG.unknownLevel(t('certificateLevel')));
    }
    if (kind) values.certificateKind = KIND_NAMES[kind];
    if (level) values.certificateLevel = state.levelNames.get(level) ?? level;
    if (issuedOn && validUntil && validUntil < issuedOn) problems.push(ROW_MSG.validBeforeIssued);
    const number = t('certificateNumber');
    if (number.length > 40) problems.push(ROW_MSG.tooLong('证书编号', 40));
    if (kind && number && state.takenCertificates.has(`${kind}:${number}`)) {
      problems.push(ROW_MSG.certificateTaken(number));
    }
    if (kind && level && number && issuedOn) {
      certificate = { kind, level, number, issuedOn, validUntil };
    }
  }
  const record: MemberRecord = {
    name,
    phone: phone ?? '',
    gender: gender ?? null,
    birthDate,
    city: t('city') || null,
    clubId,
    certificate,
  };
  return { values, record };
}

/**
 * Checks a sheet's rows one at a time, in order (import-turns.ts gives the event loop a turn between
 * slices of them): a row is also checked against the rows before it, for a repeated phone or
 * certificate number.
 */
export function memberRowChecker(
  state: MemberState,
): (row: { line: number; texts: Record<string, string> }) => CheckedRow {
  const phoneLines = new Map<string, number>();
  const certificateLines = new Map<string, number>();
  return ({ line, texts }) => {
    const problems: string[] = [];
    const { values, record } = checkRow(texts, state, problems);
    const existing = state.namesByPhone.get(record.phone);
    if (existing !== undefined) problems.unshift(ROW_MSG.memberExists(existing));
    const firstLine = phoneLines.get(record.phone);
    if (record.phone && firstLine !== undefined) {
      problems.push(ROW_MSG.sameAsLine('手机号', firstLine));
    } else if (record.phone) phoneLines.set(record.phone, line);
    const certificate = record.certificate;
    if (certificate) {
      const key = `${certificate.kind}:${certificate.number}`;
      const other = certificateLines.get(key);
      if (other !== undefined) problems.push(ROW_MSG.sameAsLine('证书编号', other));
      else certificateLines.set(key, line);
    }
    const row = { line, values, problems };
    return problems.length === 0
      ? { row, record, exists: false }
      : { row, exists: existing !== undefined };
  };
}
