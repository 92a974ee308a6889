// Passwords are stored as scrypt hashes with their own random salt and cost parameters, so the
// parameters can be raised later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 } as const;

function deriveKey(plain: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(plain, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await deriveKey(plain, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A stored value no password matches: real cost parameters, random salt and key. Checking a
 * password against it costs the same scrypt work as against a real hash, and never succeeds. An
 * account made without a password (a member imported from the association's list) gets one, and
 * signs in by SMS code until they set their own.
 */
export const passwordlessHash = () =>
  [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    randomBytes(16).toString('base64url'),
    randomBytes(KEY_LENGTH).toString('base64url'),
  ].join('$');

const NO_ONE = passwordlessHash();

/**
 * verifyPassword for a phone that may be unknown (`stored` undefined): the same work is done
 * either way, so the time an answer takes does not tell whether the phone is registered.
 */
export async function checkPassword(plain: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(plain, stored ?? NO_ONE);
  return stored !== undefined && matches;
}
