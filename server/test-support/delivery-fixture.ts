// Rows of the delivery queue for its tests: a message to a person and its deliveries, as the
// message centre inserts them (status waiting, due now), and an SMS provider that answers as told.
import type { Kysely } from 'kysely';
import type { SmsProvider } from '../auth/sms/sms-provider';
import type { Database } from '../db/schema';
import type { DeliveryChannel } from '../db/schema-inbox';
import { DeliveryError } from '../delivery/delivery-error';

export async function queueMessage(
  db: Kysely<Database>,
  userId: number,
  channels: DeliveryChannel[],
  now: number,
  text: { title: string; body: string } = {
    title: '比赛改期',
    body: '你的比赛改到 15:00，3 号场地。',
  },
): Promise<number[]> {
  const at = new Date(now).toISOString();
  const message = await db
    .insertInto('inbox_messages')
    .values({
      user_id: userId,
      kind: 'game_moved',
      ...text,
      link: '/match/detail?id=1',
      created_at: at,
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('message_deliveries')
    .values(
      channels.map((channel) => ({
        message_id: message.id,
        channel,
        status: 'waiting' as const,
        next_attempt_at: now,
        claimed_until: null,
        last_error: null,
        sent_at: null,
        created_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** What each notice gets: sent, or the error thrown; `delayMs` holds each send that long. */
export interface ScriptedSms extends SmsProvider {
  notices: { phone: string; text: string }[];
  answer: (phone: string) => DeliveryError | null;
  delayMs: number;
}

export function createScriptedSms(): ScriptedSms {
  const sms: ScriptedSms = {
    notices: [],
    answer: () => null,
    delayMs: 0,
    async send() {},
    async sendNotice(phone, text) {
      if (sms.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sms.delayMs));
      const error = sms.answer(phone);
      if (error) throw error;
      sms.notices.push({ phone, text });
    },
  };
  return sms;
}
