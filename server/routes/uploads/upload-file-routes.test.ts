// GET /api/uploads/{id}: anyone gets an upload back byte for byte, with its type, length, a year's
// cache, an ETag that answers 304, and its name kept in Content-Disposition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../src/contract/admin-uploads';
import { issueTicket } from '../../auth/tickets';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createTestUser } from '../../test-support/test-users';
import { CSV, PDF, PNG } from '../../test-support/sample-files';
import { sendUpload } from '../../test-support/upload-client';

let t: TestApp;
let ticket: string;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createTestUser(t.db, { phone: '13900000002', type: 'staff' });
  ticket = await issueTicket(t.db, staff, t.app.now());
});
afterAll(() => t.close());

async function uploaded(bytes: Buffer, fileName: string, kind: 'image' | 'file') {
  const body = await sendUpload(t.app, ticket, bytes, fileName, kind);
  expect(body.code, body.message).toBe(0);
  return body.data as UploadedFile;
}

/** A visitor's GET: no ticket. */
const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/uploads/{id}', () => {
  it('sends an image inline, with its type, length and a year-long immutable cache', async () => {
    const file = await uploaded(PNG, '会徽.png', 'image');
    const response = await read(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('会徽.png');
  });

  it('sends a file as an attachment under its Chinese name', async () => {
    const file = await uploaded(PDF, '2026 年赛事规程（第二版）.pdf', 'file');
    const response = await read(file.url);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(
      '2026 年赛事规程（第二版）.pdf',
    );
  });

  it('names the character set of a text file', async () => {
    const file = await uploaded(CSV, '名单模板.csv', 'file');
    const response = await read(file.url);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.equals(CSV)).toBe(true);
  });

  it('has the hash of its bytes as ETag and answers a revalidation with 304', async () => {
    const file = await uploaded(PNG, 'again.png', 'image');
    const first = await read(file.url);
    const etag = String(first.headers.etag);
    const row = await t.db
      .selectFrom('uploads')
      .select('sha256')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(etag).toBe(`"${row.sha256}"`);
    const again = await read(file.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await read(file.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is the same for a signed-in reader: the bytes are public', async () => {
    const file = await uploaded(PNG, 'public.png', 'image');
    const response = await read(file.url, { ticket });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('says 文件不存在 for an unknown id, and refuses one that is not a number', async () => {
    const missing = await read('/api/uploads/999999');
    expect(missing.json()).toMatchObject({ code: 1004, message: '文件不存在' });
    expect(missing.headers['content-disposition']).toBeUndefined();
    expect(missing.headers['cache-control']).not.toMatch(/immutable/);
    expect((await read('/api/uploads/abc')).json()).toMatchObject({ code: 1001 });
  });
});
