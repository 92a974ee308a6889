// The server's own backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one every BACKUP_EVERY, the
// newest BACKUP_KEEP kept. Each backup's name, size and duration go to the log; a failure (disk
// full, a directory that cannot be written) goes to the log and to the console's 系统 page, keeps
// the older backups and never stops the server. Built by main.ts; buildApp decorates it as
// `app.backups` for the console's read.
import type { FastifyBaseLogger } from 'fastify';
import { listBackups, pruneBackups, type KeptBackup } from './backup-files';
import type { TakenBackup } from './take-backup';

export interface BackupAttempt {
  /** ISO time it started. */
  at: string;
  ok: boolean;
  name: string | null;
  bytes: number | null;
  ms: number;
  /** Why it failed, in Chinese. */
  error: string | null;
}

export interface BackupSettings {
  dir: string | null;
  everyMs: number | null;
  keep: number;
}

export interface BackupService {
  settings: BackupSettings;
  /** This instance's last scheduled backup since it started. */
  last: () => BackupAttempt | null;
  /** The backups in the directory, newest first. */
  kept: () => Promise<KeptBackup[]>;
  /** Takes one now (the schedule's tick); never throws. */
  runOnce: () => Promise<BackupAttempt>;
  stop: () => void;
}

export interface BackupServiceOptions extends BackupSettings {
  take: (dir: string) => Promise<TakenBackup>;
  log: FastifyBaseLogger;
  /** Told of every attempt (the metrics count them). */
  onAttempt?: (attempt: BackupAttempt) => void;
  now?: () => number;
}

export function createBackupService(options: BackupServiceOptions): BackupService {
  const { dir, everyMs, keep, take, log, onAttempt, now = Date.now } = options;
  let last: BackupAttempt | null = null;
  let running: Promise<BackupAttempt> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const attempt = async (): Promise<BackupAttempt> => {
    const started = now();
    const at = new Date(started).toISOString();
    try {
      if (!dir) throw new Error('未设置备份目录 BACKUP_DIR');
      const taken = await take(dir);
      log.info({ backup: taken.name, bytes: taken.bytes, ms: taken.ms }, 'backup taken');
      const removed = await pruneBackups(dir, keep).catch((error: unknown) => {
        log.warn({ err: error, dir }, 'old backups not removed');
        return [];
      });
      if (removed.length > 0) log.info({ removed }, 'old backups removed');
      return { at, ok: true, name: taken.name, bytes: taken.bytes, ms: taken.ms, error: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, dir }, 'backup failed');
      return { at, ok: false, name: null, bytes: null, ms: now() - started, error: message };
    }
  };

  const runOnce = () => {
    // A backup slower than the interval: the next tick joins it rather than starting a second.
    running ??= attempt().then((result) => {
      last = result;
      running = null;
      onAttempt?.(result);
      return result;
    });
    return running;
  };

  if (dir && everyMs) {
    timer = setInterval(() => void runOnce(), everyMs);
    timer.unref();
  }

  return {
    settings: { dir, everyMs, keep },
    last: () => last,
    kept: () => (dir ? listBackups(dir) : Promise.resolve([])),
    runOnce,
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
