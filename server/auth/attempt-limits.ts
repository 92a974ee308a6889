// How many guesses a caller gets at a password or a check code. Counters live in the database
// (rate_limits) and are keyed by the client address Fastify gives (request.ip, so TRUST_PROXY
// decides whether X-Forwarded-For counts):
// - per address, across phones: one address cannot sweep through many accounts;
// - per phone *and* address: typos are forgiven, and a stranger who exhausts them locks only
//   themself out, not the owner signing in from elsewhere;
// - per phone alone, for passwords only, and far above what one address may try: a guesser with
//   many addresses is still stopped. That lock is on the password alone; an SMS code still opens
//   the account. Check codes need no such counter: one code per phone a minute, five tries each.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hitRateLimit } from './rate-limit';

const MINUTE = 60 * 1000;

export const PASSWORD_LIMITS = {
  perAddress: { limit: 100, windowMs: 10 * MINUTE },
  perPhoneAndAddress: { limit: 10, windowMs: 10 * MINUTE },
  perPhone: { limit: 100, windowMs: 60 * MINUTE },
} as const;

export const CODE_CHECK_LIMITS = {
  perAddress: { limit: 50, windowMs: 10 * MINUTE },
  perPhoneAndAddress: { limit: 10, windowMs: 10 * MINUTE },
} as const;

export const TOO_MANY_LOGINS = (seconds: number) => `登录尝试过于频繁，请 ${seconds} 秒后再试`;
export const TOO_MANY_PASSWORDS = (seconds: number) =>
  `密码尝试过于频繁，请 ${seconds} 秒后再试，或使用短信验证码登录`;
export const TOO_MANY_CODE_CHECKS = (seconds: number) =>
  `验证码尝试过于频繁，请 ${seconds} 秒后再试`;

interface Attempt {
  phone: string;
  ip: string;
  now: number;
}

/** Counts one password check (any login that takes a password), or refuses it. */
export async function limitPasswordCheck(db: Kysely<Database>, attempt: Attempt): Promise<void> {
  const { phone, ip, now } = attempt;
  const { perAddress, perPhoneAndAddress, perPhone } = PASSWORD_LIMITS;
  const message = TOO_MANY_LOGINS;
  await hitRateLimit(db, `password-ip:${ip}`, perAddress.limit, perAddress.windowMs, {
    now,
    message,
  });
  await hitRateLimit(
    db,
    `password-phone-ip:${phone}|${ip}`,
    perPhoneAndAddress.limit,
    perPhoneAndAddress.windowMs,
    { now, message: TOO_MANY_PASSWORDS },
  );
  await hitRateLimit(db, `password-phone:${phone}`, perPhone.limit, perPhone.windowMs, {
    now,
    message: TOO_MANY_PASSWORDS,
  });
}

/** Counts one check of an SMS code (login, registration, password reset), or refuses it. */
export async function limitCodeCheck(db: Kysely<Database>, attempt: Attempt): Promise<void> {
  const { phone, ip, now } = attempt;
  const { perAddress, perPhoneAndAddress } = CODE_CHECK_LIMITS;
  const message = TOO_MANY_CODE_CHECKS;
  await hitRateLimit(db, `code-check-ip:${ip}`, perAddress.limit, perAddress.windowMs, {
    now,
    message,
  });
  await hitRateLimit(
    db,
    `code-check-phone-ip:${phone}|${ip}`,
    perPhoneAndAddress.limit,
    perPhoneAndAddress.windowMs,
    { now, message },
  );
}
