// A transfer's receipt: judged by its bytes (file-type reads the magic numbers; the name and the
// browser's type are not trusted), kept in private_files, and read back only by the member who
// uploaded it and by staff. Anyone else is told it does not exist, so an id reveals nothing.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import type { Database } from '../../../db/schema';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { receiptMessages } from '../../../../src/contract/membership-payments';
import { paymentMessages } from './payment-messages';

const ACCEPTED: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The type to keep the receipt with, or a Chinese refusal. */
export async function receiptType(bytes: Buffer): Promise<string> {
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const mime = detected === undefined ? undefined : ACCEPTED[detected];
  if (!mime) throw new BusinessError(receiptMessages.unsupported, ErrorCode.validation);
  return mime;
}

export interface ReceiptUpload {
  bytes: Buffer;
  fileName: string;
  mime: string;
}

export async function storeReceiptFile(
  trx: Transaction<Database>,
  owner: AuthUser,
  file: ReceiptUpload,
  now: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('private_files')
    .values({
      owner_user_id: owner.id,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      file_name: file.fileName,
      mime: file.mime,
      size: file.bytes.length,
      data: file.bytes,
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The receipt of payment `paymentId`, for its owner or staff; 「…不存在」 to anyone else. */
export async function readReceiptFile(db: Kysely<Database>, viewer: AuthUser, paymentId: number) {
  const file = await db
    .selectFrom('payments')
    .innerJoin('private_files', 'private_files.id', 'payments.receipt_file_id')
    .select([
      'private_files.owner_user_id',
      'private_files.file_name',
      'private_files.mime',
      'private_files.data',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!file || (viewer.type !== 'staff' && file.owner_user_id !== viewer.id)) {
    throw new BusinessError(paymentMessages.receiptFileMissing, ErrorCode.notFound);
  }
  return { fileName: file.file_name, mime: file.mime, bytes: Buffer.from(file.data) };
}
