// The operations' calls (docs/architecture.md, "Operations"): the load balancer's health and
// readiness checks, and the console's 系统 page (the backups, the deliveries that did not go out).
import { z } from 'zod';

/** GET /api/health: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: the database answers and its migrations are done; 503 otherwise. */
export const readySchema = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof readySchema>;

export const keptBackupSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  /** ISO time the backup was completed. */
  at: z.string(),
});
export type KeptBackup = z.infer<typeof keptBackupSchema>;

export const backupAttemptSchema = z.object({
  /** ISO time it started. */
  at: z.string(),
  ok: z.boolean(),
  name: z.string().nullable(),
  bytes: z.number().int().nullable(),
  ms: z.number(),
  /** Why it failed, in Chinese. */
  error: z.string().nullable(),
});
export type BackupAttempt = z.infer<typeof backupAttemptSchema>;

/** An SMS or email of a message that failed (given up) or waits to be tried again. */
export const deliveryProblemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  state: z.enum(['failed', 'retrying']),
  attempts: z.number().int(),
  /** The message's title. */
  title: z.string(),
  /** The recipient's name and masked address (138****0001, w***@example.org). */
  toName: z.string(),
  toAddress: z.string(),
  /** The last try's reason, in Chinese. */
  reason: z.string().nullable(),
  /** ISO time of the next try; null once failed. */
  nextAttemptAt: z.string().nullable(),
  /** ISO time the message was made. */
  createdAt: z.string(),
});
export type DeliveryProblem = z.infer<typeof deliveryProblemSchema>;

export const systemStatusSchema = z.object({
  backups: z.object({
    /** BACKUP_DIR; null when not set (then nothing is listed). */
    dir: z.string().nullable(),
    /** BACKUP_EVERY in milliseconds; null when the server takes none itself. */
    everyMs: z.number().int().nullable(),
    keep: z.number().int(),
    /** This instance's last scheduled backup since it started. */
    last: backupAttemptSchema.nullable(),
    /** The backups in BACKUP_DIR, newest first. */
    kept: z.array(keptBackupSchema),
    /** Why the directory could not be listed, in Chinese. */
    listError: z.string().nullable(),
  }),
  deliveries: z.object({
    failed: z.number().int(),
    retrying: z.number().int(),
    /** The newest of them, at most DELIVERY_PROBLEMS_SHOWN. */
    shown: z.array(deliveryProblemSchema),
  }),
});
export const DELIVERY_PROBLEMS_SHOWN = 50;
export type SystemStatus = z.infer<typeof systemStatusSchema>;
