// Telling people of a change (docs/messages.md, "The transaction rule"): the messages are written in
// the caller's transaction, so a change that is rolled back leaves none, and each message's SMS and
// email wait in message_deliveries for the worker that sends them outside the request. One insert
// per table whatever the number of people, so a game moved (about 60 people) stays cheap.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeliveryChannel } from '../../db/schema-inbox';
import { INBOX_KINDS, type InboxKind } from './inbox-kinds';

/** The channels this server can send on besides the centre itself (SMTP_URL, SMS_PROVIDER). */
export interface DeliveryChannels {
  email: boolean;
  sms: boolean;
}

/** What tell needs of the app: its clock and channels (a FastifyInstance is one). */
export interface Teller {
  now: () => number;
  deliveryChannels: DeliveryChannels;
}

export interface MessageContent {
  title: string;
  body: string;
  /** The site path the message is about. */
  link: string | null;
  /** Worth an SMS (a game moved or cancelled within two hours of its start). */
  urgent?: boolean;
}

/** One message for each of `recipients` (duplicates and nulls dropped) who has not turned `kind` off. */
export async function tell(
  trx: Transaction<Database>,
  teller: Teller,
  recipients: readonly (number | null)[],
  kind: InboxKind,
  content: MessageContent,
): Promise<number> {
  const ids = [...new Set(recipients.filter((id): id is number => id !== null))];
  if (ids.length === 0) return 0;
  const people = await trx
    .selectFrom('users')
    .select(['users.id', 'users.email'])
    .where('users.id', 'in', ids)
    .$if(INBOX_KINDS[kind].optional, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('inbox_preferences as p')
              .select('p.user_id')
              .whereRef('p.user_id', '=', 'users.id')
              .where('p.kind', '=', kind),
          ),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();
  if (people.length === 0) return 0;

  const nowMs = teller.now();
  const createdAt = new Date(nowMs).toISOString();
  const messages = await trx
    .insertInto('inbox_messages')
    .values(
      people.map((person) => ({
        user_id: person.id,
        kind,
        title: content.title,
        body: content.body,
        link: content.link,
        created_at: createdAt,
        read_at: null,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();

  const { email, sms } = teller.deliveryChannels;
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  const deliveries = messages.flatMap((message) => {
    const channels: DeliveryChannel[] = [];
    if (email && emailOf.get(message.user_id)) channels.push('email');
    if (sms && content.urgent) channels.push('sms');
    return channels.map((channel) => ({
      message_id: message.id,
      channel,
      status: 'waiting' as const,
      next_attempt_at: nowMs,
      created_at: createdAt,
    }));
  });
  if (deliveries.length > 0)
    await trx.insertInto('message_deliveries').values(deliveries).execute();
  return messages.length;
}
