import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:data/feipan.db',
      smsProvider: 'log',
      aliyunSms: null,
      smtp: null,
      logLevel: 'info',
      trustProxy: false,
      demoData: true,
      backupDir: null,
      backupEveryMs: null,
      backupKeep: 7,
      metricsToken: undefined,
      liveMaxStreams: 5_000,
      idNumberKey: null,
    });
  });

  it('takes the ID number key as 64 hex digits or base64 of 32 bytes, never repeating it', () => {
    const key = Buffer.alloc(32, 7);
    expect(readEnv({ ID_NUMBER_KEY: key.toString('hex') }).idNumberKey).toEqual(key);
    expect(readEnv({ ID_NUMBER_KEY: key.toString('base64') }).idNumberKey).toEqual(key);
    const short = Buffer.alloc(16, 7).toString('hex');
    expect(() => readEnv({ ID_NUMBER_KEY: short })).toThrow(/ID_NUMBER_KEY.*32 字节/);
    expect(() => readEnv({ ID_NUMBER_KEY: short })).not.toThrow(new RegExp(short));
    expect(() => readEnv({ ID_NUMBER_KEY: 'not a key at all' })).toThrow(EnvError);
  });

  it('reads the live stream cap, 0 included (every page polls), and refuses anything else', () => {
    expect(readEnv({ LIVE_MAX_STREAMS: '12000' }).liveMaxStreams).toBe(12_000);
    expect(readEnv({ LIVE_MAX_STREAMS: '0' }).liveMaxStreams).toBe(0);
    expect(() => readEnv({ LIVE_MAX_STREAMS: 'many' })).toThrow(/LIVE_MAX_STREAMS.*整数/);
    expect(() => readEnv({ LIVE_MAX_STREAMS: '-1' })).toThrow(EnvError);
  });

  it('takes a metrics token of at least 16 characters, and never repeats it in its refusal', () => {
    expect(readEnv({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe(
      'a-long-enough-token',
    );
    expect(() => readEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN.*至少 16/);
    expect(() => readEnv({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });

  it('reads the backup schedule: off by default, a duration with a directory', () => {
    expect(readEnv({ BACKUP_DIR: '/var/backups/feipan' })).toMatchObject({
      backupDir: '/var/backups/feipan',
      backupEveryMs: null,
    });
    expect(readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' })).toMatchObject({
      backupDir: 'b',
      backupEveryMs: 6 * 60 * 60 * 1000,
      backupKeep: 3,
    });
    expect(readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '30m' }).backupEveryMs).toBe(30 * 60 * 1000);
    expect(readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '1D' }).backupEveryMs).toBe(24 * 3600 * 1000);
  });

  it('refuses a bad backup setting in Chinese', () => {
    expect(() => readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: 'often' })).toThrow(
      /BACKUP_EVERY.*30m、6h、1d/,
    );
    expect(() => readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '10s' })).toThrow(/BACKUP_EVERY/);
    expect(() => readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '0h' })).toThrow(/至少 1 分钟/);
    expect(() => readEnv({ BACKUP_DIR: 'b', BACKUP_EVERY: '30d' })).toThrow(/至多 24 天/);
    expect(() => readEnv({ BACKUP_EVERY: '6h' })).toThrow(/还需要设置 BACKUP_DIR/);
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP.*1 到 1000/);
    expect(() => readEnv({ BACKUP_KEEP: 'all' })).toThrow(EnvError);
  });

  it('reads the Alibaba Cloud SMS settings, and refuses SMS_PROVIDER=aliyun without them', () => {
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'LTAI5t-id',
      SMS_ACCESS_KEY_SECRET: 'a-secret',
      SMS_SIGN_NAME: '飞盘协会',
      SMS_TEMPLATE_LOGIN: 'SMS_154950909',
      SMS_TEMPLATE_URGENT: 'SMS_154950910',
    };
    expect(readEnv(aliyun).aliyunSms).toEqual({
      accessKeyId: 'LTAI5t-id',
      accessKeySecret: 'a-secret',
      signName: '飞盘协会',
      loginTemplate: 'SMS_154950909',
      urgentTemplate: 'SMS_154950910',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
    });
    expect(readEnv({ ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:9000/' }).aliyunSms?.endpoint).toBe(
      'http://127.0.0.1:9000/',
    );
    expect(readEnv({ SMS_ACCESS_KEY_ID: 'ignored' }).aliyunSms).toBeNull();
    expect(() => readEnv({ ...aliyun, SMS_SIGN_NAME: '' })).toThrow(
      /SMS_SIGN_NAME.*SMS_PROVIDER=aliyun 时必须设置/,
    );
    expect(() => readEnv({ ...aliyun, SMS_TEMPLATE_URGENT: '154950910' })).toThrow(
      /SMS_TEMPLATE_URGENT.*模板代码/,
    );
    expect(() => readEnv({ ...aliyun, SMS_ENDPOINT: 'ftp://x' })).toThrow(/SMS_ENDPOINT/);
  });

  it('reads SMTP_URL with its sender, never repeating the URL (it may hold a password)', () => {
    expect(
      readEnv({ SMTP_URL: 'smtps://mail:pw@smtp.example.org:465', SMTP_FROM: '飞盘协会 <a@b.org>' })
        .smtp,
    ).toEqual({ url: 'smtps://mail:pw@smtp.example.org:465', from: '飞盘协会 <a@b.org>' });
    expect(() => readEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/SMTP_FROM.*必须设置发件人/);
    expect(() => readEnv({ SMTP_URL: 'http://pw-123@x', SMTP_FROM: 'a@b.org' })).toThrow(
      /SMTP_URL.*smtp:\/\//,
    );
    expect(() => readEnv({ SMTP_URL: 'http://pw-123@x', SMTP_FROM: 'a@b.org' })).not.toThrow(
      /pw-123/,
    );
    expect(() => readEnv({ SMTP_URL: 'smtp://x:25', SMTP_FROM: 'nobody' })).toThrow(/SMTP_FROM/);
  });

  it('turns the demo data off with DEMO_DATA=false', () => {
    expect(readEnv({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(readEnv({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(readEnv({ DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads good values', () => {
    const env = readEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://feipan:secret@127.0.0.1:5432/feipan',
      SMS_PROVIDER: 'LOG',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'warn',
      trustProxy: true,
    });
    expect(env.databaseUrl).toBe('postgres://feipan:secret@127.0.0.1:5432/feipan');
    expect(readEnv({ DATABASE_URL: 'postgresql://h/db' }).databaseUrl).toBe('postgresql://h/db');
    expect(readEnv({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    expect(readEnv({ DATABASE_URL: 'sqlite:/tmp/x.db' }).databaseUrl).toBe('sqlite:/tmp/x.db');
  });

  it('treats empty values as unset', () => {
    expect(readEnv({ PORT: '', HOST: '  ' })).toMatchObject({ port: 8080, host: '0.0.0.0' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['HOST', 'http://x'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'sqlite:'],
    ['SMS_PROVIDER', 'aliyun-typo'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['DEMO_DATA', 'off-ish'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`^环境变量 ${name} 的值 "`));
  });
});
