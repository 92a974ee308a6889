// Nothing a stranger can send tells a registered phone from an unknown one: not the answer to a
// password, not the time it takes, not a code request. (Registration and reset codes are checked
// in register-routes.test.ts.)
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createCapturingSms, createTestUser } from '../../test-support/test-users';

const PLAYER = '13900000001';
const VOLUNTEER = '13900000003';
const UNKNOWN = '13999999999';

let test: TestApp;
let sms: ReturnType<typeof createCapturingSms>;
const clock = { t: Date.UTC(2026, 4, 1, 8) };

beforeAll(async () => {
  sms = createCapturingSms();
  test = await buildTestApp({ sms, now: () => clock.t });
  await createTestUser(test.db, { phone: PLAYER, type: 'player' });
  await createTestUser(test.db, { phone: VOLUNTEER, type: 'volunteer' });
});
afterAll(() => test.close());

let address = 0;
/** Each call from its own address, so the attempt limits stay out of the way. */
const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app
    .inject({ method, url, payload, remoteAddress: `10.2.0.${(address += 1) % 250}` })
    .then((r) => r.body);

describe('password logins', () => {
  it.each(['/api/user/pwLogin', '/api/volunteer/login'])(
    '%s answers every failure alike',
    async (url) => {
      const wrong = await send('POST', url, { phone: PLAYER, password: 'not-it-1' });
      expect(JSON.parse(wrong)).toEqual({ code: 1000, message: '手机号或密码错误', data: null });
      expect(await send('POST', url, { phone: UNKNOWN, password: 'not-it-1' })).toBe(wrong);
      expect(await send('POST', url, { phone: VOLUNTEER, password: 'not-it-1' })).toBe(wrong);
    },
  );

  it('the scoring login refuses the right password of a player like a wrong one', async () => {
    const wrong = await send('POST', '/api/volunteer/login', { phone: PLAYER, password: 'x-1234' });
    expect(
      await send('POST', '/api/volunteer/login', { phone: PLAYER, password: 'demo1234' }),
    ).toBe(wrong);
  });

  it.each(['/api/user/pwLogin', '/api/volunteer/login'])(
    '%s takes as long for an unknown phone as for a registered one',
    async (url) => {
      // Alternating, so a busy machine slows both alike.
      const times: Record<string, number[]> = { [PLAYER]: [], [UNKNOWN]: [] };
      for (let i = 0; i < 16; i += 1) {
        const phone = i % 2 === 0 ? PLAYER : UNKNOWN;
        const start = performance.now();
        await send('POST', url, { phone, password: `guess-${i}` });
        times[phone]?.push(performance.now() - start);
      }
      const median = (list: number[] = []) => list.sort((a, b) => a - b)[list.length >> 1] ?? 0;
      const registered = median(times[PLAYER]);
      const unknown = median(times[UNKNOWN]);
      // scrypt runs for both; without it an unknown phone answered some twenty times faster.
      expect(registered).toBeGreaterThan(10);
      expect(unknown).toBeGreaterThan(registered * 0.5);
    },
  );
});

describe('code requests', () => {
  it.each(['login', 'register', 'reset'])('answer alike for every phone: %s', async (scene) => {
    clock.t += 61_000;
    const known = await send('GET', `/api/user/sendCheckCode?phone=${PLAYER}&scene=${scene}`);
    const unknown = await send('GET', `/api/user/sendCheckCode?phone=${UNKNOWN}&scene=${scene}`);
    expect(JSON.parse(known)).toEqual({
      code: 0,
      message: '验证码已发送，5 分钟内有效',
      data: null,
    });
    expect(unknown).toBe(known);
    // Within the minute both are refused alike too.
    const knownAgain = await send('GET', `/api/user/sendCheckCode?phone=${PLAYER}&scene=${scene}`);
    const unknownAgain = await send(
      'GET',
      `/api/user/sendCheckCode?phone=${UNKNOWN}&scene=${scene}`,
    );
    expect(unknownAgain).toBe(knownAgain);
    expect(JSON.parse(knownAgain).code).toBe(1029);
  });

  it('send login and reset codes only where they can be used', () => {
    expect(sms.sent.map(({ phone, scene }) => `${scene} ${phone}`)).toEqual([
      `login ${PLAYER}`,
      `register ${PLAYER}`,
      `register ${UNKNOWN}`,
      `reset ${PLAYER}`,
    ]);
  });
});
