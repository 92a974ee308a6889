// Checking the rows of a clubs sheet, as member-rows.ts does for members: values as stored, the
// problems, and the record to write when there are none. A club imported is approved at once (the
// association's own list); its contact, when the sheet names one, must already have an account.
import type { ImportRow } from '../../../../src/contract/admin-membership-import';
import type { Division } from '../../../db/schema';
import { readPhone } from './import-cells';
import { ROW_MSG } from './import-messages';

export interface ClubState {
  year: number;
  /** Every club's name, whatever its status: names are unique in the table. */
  clubNames: Set<string>;
  /** Accounts of the contact phones the file names. */
  contacts: Map<string, { id: number; type: string; clubName: string | null }>;
}

export interface ClubRecord {
  name: string;
  division: Division;
  city: string;
  contactUserId: number | null;
  foundedYear: number | null;
  intro: string | null;
}

export interface CheckedClubRow {
  row: ImportRow;
  record?: ClubRecord;
  exists: boolean;
}

const DIVISIONS: Record<string, Division> = {
  混合: 'MIX',
  混合组: 'MIX',
  mix: 'MIX',
  男子: 'MALE',
  男子组: 'MALE',
  公开: 'MALE',
  公开组: 'MALE',
  male: 'MALE',
  女子: 'FEMALE',
  女子组: 'FEMALE',
  female: 'FEMALE',
};
const DIVISION_NAMES: Record<Division, string> = { MIX: '混合', MALE: '男子', FEMALE: '女子' };

function checkClub(texts: Record<string, string>, state: ClubState, problems: string[]) {
  const t = (key: string) => texts[key] ?? '';
  const values = { ...texts };
  const name = t('name');
  if (name === '') problems.push(ROW_MSG.required('俱乐部名称'));
  else if (name.length > 30) problems.push(ROW_MSG.tooLong('俱乐部名称', 30));
  const division = DIVISIONS[t('division').toLowerCase()];
  if (t('division') === '') problems.push(ROW_MSG.required('组别'));
  else if (!division) problems.push(ROW_MSG.badDivision);
  else values.division = DIVISION_NAMES[division];
  if (t('city') === '') problems.push(ROW_MSG.required('城市'));
  else if (t('city').length > 20) problems.push(ROW_MSG.tooLong('城市', 20));
  // 「2019年」 read as 2019 (年 escaped: the server's bundle stays ASCII).
  const year = t('foundedYear') === '' ? null : Number(t('foundedYear').replace(/\u5e74$/, ''));
  if (year !== null && !(Number.isInteger(year) && year >= 1900 && year <= state.year)) {
    problems.push(ROW_MSG.badYear);
  }
  if (t('intro').length > 500) problems.push(ROW_MSG.tooLong('简介', 500));
  let contactUserId: number | null = null;
  if (t('contactPhone') !== '') {
    const phone = readPhone(t('contactPhone'));
    const contact = phone ? state.contacts.get(phone) : undefined;
    if (!phone) problems.push(ROW_MSG.badPhone('联系人手机号'));
    else if (!contact) problems.push(ROW_MSG.contactUnknown);
    else if (contact.clubName) problems.push(ROW_MSG.contactTaken(contact.clubName));
    else if (contact.type !== 'player' && contact.type !== 'contact') {
      problems.push(ROW_MSG.contactNotPlayer);
    } else contactUserId = contact.id;
    if (phone) values.contactPhone = phone;
  }
  const record = division && {
    name,
    division,
    city: t('city'),
    contactUserId,
    foundedYear: year,
    intro: t('intro') || null,
  };
  return { values, record };
}

/** Checks a sheet's rows one at a time, in order, as memberRowChecker does. */
export function clubRowChecker(
  state: ClubState,
): (row: { line: number; texts: Record<string, string> }) => CheckedClubRow {
  const nameLines = new Map<string, number>();
  const contactLines = new Map<number, number>();
  return ({ line, texts }) => {
    const problems: string[] = [];
    const { values, record } = checkClub(texts, state, problems);
    const name = texts.name ?? '';
    const exists = state.clubNames.has(name);
    if (exists) problems.unshift(ROW_MSG.clubExists);
    const firstLine = nameLines.get(name);
    if (name && firstLine !== undefined) problems.push(ROW_MSG.sameAsLine('俱乐部名称', firstLine));
    else if (name) nameLines.set(name, line);
    const contact = record?.contactUserId;
    if (contact) {
      const other = contactLines.get(contact);
      if (other !== undefined) problems.push(ROW_MSG.sameAsLine('联系人', other));
      else contactLines.set(contact, line);
    }
    const row = { line, values, problems };
    return problems.length === 0 && record ? { row, record, exists } : { row, exists };
  };
}
