// One import as the console makes it: staff sign in, send the sheet for a preview, then send it
// again to import. Resolves with each step's milliseconds and what the server answered.
import { performance } from 'node:perf_hooks';

const { fetch } = globalThis;

/** The demo staff account (server/demo, docs/api-conventions.md). */
const STAFF = { phone: '13800000000', password: 'demo1234' };

async function call(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${new URL(url).pathname}: ${envelope.message}`);
  return { data: envelope.data, ms: performance.now() - started };
}

export async function signInStaff(base) {
  const { data } = await call(`${base}/api/user/pwLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  return data.ticket;
}

export async function importSheet(base, ticket, sheet) {
  const send = (step) =>
    call(`${base}/api/admin/membership/imports/${step}?list=members&fileName=bench.xlsx`, {
      method: 'POST',
      headers: { ticket, 'content-type': 'application/octet-stream' },
      body: sheet,
    });
  const began = Date.now();
  const preview = await send('preview');
  const commit = await send('commit');
  return {
    began,
    ended: Date.now(),
    previewMs: preview.ms,
    commitMs: commit.ms,
    valid: preview.data.valid,
    created: commit.data.created,
  };
}
