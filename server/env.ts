// Configuration from environment variables, read and checked once at start
// (docs/architecture.md, "Configuration"). Nothing else in the server reads process.env.
import { parseDatabaseUrl, DEFAULT_DATABASE_URL } from './db/database-url';
import { MAX_STREAMS } from './live/live-streams';
import { EnvError } from './env-error';
import {
  SMS_PROVIDERS,
  readAliyunSms,
  readSmtp,
  type AliyunSmsSettings,
  type SmsProviderName,
  type SmtpSettings,
} from './delivery/delivery-env';

export { EnvError } from './env-error';
export { SMS_PROVIDERS, type SmsProviderName } from './delivery/delivery-env';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Env {
  port: number;
  host: string;
  databaseUrl: string;
  smsProvider: SmsProviderName;
  /** SMS_PROVIDER=aliyun's account, sign name and templates (SMS_*); null for log. */
  aliyunSms: AliyunSmsSettings | null;
  /** SMTP_URL and SMTP_FROM: email for people with an address; null: no email. */
  smtp: SmtpSettings | null;
  logLevel: LogLevel;
  /** Trust X-Forwarded-For from a load balancer, so rate limits see the client's address. */
  trustProxy: boolean;
  /** Load the demo data into an empty database at start (DEMO_DATA, default true). */
  demoData: boolean;
  /** Where backups go (BACKUP_DIR): `npm run backup`'s default, the console's list, the schedule. */
  backupDir: string | null;
  /** How often the server takes a backup itself (BACKUP_EVERY, e.g. 6h); null: never. */
  backupEveryMs: number | null;
  /** How many backups the schedule keeps (BACKUP_KEEP). */
  backupKeep: number;
  /** Lets /metrics be read from elsewhere than this machine, with `Authorization: Bearer …`. */
  metricsToken: string | undefined;
  /** Live score streams one instance holds (LIVE_MAX_STREAMS); beyond it pages poll. */
  liveMaxStreams: number;
  /** AES-256 key for the ID numbers at rest (ID_NUMBER_KEY, 32 bytes as hex or base64); null: none. */
  idNumberKey: Buffer | null;
}

type Source = Record<string, string | undefined>;

function read(source: Source, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readPort(source: Source): number {
  const raw = read(source, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new EnvError('PORT', raw, '应为 1 到 65535 之间的整数');
  }
  return port;
}

function readHost(source: Source): string {
  const raw = read(source, 'HOST');
  if (raw === undefined) return '0.0.0.0';
  if (/\s|\//.test(raw)) throw new EnvError('HOST', raw, '应为主机名或 IP 地址，例如 0.0.0.0');
  return raw;
}

function readDatabaseUrl(source: Source): string {
  const raw = read(source, 'DATABASE_URL');
  if (raw === undefined) return DEFAULT_DATABASE_URL;
  if (!parseDatabaseUrl(raw)) {
    throw new EnvError(
      'DATABASE_URL',
      raw,
      '应为 sqlite:<文件路径>、sqlite::memory: 或 postgres://用户:密码@主机:端口/数据库',
    );
  }
  return raw;
}

function readChoice<T extends string>(
  source: Source,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  const choice = choices.find((item) => item === raw.toLowerCase());
  if (!choice) throw new EnvError(name, raw, `应为 ${choices.join('、')} 之一`);
  return choice;
}

function readBoolean(source: Source, name: string, fallback = false): boolean {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new EnvError(name, raw, '应为 true 或 false');
}

const DURATION_UNITS_MS: Record<string, number> = {
  m: 60_000,
  h: 60 * 60_000,
  d: 24 * 60 * 60_000,
};
const MIN_BACKUP_EVERY_MS = 60_000;
/** setInterval's limit (about 24.8 days). */
const MAX_BACKUP_EVERY_MS = 2 ** 31 - 1;
export const DEFAULT_BACKUP_KEEP = 7;

function readBackupDir(source: Source): string | null {
  const raw = read(source, 'BACKUP_DIR');
  if (raw === undefined) return null;
  if (raw.includes('\0')) throw new EnvError('BACKUP_DIR', raw, '应为一个目录的路径');
  return raw;
}

function readBackupEvery(source: Source, dir: string | null): number | null {
  const raw = read(source, 'BACKUP_EVERY');
  if (raw === undefined) return null;
  const match = /^(\d+)\s*([mhd])$/i.exec(raw);
  const ms = match ? Number(match[1]) * (DURATION_UNITS_MS[match[2]!.toLowerCase()] ?? 0) : NaN;
  if (!(ms >= MIN_BACKUP_EVERY_MS && ms <= MAX_BACKUP_EVERY_MS)) {
    throw new EnvError(
      'BACKUP_EVERY',
      raw,
      '应为时长，例如 30m、6h、1d（至少 1 分钟，至多 24 天）',
    );
  }
  if (dir === null) {
    throw new EnvError('BACKUP_EVERY', raw, '定时备份还需要设置 BACKUP_DIR（备份存放的目录）');
  }
  return ms;
}

function readBackupKeep(source: Source): number {
  const raw = read(source, 'BACKUP_KEEP');
  if (raw === undefined) return DEFAULT_BACKUP_KEEP;
  const keep = Number(raw);
  if (!/^\d+$/.test(raw) || keep < 1 || keep > 1000) {
    throw new EnvError('BACKUP_KEEP', raw, '应为 1 到 1000 之间的整数');
  }
  return keep;
}

function readMetricsToken(source: Source): string | undefined {
  const raw = read(source, 'METRICS_TOKEN');
  if (raw === undefined) return undefined;
  if (raw.length < 16) throw new EnvError('METRICS_TOKEN', '…', '应至少 16 个字符');
  return raw;
}

function readLiveMaxStreams(source: Source): number {
  const raw = read(source, 'LIVE_MAX_STREAMS');
  if (raw === undefined) return MAX_STREAMS;
  const max = Number(raw);
  if (!/^\d+$/.test(raw) || max > 1_000_000) {
    throw new EnvError(
      'LIVE_MAX_STREAMS',
      raw,
      '应为 0 到 1000000 之间的整数（0：页面一律定时刷新）',
    );
  }
  return max;
}

function readIdNumberKey(source: Source): Buffer | null {
  const raw = read(source, 'ID_NUMBER_KEY');
  if (raw === undefined) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  // The value itself is a secret: the message never repeats it.
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(raw) && key.toString('base64') !== raw)) {
    throw new EnvError('ID_NUMBER_KEY', '…', '应为 32 字节的密钥：64 位十六进制，或 base64');
  }
  return key;
}

export function readEnv(source: Source = process.env): Env {
  const smsProvider = readChoice(source, 'SMS_PROVIDER', SMS_PROVIDERS, 'log');
  return {
    port: readPort(source),
    host: readHost(source),
    databaseUrl: readDatabaseUrl(source),
    smsProvider,
    aliyunSms: readAliyunSms(source, smsProvider),
    smtp: readSmtp(source),
    logLevel: readChoice(source, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: readBoolean(source, 'TRUST_PROXY'),
    demoData: readBoolean(source, 'DEMO_DATA', true),
    metricsToken: readMetricsToken(source),
    liveMaxStreams: readLiveMaxStreams(source),
    idNumberKey: readIdNumberKey(source),
    ...readBackupEnv(source),
  };
}

/** The BACKUP_* variables alone: `npm run backup` and `npm run restore` need no more. */
export function readBackupEnv(
  source: Source = process.env,
): Pick<Env, 'backupDir' | 'backupEveryMs' | 'backupKeep'> {
  const backupDir = readBackupDir(source);
  return {
    backupDir,
    backupEveryMs: readBackupEvery(source, backupDir),
    backupKeep: readBackupKeep(source),
  };
}
