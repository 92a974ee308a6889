// Email through a real SMTP server (smtp-server, in this process, on a local port): each message
// of a person with an address reaches them exactly once, through a retry (the server turns the
// first try away with a 451), with its title as the subject and its body as the text; a 550 is a
// refusal, failed at once. SQLite, or PostgreSQL with TEST_DATABASE_URL.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { openFreshDatabase, type FreshDatabase } from '../../test-support/build-test-app';
import { createScriptedSms, queueMessage } from '../../test-support/delivery-fixture';
import { createTestUser } from '../../test-support/test-users';
import { createDeliveryWorker } from '../delivery-worker';
import { createSmtpMailer, type Mailer } from './smtp-mailer';

interface Received {
  to: string;
  raw: string;
}

const MINUTE = 60_000;
const clock = { t: Date.UTC(2026, 10, 29, 2) };
const received: Received[] = [];
const triesBySubject = new Map<string, number>();
let server: SMTPServer;
let fresh: FreshDatabase;
let mailer: Mailer;

/** RFC 2047 encoded words (B or Q) back to text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw);
  return decodeWords(match?.[1] ?? '');
}

function textOf(raw: string): string {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!))
    return Buffer.from(body, 'base64').toString('utf8');
  const unfolded = body.replace(/=\r\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        if (to === 'gone@feipan.test') {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const subject = subjectOf(raw);
        const tries = (triesBySubject.get(subject) ?? 0) + 1;
        triesBySubject.set(subject, tries);
        if (tries === 1) {
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mailer = createSmtpMailer({
    url: `smtp://127.0.0.1:${port}`,
    from: '飞盘协会 <noreply@feipan.test>',
  });
  fresh = await openFreshDatabase();
  await migrateToLatest(fresh.db);
});
afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await fresh.drop();
});

describe('email deliveries through SMTP', () => {
  it('delivers each message exactly once, through a retry', async () => {
    const { db } = fresh;
    const wang = await createTestUser(db, { phone: '13600000001' });
    const li = await createTestUser(db, { phone: '13600000002' });
    await db
      .updateTable('users')
      .set({ email: 'wang@feipan.test' })
      .where('id', '=', wang)
      .execute();
    await db.updateTable('users').set({ email: 'li@feipan.test' }).where('id', '=', li).execute();
    await queueMessage(db, wang, ['email'], clock.t, {
      title: '比赛改期：飞鹰 对 海燕',
      body: '比赛改到 15:00，3 号场地。',
    });
    await queueMessage(db, li, ['email'], clock.t, {
      title: '报名已通过',
      body: '你的俱乐部报名已通过审核。',
    });
    const worker = createDeliveryWorker({
      db,
      sms: createScriptedSms(),
      mailer,
      log: { info() {}, warn() {}, error() {} },
      now: () => clock.t,
    });

    expect(await worker.runOnce()).toEqual({ sent: 0, retry: 2, failed: 0 });
    expect(received).toHaveLength(0);
    const waiting = await db.selectFrom('message_deliveries').select('last_error').execute();
    expect(waiting.map((row) => row.last_error)).toEqual([
      '邮件服务器暂时无法接收（451）',
      '邮件服务器暂时无法接收（451）',
    ]);

    clock.t += MINUTE;
    expect(await worker.runOnce()).toEqual({ sent: 2, retry: 0, failed: 0 });
    clock.t += 24 * 60 * MINUTE;
    expect(await worker.runOnce()).toEqual({ sent: 0, retry: 0, failed: 0 });

    expect(received.map((mail) => mail.to).sort()).toEqual(['li@feipan.test', 'wang@feipan.test']);
    const toWang = received.find((mail) => mail.to === 'wang@feipan.test')!;
    expect(subjectOf(toWang.raw)).toBe('比赛改期：飞鹰 对 海燕');
    expect(textOf(toWang.raw)).toContain('比赛改到 15:00，3 号场地。');
    expect(toWang.raw).toMatch(/^From: .*<noreply@feipan\.test>/m);
  });

  it('fails a mailbox the server refuses (550) at once', async () => {
    const { db } = fresh;
    const gone = await createTestUser(db, { phone: '13600000003' });
    await db
      .updateTable('users')
      .set({ email: 'gone@feipan.test' })
      .where('id', '=', gone)
      .execute();
    const [id] = await queueMessage(db, gone, ['email'], clock.t);
    const worker = createDeliveryWorker({
      db,
      sms: createScriptedSms(),
      mailer,
      log: { info() {}, warn() {}, error() {} },
      now: () => clock.t,
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retry: 0, failed: 1 });
    const row = await db
      .selectFrom('message_deliveries')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', last_error: '邮件服务器拒绝接收（550）' });
  });
});
