// The insurance list (docs/membership.md, "ID numbers"): the one place an ID number leaves the
// database in full. Staff download the approved rosters of a competition with each player's name,
// gender, birth date and ID number, to give the insurer; the download is itself an audited action,
// so who took the numbers, and when, is in the 操作记录 (the audit row counts them, never repeats them).
import writeXlsxFile from 'write-excel-file/node';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { BusinessError, found } from '../../../http/business-error';
import type { IdNumberCipher } from './id-number-cipher';
import { MSG } from './identity-messages';

const HEADER = ['俱乐部', '姓名', '性别', '出生日期', '身份证号码'];
const GENDERS = { M: '男', F: '女' } as const;

export interface InsuranceFile {
  fileName: string;
  bytes: Buffer;
}

export async function insuranceExport(
  db: Kysely<Database>,
  cipher: IdNumberCipher | null,
  staff: AuthUser,
  competitionId: number,
  now: number,
): Promise<InsuranceFile> {
  const rows = await db.transaction().execute(async (trx) => {
    const competition = found(
      await trx
        .selectFrom('competitions')
        .select(['id', 'name'])
        .where('id', '=', competitionId)
        .executeTakeFirst(),
      '赛事',
    );
    const players = await trx
      .selectFrom('registrations as r')
      .innerJoin('registration_players as rp', 'rp.registration_id', 'r.id')
      .innerJoin('clubs as c', 'c.id', 'r.club_id')
      .innerJoin('users as u', 'u.id', 'rp.user_id')
      .select(['c.name as club', 'u.name', 'u.gender', 'u.birth_date', 'u.id_number_cipher'])
      .where('r.competition_id', '=', competitionId)
      .where('r.status', '=', 'approved')
      .orderBy('c.name')
      .orderBy('u.name')
      .execute();
    if (!cipher && players.some((p) => p.id_number_cipher !== null)) {
      throw new BusinessError(MSG.noKey);
    }
    await recordStaffWrite(trx, staff, now, {
      action: 'competition.insurance_export',
      targetType: 'competition',
      targetId: competitionId,
      summary: MSG.insuranceExported(competition.name, players.length),
    });
    return { competition, players };
  });
  const data = [
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.players.map((p) =>
      [
        p.club,
        p.name,
        p.gender ? GENDERS[p.gender] : '',
        p.birth_date ?? '',
        p.id_number_cipher && cipher ? cipher.open(p.id_number_cipher) : '',
        // Text cells: an 18-digit number would lose its last digits as an Excel number.
      ].map((value) => ({ value, type: String })),
    ),
  ];
  const bytes = await writeXlsxFile(data, {
    sheet: '保险名单',
    columns: [{ width: 20 }, { width: 12 }, { width: 6 }, { width: 12 }, { width: 22 }],
  }).toBuffer();
  return { fileName: `${rows.competition.name}-保险名单.xlsx`, bytes };
}
