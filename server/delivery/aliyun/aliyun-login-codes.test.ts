// Check codes through SMS_PROVIDER=aliyun, end to end: the app asks the local gateway (which
// verifies the signature) to send the 验证码 template, the code it carried logs the person in;
// the day's limit per phone is refused in Chinese; a refusing provider leaves the answer as it is
// for every phone and goes to the log with the phone masked and without the code.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { CODES_PER_PHONE_PER_DAY } from '../../auth/check-codes';
import { migrateToLatest } from '../../db/migrate';
import { ErrorCode } from '../../http/business-error';
import { logOptions } from '../../http/log-options';
import { openFreshDatabase, type FreshDatabase } from '../../test-support/build-test-app';
import {
  gatewayOk,
  gatewayRefusal,
  startFakeGateway,
  type FakeGateway,
} from '../../test-support/fake-aliyun-gateway';
import { createTestUser } from '../../test-support/test-users';
import type { FastifyInstance } from 'fastify';

const PLAYER = '13900000001';
const REFUSED = '13900000002';
const clock = { t: Date.UTC(2026, 10, 29, 2) };
const logLines: string[] = [];

let gateway: FakeGateway;
let fresh: FreshDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = await startFakeGateway('the-secret', ({ params }) =>
    params.PhoneNumbers === REFUSED
      ? gatewayRefusal('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1')
      : gatewayOk(),
  );
  fresh = await openFreshDatabase();
  await migrateToLatest(fresh.db);
  app = await buildApp({
    db: fresh.db,
    now: () => clock.t,
    logger: {
      ...logOptions('info'),
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
    smsProvider: 'aliyun',
    aliyunSms: {
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'the-secret',
      signName: '飞盘协会',
      loginTemplate: 'SMS_100001',
      urgentTemplate: 'SMS_100002',
      endpoint: gateway.endpoint,
    },
  });
  await createTestUser(fresh.db, { phone: PLAYER });
  await createTestUser(fresh.db, { phone: REFUSED });
});
afterAll(async () => {
  await app.close();
  await fresh.drop();
  await gateway.close();
});

const sendCode = (phone: string) =>
  app
    .inject({ url: `/api/user/sendCheckCode?phone=${phone}&scene=login` })
    .then((r) => r.json<{ code: number; message: string }>());

describe('check codes through Alibaba Cloud SMS', () => {
  it('sends the code in the 验证码 template, and that code logs in', async () => {
    expect(await sendCode(PLAYER)).toMatchObject({ code: 0 });
    const sent = gateway.received.at(-1)!.params;
    expect(sent).toMatchObject({ PhoneNumbers: PLAYER, TemplateCode: 'SMS_100001' });
    const { code } = JSON.parse(sent.TemplateParam!) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/ccLogin',
      payload: { phone: PLAYER, code },
    });
    expect(login.json()).toMatchObject({ code: 0 });
  });

  it('refuses in Chinese past the day’s limit per phone, and sends nothing more', async () => {
    for (let i = 1; i < CODES_PER_PHONE_PER_DAY; i += 1) {
      clock.t += 61_000;
      expect(await sendCode(PLAYER)).toMatchObject({ code: 0 });
    }
    const sentBefore = gateway.received.length;
    clock.t += 61_000;
    expect(await sendCode(PLAYER)).toEqual({
      code: ErrorCode.rateLimited,
      message: '该手机号今天获取验证码的次数已用完，请明天再试',
      data: expect.anything(),
    });
    expect(gateway.received.length).toBe(sentBefore);
    clock.t += 24 * 60 * 60 * 1000;
    expect(await sendCode(PLAYER)).toMatchObject({ code: 0 });
    expect(gateway.received.length).toBe(sentBefore + 1);
  });

  it('answers as for any phone when the provider refuses, and logs it masked, without the code', async () => {
    logLines.length = 0;
    expect(await sendCode(REFUSED)).toEqual(await sendCode('13900000099'));
    const line = logLines.find((text) => text.includes('check code not sent'));
    expect(line).toContain('139****0002');
    expect(line).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(logLines.join('')).not.toContain(REFUSED);
    const { code } = JSON.parse(gateway.received.at(-1)!.params.TemplateParam!) as { code: string };
    expect(logLines.join('')).not.toContain(code);
  });
});
