// Users and a fake SMS provider for tests that need more than the demo accounts.
import type { Kysely } from 'kysely';
import type { Database, Gender, UserType } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { SmsProvider, SmsScene } from '../auth/sms/sms-provider';

const hashes = new Map<string, Promise<string>>();

/** scrypt is slow on purpose; tests hash each distinct password once. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface TestUserFields {
  phone: string;
  type?: UserType;
  name?: string;
  password?: string;
  gender?: Gender | null;
  city?: string | null;
}

export async function createTestUser(
  db: Kysely<Database>,
  fields: TestUserFields,
): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      phone: fields.phone,
      password_hash: await cachedHash(fields.password ?? 'demo1234'),
      name: fields.name ?? `测试用户${fields.phone.slice(-4)}`,
      type: fields.type ?? 'player',
      gender: fields.gender ?? 'M',
      birth_year: null,
      city: fields.city ?? '上海',
      avatar: null,
      intro: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SentCode {
  phone: string;
  code: string;
  scene: SmsScene;
}

/** An SmsProvider that keeps what it "sent", so tests can read the code. */
export function createCapturingSms(): SmsProvider & {
  sent: SentCode[];
  notices: { phone: string; text: string }[];
  lastCode(phone: string): string;
} {
  const sent: SentCode[] = [];
  const notices: { phone: string; text: string }[] = [];
  return {
    sent,
    notices,
    async send(phone, code, scene) {
      sent.push({ phone, code, scene });
    },
    async sendNotice(phone, text) {
      notices.push({ phone, text });
    },
    lastCode(phone) {
      const found = sent.findLast((item) => item.phone === phone);
      if (!found) throw new Error(`no code was sent to ${phone}`);
      return found.code;
    },
  };
}
