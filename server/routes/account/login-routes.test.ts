import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../../test-support/build-test-app';
import { createCapturingSms, createTestUser } from '../../test-support/test-users';
import { ErrorCode } from '../../http/business-error';

const DAY = 24 * 60 * 60 * 1000;
const PLAYER = '13900000001';

let test: TestApp;
let sms: ReturnType<typeof createCapturingSms>;
const clock = { t: Date.UTC(2026, 4, 1, 8) };
let playerId: number;

beforeEach(async () => {
  sms = createCapturingSms();
  test = await buildTestApp({ sms, now: () => clock.t });
  playerId = await createTestUser(test.db, { phone: PLAYER, name: '王磊', type: 'player' });
});
afterEach(() => test.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers }).then((r) => r.json());
const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url, headers }).then((r) => r.json());

describe('POST /api/user/pwLogin', () => {
  it('answers a ticket and the current user', async () => {
    const body = await post('/api/user/pwLogin', { phone: PLAYER, password: 'demo1234' });
    expect(body.code).toBe(0);
    expect(body.message).toBe('登录成功');
    expect(body.data.ticket).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toEqual({
      id: playerId,
      name: '王磊',
      type: 'player',
      phone: PLAYER,
      gender: 'M',
      city: '上海',
      clubId: null,
      isClubContact: false,
      mustChangePassword: false,
    });
  });

  it('gives one message for a wrong password and an unknown phone', async () => {
    const wrong = await post('/api/user/pwLogin', { phone: PLAYER, password: 'wrong-pass' });
    const unknown = await post('/api/user/pwLogin', { phone: '13999999999', password: 'demo1234' });
    expect(wrong).toEqual({ code: ErrorCode.business, message: '手机号或密码错误', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('checks its input in Chinese', async () => {
    expect((await post('/api/user/pwLogin', { phone: '123', password: 'demo1234' })).message).toBe(
      '手机号格式不正确',
    );
    expect((await post('/api/user/pwLogin', { phone: PLAYER })).message).toBe('请输入密码');
    expect((await post('/api/user/pwLogin', { phone: PLAYER, password: '123' })).message).toBe(
      '密码长度不能少于 6 位',
    );
  });

  it('accepts a form-encoded body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/pwLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phone=${PLAYER}&password=demo1234`,
    });
    expect(response.json().code).toBe(0);
  });

  it('limits attempts per phone from one address, with a Chinese message', async () => {
    for (let i = 0; i < 10; i += 1)
      await post('/api/user/pwLogin', { phone: PLAYER, password: 'bad-guess' });
    const refused = await post('/api/user/pwLogin', { phone: PLAYER, password: 'demo1234' });
    expect(refused.code).toBe(ErrorCode.rateLimited);
    expect(refused.message).toMatch(/^密码尝试过于频繁，请 \d+ 秒后再试，或使用短信验证码登录$/);
    clock.t += 10 * 60 * 1000;
    expect((await post('/api/user/pwLogin', { phone: PLAYER, password: 'demo1234' })).code).toBe(0);
  });

  it('limits attempts per address across phones', async () => {
    let last = { code: 0 };
    for (let i = 0; i <= 100; i += 1) {
      last = await post('/api/user/pwLogin', {
        phone: `137${String(i).padStart(8, '0')}`,
        password: 'x1234567',
      });
    }
    expect(last.code).toBe(ErrorCode.rateLimited);
    // A hundred scrypt runs: unknown phones cost as much as registered ones.
  }, 90_000);
});

describe('GET /api/user/getUserInfo and POST /api/user/logout', () => {
  it('answers body code 401 without a valid ticket', async () => {
    for (const headers of [{}, withTicket('not-a-ticket')]) {
      const body = await get('/api/user/getUserInfo', headers);
      expect(body).toEqual({ code: 401, message: '未登录或登录已过期，请重新登录', data: null });
    }
  });

  it('answers the user for a valid ticket until logout', async () => {
    const ticket = await loginAs(test.app, PLAYER);
    expect((await get('/api/user/getUserInfo', withTicket(ticket))).data.id).toBe(playerId);
    const out = await post('/api/user/logout', {}, withTicket(ticket));
    expect(out).toEqual({ code: 0, message: '已退出登录', data: null });
    expect((await get('/api/user/getUserInfo', withTicket(ticket))).code).toBe(401);
    expect((await post('/api/user/logout', {}, withTicket(ticket))).code).toBe(401);
  });

  it('logs out one device only', async () => {
    const phone = await loginAs(test.app, PLAYER);
    const laptop = await loginAs(test.app, PLAYER);
    await post('/api/user/logout', {}, withTicket(phone));
    expect((await get('/api/user/getUserInfo', withTicket(laptop))).code).toBe(0);
  });

  it('expires a ticket after 30 days without use', async () => {
    const kept = await loginAs(test.app, PLAYER);
    const idle = await loginAs(test.app, PLAYER);
    clock.t += 20 * DAY;
    expect((await get('/api/user/getUserInfo', withTicket(kept))).code).toBe(0);
    clock.t += 20 * DAY;
    expect((await get('/api/user/getUserInfo', withTicket(kept))).code).toBe(0);
    expect((await get('/api/user/getUserInfo', withTicket(idle))).code).toBe(401);
  });
});

describe('SMS codes and POST /api/user/ccLogin', () => {
  const sendCode = (phone: string, scene = 'login') =>
    get(`/api/user/sendCheckCode?phone=${phone}&scene=${scene}`);

  it('sends a six-digit code and logs in with it once', async () => {
    expect(await sendCode(PLAYER)).toEqual({
      code: 0,
      message: '验证码已发送，5 分钟内有效',
      data: null,
    });
    expect(sms.sent).toEqual([
      { phone: PLAYER, code: expect.stringMatching(/^\d{6}$/), scene: 'login' },
    ]);
    const code = sms.lastCode(PLAYER);
    const login = await post('/api/user/ccLogin', { phone: PLAYER, code });
    expect(login.code).toBe(0);
    expect(login.data.user.id).toBe(playerId);
    const again = await post('/api/user/ccLogin', { phone: PLAYER, code });
    expect(again).toMatchObject({
      code: ErrorCode.validation,
      message: '验证码已失效，请重新获取',
    });
  });

  it('sends at most one code per phone per 60 s', async () => {
    await sendCode(PLAYER);
    clock.t += 45_000;
    expect(await sendCode(PLAYER)).toMatchObject({
      code: ErrorCode.rateLimited,
      message: '请 15 秒后再试',
    });
    expect(sms.sent).toHaveLength(1);
    clock.t += 15_000;
    expect((await sendCode(PLAYER)).code).toBe(0);
    expect(sms.sent).toHaveLength(2);
  });

  it('lets a code live 5 minutes', async () => {
    await sendCode(PLAYER);
    clock.t += 5 * 60 * 1000;
    const late = await post('/api/user/ccLogin', { phone: PLAYER, code: sms.lastCode(PLAYER) });
    expect(late.message).toBe('验证码已失效，请重新获取');
  });

  it('kills a code after 5 wrong tries', async () => {
    await sendCode(PLAYER);
    const code = sms.lastCode(PLAYER);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await post('/api/user/ccLogin', { phone: PLAYER, code: wrong })).message);
    expect(messages).toEqual([
      '验证码错误，还可尝试 4 次',
      '验证码错误，还可尝试 3 次',
      '验证码错误，还可尝试 2 次',
      '验证码错误，还可尝试 1 次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect((await post('/api/user/ccLogin', { phone: PLAYER, code })).message).toBe(
      '验证码错误次数过多，请重新获取',
    );
  });

  it('kills the previous code when a new one is sent', async () => {
    await sendCode(PLAYER);
    const first = sms.lastCode(PLAYER);
    clock.t += 61_000;
    await sendCode(PLAYER);
    const second = sms.lastCode(PLAYER);
    if (first !== second) {
      expect((await post('/api/user/ccLogin', { phone: PLAYER, code: first })).code).not.toBe(0);
    }
    expect((await post('/api/user/ccLogin', { phone: PLAYER, code: second })).code).toBe(0);
  });

  it('keeps codes per scene: a register code does not log in', async () => {
    await sendCode('13911112222', 'register');
    const code = sms.lastCode('13911112222');
    expect((await post('/api/user/ccLogin', { phone: '13911112222', code })).code).not.toBe(0);
  });

  it('answers a code request alike for every phone; login codes go to registered phones only', async () => {
    const known = await sendCode(PLAYER, 'login');
    const unknown = await sendCode('13911112222', 'login');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ code: 0, message: '验证码已发送，5 分钟内有效', data: null });
    expect(sms.sent.map((item) => item.phone)).toEqual([PLAYER]);
    // A registration code goes to a taken phone too: its holder learns it is taken on register.
    clock.t += 61_000;
    expect(await sendCode(PLAYER, 'register')).toEqual(known);
    expect(sms.sent.map((item) => item.scene)).toEqual(['login', 'register']);
  });

  it('checks its input in Chinese', async () => {
    expect((await get('/api/user/sendCheckCode?phone=123&scene=login')).message).toBe(
      '手机号格式不正确',
    );
    expect((await get(`/api/user/sendCheckCode?phone=${PLAYER}&scene=hack`)).message).toBe(
      '验证码用途不正确',
    );
    expect((await post('/api/user/ccLogin', { phone: PLAYER, code: '12ab' })).message).toBe(
      '验证码为 6 位数字',
    );
  });

  it('limits code requests per address', async () => {
    let last = { code: 0 };
    for (let i = 0; i <= 20; i += 1)
      last = await sendCode(`136${String(i).padStart(8, '0')}`, 'register');
    expect(last.code).toBe(ErrorCode.rateLimited);
    expect(sms.sent).toHaveLength(20);
  });
});
