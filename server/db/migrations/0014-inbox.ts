// The message centre (docs/messages.md): what concerns a person, told to them. Written as one
// migration before the centre and its deliveries were built side by side, so both share it:
// - inbox_messages: one message to one person, created in the transaction of the change it
//   reports (so none exists for a change that was rolled back); read_at null is unread;
// - inbox_preferences: the kinds a person turned off (a row is an opt-out; no row is on);
// - message_deliveries: the queue of SMS and emails for messages, sent outside the request that
//   made them, retried with backoff; `claimed_until` lets one instance of several claim a row so
//   it is never sent twice, and `status` ends at sent or failed (given up, shown to staff);
// - users gain an email address, which turns email on for them once SMTP_URL is set.
import { sql, type Migration } from 'kysely';
import { withId } from './column-types';

export const inboxMigration: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('inbox_messages'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema
      .createIndex('inbox_messages_reader')
      .on('inbox_messages')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('inbox_messages_unread')
      .on('inbox_messages')
      .column('user_id')
      .where(sql.ref('read_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('inbox_messages_age')
      .on('inbox_messages')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('inbox_preferences')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('inbox_preferences_pk', ['user_id', 'kind'])
      .execute();

    await withId(db, db.schema.createTable('message_deliveries'))
      .addColumn('message_id', 'integer', (col) => col.notNull().references('inbox_messages.id'))
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
      .addColumn('claimed_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('message_deliveries_due')
      .on('message_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema.alterTable('users').addColumn('email', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('email').execute();
    await db.schema.dropTable('message_deliveries').execute();
    await db.schema.dropTable('inbox_preferences').execute();
    await db.schema.dropTable('inbox_messages').execute();
  },
};
