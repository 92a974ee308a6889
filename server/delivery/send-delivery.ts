// One try of one claimed delivery: an SMS of the message's title (urgent kinds only are queued for
// SMS), or an email of its title and body. Answers how it went; never throws.
import type { Kysely } from 'kysely';
import type { SmsProvider } from '../auth/sms/sms-provider';
import { hitRateLimit } from '../auth/rate-limit';
import type { Database } from '../db/schema';
import type { DeliveryChannel } from '../db/schema-inbox';
import { DeliveryError } from './delivery-error';
import { DELIVERY_MESSAGES as M } from './delivery-messages';
import type { Mailer } from './email/smtp-mailer';
import type { DeliveryOutcome } from './settle-delivery';

/** Urgent notices per phone per 24 h, apart from the check codes' own count. */
export const NOTICES_PER_PHONE_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryContent {
  channel: DeliveryChannel;
  title: string;
  body: string;
  phone: string | null;
  email: string | null;
}

export interface Senders {
  db: Kysely<Database>;
  sms: SmsProvider;
  mailer: Mailer | null;
}

async function trySend(senders: Senders, content: DeliveryContent, now: number): Promise<void> {
  if (content.channel === 'sms') {
    if (!content.phone) throw new DeliveryError(M.noPhone, true);
    const phone = content.phone;
    await hitRateLimit(senders.db, `sms-notice-day:${phone}`, NOTICES_PER_PHONE_PER_DAY, DAY_MS, {
      now,
    }).catch(() => {
      throw new DeliveryError(M.smsDayUsedUp, true);
    });
    await senders.sms.sendNotice(phone, content.title);
    return;
  }
  if (!senders.mailer) throw new DeliveryError(M.noMailer, true);
  if (!content.email) throw new DeliveryError(M.noEmail, true);
  await senders.mailer.send({
    to: content.email,
    subject: content.title,
    text: `${content.body}\n\n${M.mailFooter}`,
  });
}

export async function sendDelivery(
  senders: Senders,
  content: DeliveryContent,
  now: number,
): Promise<DeliveryOutcome> {
  try {
    await trySend(senders, content, now);
    return { sent: true };
  } catch (error) {
    if (error instanceof DeliveryError) {
      return { sent: false, reason: error.message, permanent: error.permanent };
    }
    return { sent: false, reason: M.unexpected, permanent: false };
  }
}
