import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../../test-support/build-test-app';
import { createCapturingSms, createTestUser } from '../../test-support/test-users';
import { ErrorCode } from '../../http/business-error';

const NEW_PHONE = '13911112222';
const PLAYER = '13900000001';

let test: TestApp;
let sms: ReturnType<typeof createCapturingSms>;
const clock = { t: Date.UTC(2026, 4, 1, 8) };

beforeEach(async () => {
  sms = createCapturingSms();
  test = await buildTestApp({ sms, now: () => clock.t });
  await createTestUser(test.db, { phone: PLAYER, name: '王磊' });
});
afterEach(() => test.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers }).then((r) => r.json());
const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, headers }).then((r) => r.json());

async function codeFor(phone: string, scene: 'register' | 'reset'): Promise<string> {
  clock.t += 61_000;
  await get(`/api/user/sendCheckCode?phone=${phone}&scene=${scene}`);
  return sms.lastCode(phone);
}

const registration = (code: string) => ({
  phone: NEW_PHONE,
  code,
  password: 'feipan2026',
  name: '陈晓',
  type: 'contact',
  gender: 'F',
  city: '杭州',
});

describe('POST /api/user/register', () => {
  it('creates the user, signs them in, and stores only a password hash', async () => {
    const body = await post(
      '/api/user/register',
      registration(await codeFor(NEW_PHONE, 'register')),
    );
    expect(body.code).toBe(0);
    expect(body.message).toBe('注册成功');
    expect(body.data.user).toMatchObject({
      name: '陈晓',
      type: 'contact',
      phone: NEW_PHONE,
      gender: 'F',
      city: '杭州',
    });
    expect((await get('/api/user/getUserInfo', withTicket(body.data.ticket))).data.id).toBe(
      body.data.user.id,
    );
    const row = await test.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', NEW_PHONE)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('feipan2026');
    expect(await loginAs(test.app, NEW_PHONE, 'feipan2026')).toBeTruthy();
  });

  it('needs the right register code', async () => {
    await codeFor(NEW_PHONE, 'register');
    const wrong = sms.lastCode(NEW_PHONE) === '000000' ? '111111' : '000000';
    const body = await post('/api/user/register', registration(wrong));
    expect(body).toMatchObject({
      code: ErrorCode.validation,
      message: '验证码错误，还可尝试 4 次',
    });
    expect(
      await test.db.selectFrom('users').select('id').where('phone', '=', NEW_PHONE).execute(),
    ).toEqual([]);
  });

  it('tells that a phone is taken only to whoever holds its register code', async () => {
    const code = await codeFor(PLAYER, 'register');
    const body = await post('/api/user/register', { ...registration(code), phone: PLAYER });
    expect(body).toMatchObject({ code: ErrorCode.conflict, message: '该手机号已注册，请直接登录' });
    expect(await test.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('answers a wrong or missing code alike for a taken and a new phone', async () => {
    const attempt = (phone: string, code: string) =>
      post('/api/user/register', { ...registration(code), phone });
    // No code was ever sent to either.
    const newNoCode = await attempt(NEW_PHONE, '123456');
    expect(newNoCode).toEqual({
      code: ErrorCode.validation,
      message: '验证码已失效，请重新获取',
      data: null,
    });
    expect(await attempt(PLAYER, '123456')).toEqual(newNoCode);
    // Each holds a live code that the guess misses.
    const newCode = await codeFor(NEW_PHONE, 'register');
    const takenCode = await codeFor(PLAYER, 'register');
    const wrongGuess = ['000000', '111111', '222222'].find(
      (guess) => guess !== newCode && guess !== takenCode,
    ) as string;
    const onNew = await attempt(NEW_PHONE, wrongGuess);
    expect(onNew.message).toBe('验证码错误，还可尝试 4 次');
    expect(await attempt(PLAYER, wrongGuess)).toEqual(onNew);
  });

  it('checks every field in Chinese and creates nothing', async () => {
    const code = await codeFor(NEW_PHONE, 'register');
    const cases: [object, string][] = [
      [{ type: 'staff' }, '注册类型只能是球员或俱乐部联系人'],
      [{ name: '' }, '请输入姓名'],
      [{ name: '很'.repeat(21) }, '姓名不能超过 20 个字'],
      [{ gender: 'X' }, '请选择性别'],
      [{ city: ' ' }, '请输入所在城市'],
      [{ password: '12345' }, '密码长度不能少于 6 位'],
    ];
    for (const [change, message] of cases) {
      const body = await post('/api/user/register', { ...registration(code), ...change });
      expect(body).toMatchObject({ code: ErrorCode.validation, message });
    }
    expect(await test.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    // The code survived the refused attempts: validation runs before the code is touched.
    expect((await post('/api/user/register', registration(code))).code).toBe(0);
  });
});

describe('POST /api/user/resetPassword', () => {
  it('sets the new password and kills every ticket of the user', async () => {
    const phoneTicket = await loginAs(test.app, PLAYER);
    const laptopTicket = await loginAs(test.app, PLAYER);
    const code = await codeFor(PLAYER, 'reset');
    const body = await post('/api/user/resetPassword', {
      phone: PLAYER,
      code,
      password: 'newpass99',
    });
    expect(body).toEqual({ code: 0, message: '密码已重置，请重新登录', data: null });
    for (const ticket of [phoneTicket, laptopTicket]) {
      expect((await get('/api/user/getUserInfo', withTicket(ticket))).code).toBe(401);
    }
    await expect(loginAs(test.app, PLAYER)).rejects.toThrow('手机号或密码错误');
    expect(await loginAs(test.app, PLAYER, 'newpass99')).toBeTruthy();
  });

  it('answers a code request the same for an unknown phone, and sends nothing', async () => {
    const known = await get(`/api/user/sendCheckCode?phone=${PLAYER}&scene=reset`);
    const unknown = await get(`/api/user/sendCheckCode?phone=${NEW_PHONE}&scene=reset`);
    expect(unknown).toEqual(known);
    expect(sms.sent.map((item) => item.phone)).toEqual([PLAYER]);
    // The 60 s rule applies to both alike, so it does not tell them apart either.
    const knownAgain = await get(`/api/user/sendCheckCode?phone=${PLAYER}&scene=reset`);
    const unknownAgain = await get(`/api/user/sendCheckCode?phone=${NEW_PHONE}&scene=reset`);
    expect(unknownAgain).toEqual(knownAgain);
    expect(unknownAgain.code).toBe(ErrorCode.rateLimited);
  });

  it('fails for an unknown phone like an expired code', async () => {
    const body = await post('/api/user/resetPassword', {
      phone: NEW_PHONE,
      code: '123456',
      password: 'newpass99',
    });
    expect(body).toMatchObject({ code: ErrorCode.validation, message: '验证码已失效，请重新获取' });
  });

  it('does not take a login code', async () => {
    clock.t += 61_000;
    await get(`/api/user/sendCheckCode?phone=${PLAYER}&scene=login`);
    const body = await post('/api/user/resetPassword', {
      phone: PLAYER,
      code: sms.lastCode(PLAYER),
      password: 'newpass99',
    });
    expect(body.code).not.toBe(0);
  });
});
