import ky from 'ky';
import { test, expect, vi } from 'vitest';
test('probe', async () => {
  console.log(typeof Request, Request === globalThis.Request, String(AbortController).slice(0,40), location.href);
  const f = vi.fn(async (input: Request) => new Response(JSON.stringify({ url: input.url, sig: String(input.signal) }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', f);
  const r = await ky('http://localhost:3000/api/x', { timeout: 1000, credentials: 'include' }).json();
  console.log(r, f.mock.calls[0]);
  expect(r).toBeTruthy();
});
