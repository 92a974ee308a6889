// The message centre's tables (migration 0014, docs/messages.md), apart from schema.ts.
import type { ColumnType, Generated } from 'kysely';

export type DeliveryChannel = 'sms' | 'email';
/** waiting (incl. retrying after a failure) → sent, or failed once retries are given up. */
export type DeliveryStatus = 'waiting' | 'sent' | 'failed';

export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  /** One of the kinds of server/domain/inbox (e.g. entry_approved); preferences name them. */
  kind: string;
  title: string;
  body: string;
  /** The site path the message is about, e.g. /match/detail?id=3. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** A kind a person turned off. */
export interface InboxPreferencesTable {
  user_id: number;
  kind: string;
}

export interface MessageDeliveriesTable {
  id: Generated<number>;
  message_id: number;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: Generated<number>;
  /** Epoch ms. */
  next_attempt_at: number;
  /** Epoch ms until which one instance holds the row while sending it. */
  claimed_until: number | null;
  /** The provider's refusal, in Chinese, for the console's system page. */
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface InboxUserColumns {
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A club reminded of a game's spirit score (migration 0019): once per game and club. */
export interface SpiritRemindersTable {
  game_id: number;
  club_id: number;
  sent_at: string;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
  inbox_preferences: InboxPreferencesTable;
  message_deliveries: MessageDeliveriesTable;
  spirit_reminders: SpiritRemindersTable;
}
