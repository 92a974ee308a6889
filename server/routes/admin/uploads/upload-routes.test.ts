// POST /api/admin/uploads and GET /api/uploads/{id}: every accepted type goes in and comes back
// byte for byte with its headers; whatever lies about its type, is too big, empty or unnamed is
// refused in Chinese and leaves no row behind.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../../auth/tickets';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { listenLocally } from '../../../test-support/raw-http';
import { createTestUser } from '../../../test-support/test-users';
import {
  CFB,
  CSV,
  GIF,
  JPEG,
  PDF,
  PNG,
  TXT,
  WEBP,
  ooxml,
  zip,
} from '../../../test-support/sample-files';
import { sendUpload } from '../../../test-support/upload-client';

let t: TestApp;
let ticket: string;
let staffId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staffId = await createTestUser(t.db, { phone: '13900000001', type: 'staff', name: '王编辑' });
  ticket = await issueTicket(t.db, staffId, t.app.now());
});
afterAll(() => t.close());

const count = async (table: 'uploads' | 'audit_log') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const ACCEPTED = [
  ['image', 'logo.png', PNG, 'image/png'],
  ['image', '合影.JPG', JPEG, 'image/jpeg'],
  ['image', 'photo.jpeg', JPEG, 'image/jpeg'],
  ['image', 'spin.gif', GIF, 'image/gif'],
  ['image', 'banner.webp', WEBP, 'image/webp'],
  ['file', '极限飞盘规则.pdf', PDF, 'application/pdf'],
  ['file', '报名表.doc', CFB, 'application/msword'],
  ['file', '报名表.xls', CFB, 'application/vnd.ms-excel'],
  ['file', '讲义.ppt', CFB, 'application/vnd.ms-powerpoint'],
  [
    'file',
    '报名表.docx',
    ooxml('docx'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'file',
    '成绩.xlsx',
    ooxml('xlsx'),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'file',
    '讲义.pptx',
    ooxml('pptx'),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  ['file', '资料包.zip', zip({ 'a.txt': '飞盘' }), 'application/zip'],
  ['file', '名单模板.csv', CSV, 'text/csv'],
  ['file', '说明.txt', TXT, 'text/plain'],
] as const;

describe('POST /api/admin/uploads', () => {
  it.each(ACCEPTED)('takes a %s named %s', async (kind, fileName, bytes, mime) => {
    const before = await count('uploads');
    const body = await sendUpload(t.app, ticket, bytes, fileName, kind);
    expect(body).toMatchObject({ code: 0, data: { fileName, mime, size: bytes.length } });
    const id = body.data?.id as number;
    expect(body.data?.url).toBe(`/api/uploads/${id}`);
    expect(await count('uploads')).toBe(before + 1);
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.data).equals(bytes)).toBe(true);
    expect(row).toMatchObject({
      file_name: fileName,
      mime,
      size: bytes.length,
      created_by: staffId,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records the upload in 操作记录, without the bytes', async () => {
    const body = await sendUpload(t.app, ticket, PNG, '会徽.png', 'image');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'upload')
      .where('target_id', '=', String(body.data?.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: staffId,
      user_name: '王编辑',
      action: 'upload.create',
      summary: '上传图片：会徽.png',
    });
    expect(JSON.parse(audit.after ?? '')).toMatchObject({
      file_name: '会徽.png',
      size: PNG.length,
    });
  });

  const MB = 1024 * 1024;
  const REFUSED = [
    ['a PNG named .pdf', PNG, '规则.pdf', 'file', '文件内容与扩展名不符'],
    ['a .png that is text', TXT, '海报.png', 'image', '文件内容与扩展名不符'],
    ['a PDF named .txt', PDF, '说明.txt', 'file', '文件内容与扩展名不符'],
    [
      'a plain ZIP named .docx',
      zip({ 'a.txt': 'x' }),
      '报名表.docx',
      'file',
      '文件内容与扩展名不符',
    ],
    [
      'a .txt that is not UTF-8',
      Buffer.from('飞盘', 'utf16le'),
      '说明.txt',
      'file',
      '文本文件必须是 UTF-8 编码',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      '图标.svg',
      'image',
      '只能上传 PNG、JPG、GIF 或 WebP 图片',
    ],
    ['a PDF sent as an image', PDF, '规则.pdf', 'image', '只能上传 PNG、JPG、GIF 或 WebP 图片'],
    [
      'a program',
      Buffer.from('MZ\x90\x00', 'latin1'),
      'setup.exe',
      'file',
      '只能上传 PDF、Word、Excel、PPT、ZIP、CSV 或 TXT 文件',
    ],
    [
      'a name without an extension',
      PDF,
      'README',
      'file',
      '只能上传 PDF、Word、Excel、PPT、ZIP、CSV 或 TXT 文件',
    ],
    [
      'an image over 5 MB',
      Buffer.concat([PNG, Buffer.alloc(5 * MB)]),
      '大图.png',
      'image',
      '图片不能超过 5 MB',
    ],
    [
      'a file over 20 MB',
      Buffer.concat([PDF, Buffer.alloc(20 * MB)]),
      '大文件.pdf',
      'file',
      '文件不能超过 20 MB',
    ],
    ['an empty body', Buffer.alloc(0), '空.pdf', 'file', '文件是空的，请选择要上传的文件'],
  ] as const;

  it.each(REFUSED)(
    'refuses %s in Chinese and keeps nothing',
    async (_what, bytes, fileName, kind, message) => {
      const [uploads, audits] = [await count('uploads'), await count('audit_log')];
      const body = await sendUpload(t.app, ticket, bytes, fileName, kind);
      expect(body).toMatchObject({ code: 1001, message });
      expect([await count('uploads'), await count('audit_log')]).toEqual([uploads, audits]);
    },
  );

  it.each([
    ['no name', '?kind=file', '请提供文件名'],
    ['an empty name', '?kind=file&fileName=%20', '请提供文件名'],
    [
      'a name of 101 characters',
      `?kind=file&fileName=${'长'.repeat(97)}.pdf`,
      '文件名不能超过 100 个字',
    ],
    ['a path for a name', '?kind=file&fileName=..%2Fetc%2Fpasswd.pdf', '文件名不能包含 / 或 \\'],
    [
      'a direction mark in the name',
      '?kind=file&fileName=%E2%80%AEfdp.exe',
      '文件名不能包含控制字符或文字方向符号',
    ],
    ['no kind', '?fileName=a.pdf', '上传类别只能是图片或文件'],
    ['an unknown kind', '?fileName=a.pdf&kind=video', '上传类别只能是图片或文件'],
  ])('refuses %s', async (_what, query, message) => {
    const uploads = await count('uploads');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/uploads${query}`,
      headers: { ticket, 'content-type': 'application/octet-stream' },
      payload: PDF,
    });
    expect(response.json()).toMatchObject({ code: 1001, message });
    expect(await count('uploads')).toBe(uploads);
  });

  it('refuses a JSON body: the bytes travel raw', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?kind=file&fileName=a.pdf',
      headers: { ticket },
      payload: { data: PDF.toString('base64') },
    });
    expect(response.json()).toMatchObject({
      code: 1001,
      message: '文件是空的，请选择要上传的文件',
    });
  });
});

describe('a body sent without a length (chunked)', () => {
  it('is cut off just past the limit, answered in Chinese, and the connection closed', async () => {
    const port = await listenLocally(t.app);
    const uploads = await count('uploads');
    const chunk = Buffer.concat([PNG, Buffer.alloc(64 * 1024 - PNG.length)]);
    const { sent, answer, connection } = await new Promise<{
      sent: number;
      answer: string;
      connection: string | undefined;
    }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({
        port,
        method: 'POST',
        path: `/api/admin/uploads?kind=image&fileName=${encodeURIComponent('长图.png')}`,
        headers: { ticket, 'content-type': 'application/octet-stream' },
      });
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (part: Buffer) => (text += part.toString('utf8')));
        res.on('end', () => resolve({ sent, answer: text, connection: res.headers.connection }));
      });
      // The server may close while bytes are still on their way: that is the point.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(JSON.parse(answer)).toMatchObject({ code: 1001, message: '图片不能超过 5 MB' });
    expect(connection).toBe('close');
    expect(sent).toBeLessThan(10 * 1024 * 1024);
    expect(await count('uploads')).toBe(uploads);
  });
});
