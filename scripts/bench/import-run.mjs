// One import as the console makes it: staff sign in, send the sheet for a preview, then send it
// again to import. Resolves with each step's milliseconds, where the server says they went (its
// Server-Timing header: reading the file, checking the rows, the write transaction) and what it
// answered.
import { performance } from 'node:perf_hooks';

const { fetch } = globalThis;

/** The demo staff account (server/demo, docs/api-conventions.md). */
const STAFF = { phone: '13800000000', password: 'demo1234' };

/** `read;dur=812.4, check;dur=95.0, write;dur=31.2` → { read: 812.4, check: 95, write: 31.2 } */
const serverTiming = (header) =>
  Object.fromEntries(
    (header ?? '').split(',').flatMap((metric) => {
      const match = /^\s*(\w+);dur=([\d.]+)\s*$/.exec(metric);
      return match ? [[match[1], Number(match[2])]] : [];
    }),
  );

async function call(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${new URL(url).pathname}: ${envelope.message}`);
  return {
    data: envelope.data,
    ms: performance.now() - started,
    server: serverTiming(response.headers.get('server-timing')),
  };
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
    preview: preview.server,
    commit: commit.server,
    valid: preview.data.valid,
    created: commit.data.created,
  };
}
