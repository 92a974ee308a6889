// The delivery queue's worker (docs/messages.md, "Deliveries"): every `everyMs` it claims up to
// `batch` due rows of message_deliveries, sends them side by side, and records each outcome. It
// runs in the server process (main.ts starts it after listening and stops it before closing the
// database); several instances may run it at once, as claims keep a row to one of them. Ticks never
// overlap: a slow one is joined, not doubled. The log names a recipient masked, never a code.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsProvider } from '../auth/sms/sms-provider';
import type { Database } from '../db/schema';
import { claimDueDeliveries, type ClaimedDelivery } from './claim-deliveries';
import type { Mailer } from './email/smtp-mailer';
import { maskAddress } from './mask-address';
import { sendDelivery, type DeliveryContent } from './send-delivery';
import { settleDelivery } from './settle-delivery';

export interface DeliveryWorkerOptions {
  db: Kysely<Database>;
  sms: SmsProvider;
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => number;
  everyMs?: number;
  batch?: number;
  /** Longer than a batch's slowest send (the providers time out after 10 s). */
  leaseMs?: number;
}

export interface TickReport {
  sent: number;
  retry: number;
  failed: number;
}

export interface DeliveryWorker {
  runOnce: () => Promise<TickReport>;
  start: () => void;
  /** Stops the timer and waits for a tick in flight. */
  stop: () => Promise<void>;
}

export const DELIVERY_TICK_MS = 5_000;
export const DELIVERY_BATCH = 20;
export const DELIVERY_LEASE_MS = 5 * 60_000;

async function contentsOf(
  db: Kysely<Database>,
  claimed: ClaimedDelivery[],
): Promise<Map<number, Omit<DeliveryContent, 'channel'>>> {
  const rows = await db
    .selectFrom('message_deliveries as d')
    .innerJoin('inbox_messages as m', 'm.id', 'd.message_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['d.id', 'm.title', 'm.body', 'u.phone', 'u.email'])
    .where(
      'd.id',
      'in',
      claimed.map((delivery) => delivery.id),
    )
    .execute();
  return new Map(rows.map(({ id, ...content }) => [id, content]));
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, log, now = Date.now } = options;
  const everyMs = options.everyMs ?? DELIVERY_TICK_MS;
  const batch = options.batch ?? DELIVERY_BATCH;
  const leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
  let running: Promise<TickReport> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const deliver = async (delivery: ClaimedDelivery, content: Omit<DeliveryContent, 'channel'>) => {
    const outcome = await sendDelivery(options, { ...content, channel: delivery.channel }, now());
    const status = await settleDelivery(db, delivery, outcome, now());
    const address = delivery.channel === 'sms' ? content.phone : content.email;
    const facts = {
      delivery: delivery.id,
      channel: delivery.channel,
      to: maskAddress(delivery.channel, address),
    };
    if (outcome.sent) log.info(facts, 'delivery sent');
    else log.warn({ ...facts, reason: outcome.reason, status }, 'delivery not sent');
    return status;
  };

  const tick = async (): Promise<TickReport> => {
    const report: TickReport = { sent: 0, retry: 0, failed: 0 };
    const claimed = await claimDueDeliveries(db, now(), batch, leaseMs);
    if (claimed.length === 0) return report;
    const contents = await contentsOf(db, claimed);
    const statuses = await Promise.all(
      claimed.map((delivery) =>
        deliver(
          delivery,
          contents.get(delivery.id) ?? { title: '', body: '', phone: null, email: null },
        ),
      ),
    );
    for (const status of statuses) report[status] += 1;
    return report;
  };

  const runOnce = () => {
    running ??= tick()
      .catch((error: unknown) => {
        log.error({ err: error }, 'delivery tick failed');
        return { sent: 0, retry: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => void runOnce(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
