// ID numbers kept safe (docs/membership.md, "ID numbers"), through the real app and driver: a
// number checked before it is kept; at rest only its AES-256-GCM form and its mask, in the
// SQLite file itself and in PostgreSQL's table; never in a log line or an answer but the staff's
// audited insurance export; and a server without its key refusing to start once any is stored.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { logOptions } from '../../http/log-options';
import { openFreshDatabase, type FreshDatabase } from '../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';
import { call } from '../../test-support/scoring-test-fixture';
import { issueTicket } from '../../auth/tickets';
import { createIdNumberCipher } from '../../domain/membership/identity/id-number-cipher';
import { assertIdNumberKey } from '../../domain/membership/identity/id-number-key-check';

const NUMBER = '330106199003071236';
/** What the mask hides: found anywhere, the number has leaked. */
const HIDDEN = NUMBER.slice(4, 14);
const KEY = randomBytes(32);

let fresh: FreshDatabase;
let app: FastifyInstance;
let f: ClubFixture;
let playerTicket: string;
const lines: string[] = [];

beforeAll(async () => {
  fresh = await openFreshDatabase({ shared: true });
  await migrateToLatest(fresh.db);
  f = await seedClubFixture(fresh.db);
  playerTicket = await issueTicket(fresh.db, f.men[0], Date.now());
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: fresh.db,
    logger: { ...logOptions('trace'), stream },
    sms: { send: async () => {}, sendNotice: async () => {} },
    idNumberKey: KEY,
    checkAnswers: true,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fresh.drop();
});

const save = (idNumber: string, ticket = playerTicket) =>
  app.inject({
    method: 'POST',
    url: '/api/user/idNumber',
    payload: { idNumber },
    headers: { ticket },
  });
const stored = () =>
  fresh.db
    .selectFrom('users')
    .select(['id_number_cipher', 'id_number_masked', 'birth_date'])
    .where('id', '=', f.men[0])
    .executeTakeFirstOrThrow();

describe('POST /api/user/idNumber', () => {
  it('refuses a wrong checksum or date in Chinese and keeps nothing', async () => {
    const wrong = (await save('330106199003071235')).json();
    expect(wrong).toMatchObject({
      code: 1000,
      message: '身份证号码校验位不正确，请核对后重新输入',
    });
    expect((await save('330106199002301239')).json().message).toBe('身份证号码中的出生日期无效');
    expect((await save('12345')).json().message).toBe(
      '身份证号码应为 18 位：17 位数字加 1 位数字或 X',
    );
    expect(await stored()).toEqual({
      id_number_cipher: null,
      id_number_masked: null,
      birth_date: null,
    });
  });

  it('keeps the number sealed with its mask and birth date, answering only the mask', async () => {
    const response = await save(NUMBER);
    expect(response.json()).toEqual({
      code: 0,
      message: '身份证号码已保存',
      data: { masked: '3301**********1236', birthDate: '1990-03-07' },
    });
    expect(response.body).not.toContain(HIDDEN);
    const row = await stored();
    expect(row).toMatchObject({ id_number_masked: '3301**********1236', birth_date: '1990-03-07' });
    expect(createIdNumberCipher(KEY).open(row.id_number_cipher ?? '')).toBe(NUMBER);
    for (const url of ['/api/user/getUserInfo', '/api/user/center', `/api/user/${f.men[0]}`]) {
      const answer = await app.inject({ url, headers: { ticket: playerTicket } });
      expect(answer.body, url).not.toContain(HIDDEN);
    }
  });

  it('leaves no plain digits at rest: not in the SQLite file, not in the PostgreSQL table', async () => {
    const rows = await fresh.db.selectFrom('users').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(HIDDEN);
    if (fresh.source.databaseUrl.startsWith('sqlite:')) {
      const dir = path.dirname(fresh.source.databaseUrl.slice('sqlite:'.length));
      const bytes = Buffer.concat(
        fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name))),
      );
      // The mask is there, so these are the bytes that hold the row; the digits it hides are not.
      expect(bytes.includes(Buffer.from('3301**********1236'))).toBe(true);
      expect(bytes.includes(Buffer.from(HIDDEN))).toBe(false);
    }
  });

  it('never writes the number to the log', () => {
    const log = lines.join('');
    expect(log).toContain('/api/user/idNumber');
    expect(log).not.toContain(HIDDEN);
  });
});

describe('the insurance export', () => {
  it('gives staff the approved rosters with the full number, and audits the download', async () => {
    const registered = await call<{ id: number }>(
      app,
      f.tickets.contact,
      'POST',
      `/api/club/competitions/${f.mixOpen}/register`,
      { players: [f.men[0], f.men[1], f.women[0], f.women[1]].map((userId) => ({ userId })) },
    );
    const url = `/api/admin/competitions/${f.mixOpen}/insurance`;
    expect((await app.inject({ url, headers: { ticket: f.tickets.contact } })).json().code).toBe(
      1003,
    );
    await call(
      app,
      f.tickets.staff,
      'POST',
      `/api/admin/registrations/${registered.data.id}/approve`,
    );
    const response = await app.inject({ url, headers: { ticket: f.tickets.staff } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toEqual(['俱乐部', '姓名', '性别', '出生日期', '身份证号码']);
    expect(rows).toContainEqual(['上海飞鱼', '张伟', '男', '1990-03-07', NUMBER]);
    expect(rows).toHaveLength(5);
    const audit = await fresh.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'competition.insurance_export')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toBe('导出保险名单：全国混合组锦标赛（4 人，含完整身份证号码）');
    expect(JSON.stringify(audit)).not.toContain(HIDDEN);
    expect(lines.join('')).not.toContain(HIDDEN);
  });
});

describe('starting without the key', () => {
  it('is refused once a number is stored, and with a key that does not open it', async () => {
    await expect(assertIdNumberKey(fresh.db, null)).rejects.toThrow(
      '数据库中已有加密保存的身份证号码，必须设置环境变量 ID_NUMBER_KEY（启动时的同一把密钥）才能启动',
    );
    await expect(
      assertIdNumberKey(fresh.db, createIdNumberCipher(randomBytes(32))),
    ).rejects.toThrow('环境变量 ID_NUMBER_KEY 无法解密数据库中已保存的身份证号码');
    await expect(assertIdNumberKey(fresh.db, createIdNumberCipher(KEY))).resolves.toBeUndefined();
    await fresh.db.updateTable('users').set({ id_number_cipher: null }).execute();
    await expect(assertIdNumberKey(fresh.db, null)).resolves.toBeUndefined();
  });

  it('refuses to store a number on a server without a key, in Chinese', async () => {
    const keyless = await buildApp({
      db: fresh.db,
      sms: { send: async () => {}, sendNotice: async () => {} },
    });
    await keyless.ready();
    const answer = await keyless.inject({
      method: 'POST',
      url: '/api/user/idNumber',
      payload: { idNumber: NUMBER },
      headers: { ticket: playerTicket },
    });
    await keyless.close();
    expect(answer.json().message).toBe(
      '服务器未设置身份证号码加密密钥（ID_NUMBER_KEY），暂不能保存身份证号码',
    );
  });
});
