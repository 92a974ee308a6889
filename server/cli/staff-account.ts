// The first staff account of a real deployment (docs/console.md, "A real deployment"): checks the
// answers and creates the account, or makes an existing account of that phone staff with the new
// name and password. `npm run create-staff` (create-staff.ts) asks for the answers.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { phoneSchema } from '../../src/contract/account';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

export const STAFF_PASSWORD_MIN = 8;

export const staffPhone = phoneSchema;
export const staffName = z.string().trim().min(1, '请输入姓名').max(20, '姓名不能超过 20 个字');
export const staffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `密码长度不能少于 ${STAFF_PASSWORD_MIN} 位`)
  .max(64, '密码长度不能超过 64 位')
  .refine((value) => value.trim() === value, '密码首尾不能有空格');

export interface StaffAnswers {
  phone: string;
  name: string;
  password: string;
}

export interface StaffResult {
  id: number;
  /** false: an account of that phone existed and was made staff. */
  created: boolean;
}

/** Creates or promotes the account; the caller has checked the answers with the schemas above. */
export async function saveStaffAccount(
  db: Kysely<Database>,
  answers: StaffAnswers,
  now: number,
): Promise<StaffResult> {
  const phone = staffPhone.parse(answers.phone);
  const name = staffName.parse(answers.name);
  const passwordHash = await hashPassword(staffPassword.parse(answers.password));
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({
          type: 'staff',
          name,
          password_hash: passwordHash,
          disabled: 0,
          must_change_password: 0,
          updated_at: at,
        })
        .where('id', '=', existing.id)
        .execute();
      // A new password ends every session the account had, as a reset does.
      await trx.deleteFrom('tickets').where('user_id', '=', existing.id).execute();
      return { id: existing.id, created: false };
    }
    const row = await trx
      .insertInto('users')
      .values({
        phone,
        password_hash: passwordHash,
        name,
        type: 'staff',
        gender: null,
        birth_year: null,
        city: null,
        avatar: null,
        intro: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true };
  });
}

/** Asks a question, hiding what is typed when `hidden`; null when the input has ended. */
export type Ask = (question: string, hidden?: boolean) => Promise<string | null>;

export class InputEnded extends Error {
  constructor() {
    super('输入已结束，未创建账号');
    this.name = 'InputEnded';
  }
}

async function askUntilValid<T>(
  ask: Ask,
  say: (line: string) => void,
  question: string,
  schema: z.ZodType<T>,
  hidden = false,
): Promise<T> {
  for (;;) {
    const answer = await ask(question, hidden);
    if (answer === null) throw new InputEnded();
    const checked = schema.safeParse(answer);
    if (checked.success) return checked.data;
    say(checked.error.issues[0]?.message ?? '输入不正确');
  }
}

/** The dialogue: phone, name, then the password twice (hidden), each asked again until valid. */
export async function askStaffAnswers(
  ask: Ask,
  say: (line: string) => void,
): Promise<StaffAnswers> {
  const phone = await askUntilValid(ask, say, '手机号：', staffPhone);
  const name = await askUntilValid(ask, say, '姓名：', staffName);
  for (;;) {
    const password = await askUntilValid(
      ask,
      say,
      `密码（至少 ${STAFF_PASSWORD_MIN} 位）：`,
      staffPassword,
      true,
    );
    const again = await ask('再次输入密码：', true);
    if (again === null) throw new InputEnded();
    if (again === password) return { phone, name, password };
    say('两次输入的密码不一致，请重新输入');
  }
}
