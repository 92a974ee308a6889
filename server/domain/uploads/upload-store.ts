// Uploaded images and files, kept in the database so every instance on one PostgreSQL serves the
// same bytes: storing one (with its audit row, in one transaction) and reading it back, first its
// hash and type (enough to answer a revalidation) and its bytes only when they are sent.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import { recordStaffWrite } from '../../audit/record-staff-write';
import type { Database } from '../../db/schema';

export interface NewUpload {
  sha256: string;
  file_name: string;
  mime: string;
  size: number;
  created_at: string;
  created_by: number;
}

/** Stores `bytes` under a new id, audited with `summary`; answers the id. */
export function storeUpload(
  db: Kysely<Database>,
  user: AuthUser,
  now: number,
  row: NewUpload,
  bytes: Buffer,
  summary: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('uploads')
      .values({ ...row, data: bytes })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStaffWrite(trx, user, now, {
      action: 'upload.create',
      targetType: 'upload',
      targetId: inserted.id,
      summary,
      after: { id: inserted.id, ...row },
    });
    return inserted.id;
  });
}

export const findUploadMeta = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('uploads')
    .select(['sha256', 'file_name', 'mime'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function readUploadBytes(db: Kysely<Database>, id: number): Promise<Buffer> {
  const { data } = await db
    .selectFrom('uploads')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Buffer.from(data);
}
