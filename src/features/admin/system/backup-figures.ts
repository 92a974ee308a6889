// How the 系统 page writes sizes and intervals.
import { SYSTEM_MESSAGES as M } from './system-messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** BACKUP_EVERY as it was written: 6h → " 6 小时". */
export function formatEvery(ms: number): string {
  if (ms % DAY_MS === 0) return M.days(ms / DAY_MS);
  if (ms % HOUR_MS === 0) return M.hours(ms / HOUR_MS);
  return M.minutes(Math.round(ms / MINUTE_MS));
}
