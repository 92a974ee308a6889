// The demo site with its staff member signed in, and the calls the 站点设置 tests make.
import type { TestApp } from './build-test-app';
import { buildTestApp, loginAs, withTicket } from './build-test-app';

export interface SiteFixture {
  t: TestApp;
  /** A staff call: the envelope it answered. */
  staff: <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) => Promise<Answer<T>>;
  /** A visitor's read of a public call (the answer cache's view). */
  visit: <T = unknown>(url: string) => Promise<Answer<T>>;
  /** How many audit rows there are: a refused write adds none. */
  auditCount: () => Promise<number>;
}

export interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

export async function siteFixture(): Promise<SiteFixture> {
  const t = await buildTestApp({ demo: true });
  const ticket = await loginAs(t.app, '13800000000');
  return {
    t,
    staff: async (method, url, payload) =>
      (
        await t.app.inject({
          method,
          url,
          headers: withTicket(ticket),
          ...(payload === undefined ? {} : { payload: payload as object }),
        })
      ).json(),
    visit: async (url) => (await t.app.inject({ url })).json(),
    auditCount: async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

/** Chinese, and nothing of the machinery: no stack, no SQL. */
export const CHINESE_REFUSAL = /^[^\n]*[\u4e00-\u9fff][^\n]*$/;
