// SMS check codes (docs/api-conventions.md, "Rate limits and SMS codes"): six digits, at most one
// per phone per 60 s and CODES_PER_PHONE_PER_DAY per 24 h, alive 5 minutes, dead after one use or
// 5 wrong tries. Only a hash is stored; the code itself goes to the provider.
import { createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BusinessError, ErrorCode } from '../http/business-error';
import { hitRateLimit } from './rate-limit';
import type { SmsProvider, SmsScene } from './sms/sms-provider';

export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
/** The provider's own default per number is 10 a day: beyond it every send is refused anyway. */
export const CODES_PER_PHONE_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
export const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export const CODE_INVALID = '验证码错误';
export const CODE_EXPIRED = '验证码已失效，请重新获取';
export const CODE_TOO_MANY_TRIES = '验证码错误次数过多，请重新获取';
export const CODES_TODAY_USED_UP = '该手机号今天获取验证码的次数已用完，请明天再试';

function hashCode(phone: string, scene: SmsScene, code: string): string {
  return createHash('sha256').update(`${phone}:${scene}:${code}`).digest('hex');
}

/**
 * Counts a code request against the phone's 60 s window and its day. Called for every request,
 * sent or not, so the answer never tells whether a phone is registered.
 */
export async function claimCodeSlot(
  db: Kysely<Database>,
  phone: string,
  now: number,
): Promise<void> {
  await hitRateLimit(db, `sms-phone:${phone}`, 1, CODE_RESEND_INTERVAL_MS, {
    now,
    message: (seconds) => `请 ${seconds} 秒后再试`,
  });
  await hitRateLimit(db, `sms-day:${phone}`, CODES_PER_PHONE_PER_DAY, DAY_MS, {
    now,
    message: () => CODES_TODAY_USED_UP,
  });
}

/** Makes, stores and sends a new code; earlier unused codes of the same phone and scene die. */
export async function sendCheckCode(
  db: Kysely<Database>,
  sms: SmsProvider,
  phone: string,
  scene: SmsScene,
  now: number,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('phone', '=', phone)
      .where('scene', '=', scene)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        phone,
        scene,
        code_hash: hashCode(phone, scene, code),
        created_at: now,
        expires_at: now + CODE_LIFETIME_MS,
        attempts: 0,
        used_at: null,
      })
      .execute();
  });
  await sms.send(phone, code, scene);
}

/** Uses up the phone's live code for `scene`, or throws a business error saying why not. */
export async function consumeCheckCode(
  db: Kysely<Database>,
  phone: string,
  scene: SmsScene,
  code: string,
  now: number,
): Promise<void> {
  const live = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) throw new BusinessError(CODE_EXPIRED, ErrorCode.validation);

  // Count the try before comparing, in one conditional update, so a burst of parallel guesses
  // cannot get more than CODE_MAX_ATTEMPTS comparisons.
  const counted = await db
    .updateTable('sms_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', live.id)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new BusinessError(CODE_TOO_MANY_TRIES, ErrorCode.validation);

  if (live.code_hash !== hashCode(phone, scene, code)) {
    const left = CODE_MAX_ATTEMPTS - counted.attempts;
    throw new BusinessError(
      left > 0 ? `${CODE_INVALID}，还可尝试 ${left} 次` : CODE_TOO_MANY_TRIES,
      ErrorCode.validation,
    );
  }

  // Conditional on used_at so two requests racing with the same code cannot both succeed.
  const used = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1)
    throw new BusinessError(CODE_EXPIRED, ErrorCode.validation);
}
