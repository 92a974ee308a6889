// Guesses at passwords and check codes are limited per address and per phone and address together
// (server/auth/attempt-limits.ts): a stranger runs out of tries without locking the owner out, and
// when many addresses together lock a phone's password, its owner still signs in with an SMS code.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createCapturingSms, createTestUser } from '../../test-support/test-users';
import { CODE_CHECK_LIMITS, PASSWORD_LIMITS } from '../../auth/attempt-limits';
import { ErrorCode } from '../../http/business-error';

const OWNER = '13900000001';
const VOLUNTEER = '13900000003';
const ATTACKER = '10.0.0.66';
const OWNER_HOME = '10.0.0.1';

let test: TestApp;
let sms: ReturnType<typeof createCapturingSms>;
const clock = { t: Date.UTC(2026, 4, 1, 8) };

beforeEach(async () => {
  sms = createCapturingSms();
  test = await buildTestApp({ sms, now: () => clock.t });
  await createTestUser(test.db, { phone: OWNER, name: '王磊', type: 'player' });
  await createTestUser(test.db, { phone: VOLUNTEER, name: '陈静', type: 'volunteer' });
});
afterEach(() => test.close());

interface Answer {
  code: number;
  message: string;
}
const from = (address: string) => ({
  post: (url: string, payload: object) =>
    test.app
      .inject({ method: 'POST', url, payload, remoteAddress: address })
      .then((r) => r.json<Answer>()),
  get: (url: string) =>
    test.app.inject({ url, remoteAddress: address }).then((r) => r.json<Answer>()),
});

/** A hundred password checks, each a real scrypt run, on a machine that may be busy. */
const SCRYPT_HUNDRED_MS = 90_000;

const newPhone = (i: number) => `137${String(i).padStart(8, '0')}`;
const wrongPassword = (phone: string) => ({ phone, password: 'guess-123' });

describe('password checks', () => {
  it(
    'share one limit per address between the portal and the scoring app',
    async () => {
      const attacker = from(ATTACKER);
      const { limit } = PASSWORD_LIMITS.perAddress;
      for (let i = 0; i < limit; i += 1) {
        const url = i % 2 === 0 ? '/api/user/pwLogin' : '/api/volunteer/login';
        const answer = await attacker.post(url, wrongPassword(newPhone(i)));
        expect(answer.message).toBe('手机号或密码错误');
      }
      for (const url of ['/api/user/pwLogin', '/api/volunteer/login']) {
        expect(await attacker.post(url, { phone: VOLUNTEER, password: 'demo1234' })).toMatchObject({
          code: ErrorCode.rateLimited,
          message: expect.stringMatching(/^登录尝试过于频繁，请 \d+ 秒后再试$/),
        });
      }
      expect(
        (
          await from(OWNER_HOME).post('/api/volunteer/login', {
            phone: VOLUNTEER,
            password: 'demo1234',
          })
        ).code,
      ).toBe(0);
    },
    SCRYPT_HUNDRED_MS,
  );

  it('lock a phone only for the address that guessed it', async () => {
    const attacker = from(ATTACKER);
    for (let i = 0; i < PASSWORD_LIMITS.perPhoneAndAddress.limit; i += 1) {
      await attacker.post('/api/volunteer/login', wrongPassword(OWNER));
    }
    expect((await attacker.post('/api/user/pwLogin', wrongPassword(OWNER))).code).toBe(
      ErrorCode.rateLimited,
    );
    const owner = await from(OWNER_HOME).post('/api/user/pwLogin', {
      phone: OWNER,
      password: 'demo1234',
    });
    expect(owner).toMatchObject({ code: 0, message: '登录成功' });
  });

  it(
    'lock a phone guessed from many addresses, and an SMS code still opens it',
    async () => {
      const { perPhone, perPhoneAndAddress } = PASSWORD_LIMITS;
      const addresses = Math.ceil(perPhone.limit / perPhoneAndAddress.limit);
      for (let a = 0; a < addresses; a += 1) {
        for (let i = 0; i < perPhoneAndAddress.limit; i += 1) {
          await from(`10.1.0.${a}`).post('/api/user/pwLogin', wrongPassword(OWNER));
        }
      }
      const owner = from(OWNER_HOME);
      const locked = await owner.post('/api/user/pwLogin', { phone: OWNER, password: 'demo1234' });
      expect(locked).toMatchObject({
        code: ErrorCode.rateLimited,
        message: expect.stringMatching(/^密码尝试过于频繁，请 \d+ 秒后再试，或使用短信验证码登录$/),
      });
      expect(await owner.get(`/api/user/sendCheckCode?phone=${OWNER}&scene=login`)).toMatchObject({
        code: 0,
      });
      const byCode = await owner.post('/api/user/ccLogin', {
        phone: OWNER,
        code: sms.lastCode(OWNER),
      });
      expect(byCode).toMatchObject({ code: 0, message: '登录成功' });
      // The password lock itself lasts its hour.
      clock.t += perPhone.windowMs;
      expect(
        (await owner.post('/api/user/pwLogin', { phone: OWNER, password: 'demo1234' })).code,
      ).toBe(0);
    },
    SCRYPT_HUNDRED_MS,
  );
});

describe('code checks', () => {
  type Check = (phone: string) => readonly [url: string, payload: object];
  const checks: Record<'ccLogin' | 'register' | 'resetPassword', Check> = {
    ccLogin: (phone: string) => ['/api/user/ccLogin', { phone, code: '123456' }],
    register: (phone: string) => [
      '/api/user/register',
      {
        phone,
        code: '123456',
        password: 'feipan2026',
        name: '陈晓',
        type: 'player',
        gender: 'F',
        city: '杭州',
      },
    ],
    resetPassword: (phone: string) => [
      '/api/user/resetPassword',
      { phone, code: '123456', password: 'newpass99' },
    ],
  };

  it.each(['ccLogin', 'register', 'resetPassword'] as const)(
    'are limited per address across phones: %s',
    async (name) => {
      const attacker = from(ATTACKER);
      const { limit } = CODE_CHECK_LIMITS.perAddress;
      for (let i = 0; i < limit; i += 1) {
        const answer = await attacker.post(...checks[name](newPhone(i)));
        expect(answer.message).toBe('验证码已失效，请重新获取');
      }
      const refused = await attacker.post(...checks[name](newPhone(limit)));
      expect(refused).toMatchObject({
        code: ErrorCode.rateLimited,
        message: expect.stringMatching(/^验证码尝试过于频繁，请 \d+ 秒后再试$/),
      });
      expect((await from(OWNER_HOME).post(...checks[name](newPhone(0)))).code).toBe(
        ErrorCode.validation,
      );
    },
  );

  it('are limited per phone and address, so the owner still gets in with their code', async () => {
    const attacker = from(ATTACKER);
    for (let i = 0; i < CODE_CHECK_LIMITS.perPhoneAndAddress.limit; i += 1) {
      await attacker.post(...checks.ccLogin(OWNER));
    }
    expect((await attacker.post(...checks.ccLogin(OWNER))).code).toBe(ErrorCode.rateLimited);
    const owner = from(OWNER_HOME);
    await owner.get(`/api/user/sendCheckCode?phone=${OWNER}&scene=login`);
    const answer = await owner.post('/api/user/ccLogin', {
      phone: OWNER,
      code: sms.lastCode(OWNER),
    });
    expect(answer).toMatchObject({ code: 0, message: '登录成功' });
  });
});

describe('the address counted', () => {
  const guessFrom = (app: TestApp, forwardedFor: string) =>
    app.app
      .inject({
        method: 'POST',
        url: '/api/user/pwLogin',
        payload: wrongPassword(OWNER),
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': forwardedFor },
      })
      .then((r) => r.json<Answer>().code);

  it.each([
    [false, 'the connection’s, when X-Forwarded-For is not trusted', ErrorCode.rateLimited],
    [true, 'the client’s, behind a trusted proxy', 1000],
  ])('with trustProxy %s is %s', async (trustProxy, _, eleventh) => {
    const behind = await buildTestApp({ trustProxy });
    try {
      await createTestUser(behind.db, { phone: OWNER });
      for (let i = 0; i < PASSWORD_LIMITS.perPhoneAndAddress.limit; i += 1) {
        expect(await guessFrom(behind, '203.0.113.1')).toBe(1000);
      }
      expect(await guessFrom(behind, '203.0.113.2')).toBe(eleventh);
    } finally {
      await behind.close();
    }
  });
});
