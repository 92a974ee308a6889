// The console's download calls through the real app: a file uploaded, made a draft download, then
// published (now or at a time), withdrawn, pinned, edited with or without a new file; what visitors
// see of each step, byte for byte; the audit row of every write; bad input that changes nothing.
import { describe, expect, it } from 'vitest';
import type { AdminDownload, AdminDownloadRow } from '../../../../src/contract/admin-downloads';
import type { UploadedFile } from '../../../../src/contract/admin-uploads';
import type { DownloadItem } from '../../../../src/contract/content-portal';
import { ErrorCode } from '../../../http/business-error';
import type { Page } from '../../../test-support/demo-app';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';
import { CSV, PDF } from '../../../test-support/sample-files';
import { sendUpload } from '../../../test-support/upload-client';

const world = useConsoleWorld();

async function upload(bytes: Buffer, fileName: string): Promise<UploadedFile> {
  const body = await sendUpload(world.test.app, world.staff, bytes, fileName, 'file');
  expect(body.code, body.message).toBe(0);
  return body.data as UploadedFile;
}

async function createDraft(name: string, bytes = PDF, fileName = `${name}.pdf`) {
  const file = await upload(bytes, fileName);
  const answer = await world.call<AdminDownload>('POST', '/api/admin/downloads', {
    payload: { name, category: 'competition_file', uploadId: file.id },
  });
  expect(answer.code, answer.message).toBe(0);
  return answer.data;
}

const auditOf = (id: number) =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'download')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

/** What a visitor sees in the download centre's category. */
const publicList = async () =>
  (
    await world.call<Page<DownloadItem>>(
      'GET',
      '/api/downloads?category=competition_file&pageSize=50',
      {
        ticket: '',
      },
    )
  ).data.list;

const publicFile = (id: number) => world.test.app.inject({ url: `/api/downloads/${id}/file` });

describe('creating a download from an upload', () => {
  it('makes a draft with the upload’s bytes, name and type, kept from visitors', async () => {
    const item = await createDraft('2026 年全国锦标赛竞赛规程', PDF, '竞赛规程（2026）.pdf');
    expect(item).toMatchObject({
      name: '2026 年全国锦标赛竞赛规程',
      category: 'competition_file',
      fileName: '竞赛规程（2026）.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      status: 'draft',
      publishedAt: '',
      pinned: false,
      updatedBy: '周晓东',
      fileUrl: expect.stringMatching(/^\/api\/uploads\/\d+$/),
    });
    const row = await world.test.db
      .selectFrom('downloads')
      .select('data')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.data).equals(PDF)).toBe(true);
    expect((await publicList()).map((file) => file.id)).not.toContain(item.id);
    expect((await publicFile(item.id)).json()).toMatchObject({ code: ErrorCode.notFound });

    // Staff open a draft's file at the public address of its upload.
    const staffFile = await world.test.app.inject({ url: item.fileUrl });
    expect(staffFile.rawPayload.equals(PDF)).toBe(true);

    const [audit] = await auditOf(item.id);
    expect(audit).toMatchObject({
      action: 'download.create',
      user_name: '周晓东',
      summary: '新建下载：2026 年全国锦标赛竞赛规程（竞赛规程（2026）.pdf）',
      before: null,
    });
    expect(JSON.parse(audit?.after ?? '')).toMatchObject({ id: item.id, status: 'draft' });
  });
});

describe('the life cycle as visitors see it', () => {
  it('publish shows it at once, byte for byte under its Chinese name; withdraw hides it', async () => {
    const item = await createDraft('报名表模板', CSV, '报名表模板.csv');
    const published = await world.call<AdminDownload>(
      'POST',
      `/api/admin/downloads/${item.id}/publish`,
      { payload: {} },
    );
    expect(published).toMatchObject({
      code: 0,
      message: '下载已发布',
      data: { status: 'published' },
    });
    const listed = (await publicList()).find((file) => file.id === item.id);
    expect(listed).toMatchObject({
      name: '报名表模板',
      fileName: '报名表模板.csv',
      size: CSV.length,
    });
    const response = await publicFile(item.id);
    expect(response.rawPayload.equals(CSV)).toBe(true);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('报名表模板.csv');

    const withdrawn = await world.call<AdminDownload>(
      'POST',
      `/api/admin/downloads/${item.id}/withdraw`,
    );
    expect(withdrawn).toMatchObject({
      code: 0,
      message: '下载已撤回',
      data: { status: 'withdrawn' },
    });
    expect((await publicList()).map((file) => file.id)).not.toContain(item.id);
    expect((await publicFile(item.id)).json()).toMatchObject({ code: ErrorCode.notFound });

    const again = await world.call('POST', `/api/admin/downloads/${item.id}/publish`, {
      payload: { publishAt: '' },
    });
    expect(again.code).toBe(0);
    expect((await publicList()).map((file) => file.id)).toContain(item.id);

    expect((await auditOf(item.id)).map((row) => row.action)).toEqual([
      'download.create',
      'download.publish',
      'download.withdraw',
      'download.publish',
    ]);
  });

  it('a publish time ahead shows it only when that time comes', async () => {
    const item = await createDraft('定时发布的规则');
    const at = new Date(Date.now() + 3600_000).toISOString();
    const answer = await world.call<AdminDownload>(
      'POST',
      `/api/admin/downloads/${item.id}/publish`,
      {
        payload: { publishAt: at },
      },
    );
    expect(answer).toMatchObject({ message: '下载将按时发布', data: { publishedAt: at } });
    expect((await publicList()).map((file) => file.id)).not.toContain(item.id);
    world.setOffset(3600_000 + 1000);
    expect((await publicList()).map((file) => file.id)).toContain(item.id);
  });

  it('a pinned item comes first in the visitors’ list', async () => {
    const item = await createDraft('置顶的文件');
    await world.call('POST', `/api/admin/downloads/${item.id}/publish`, { payload: {} });
    const pinned = await world.call<AdminDownload>('POST', `/api/admin/downloads/${item.id}/pin`, {
      payload: { pinned: true },
    });
    expect(pinned).toMatchObject({ message: '下载已置顶', data: { pinned: true } });
    expect((await publicList())[0]?.id).toBe(item.id);
    await world.call('POST', `/api/admin/downloads/${item.id}/pin`, { payload: { pinned: false } });
    expect((await auditOf(item.id)).at(-1)).toMatchObject({
      action: 'download.pin',
      summary: '取消置顶下载：置顶的文件',
    });
  });

  it('refuses to withdraw what is not published, and a publish time in the past', async () => {
    const item = await createDraft('未发布的文件');
    expect(await world.call('POST', `/api/admin/downloads/${item.id}/withdraw`)).toMatchObject({
      code: ErrorCode.business,
      message: '只有已发布的内容可以撤回',
    });
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect(
      await world.call('POST', `/api/admin/downloads/${item.id}/publish`, {
        payload: { publishAt: past },
      }),
    ).toMatchObject({ message: '发布时间不能早于当前时间' });
    expect((await auditOf(item.id)).map((row) => row.action)).toEqual(['download.create']);
  });
});

describe('editing', () => {
  it('keeps the file with uploadId 0, replaces it with a new upload, and records both', async () => {
    const item = await createDraft('培训讲义', PDF, '讲义.pdf');
    const kept = await world.call<AdminDownload>('POST', `/api/admin/downloads/${item.id}`, {
      payload: { name: '培训讲义（修订）', category: 'edu_file', uploadId: 0 },
    });
    expect(kept.data).toMatchObject({
      name: '培训讲义（修订）',
      category: 'edu_file',
      fileName: '讲义.pdf',
      size: PDF.length,
      status: 'draft',
    });
    const replacement = await upload(CSV, '讲义附表.csv');
    const replaced = await world.call<AdminDownload>('POST', `/api/admin/downloads/${item.id}`, {
      payload: { name: '培训讲义（修订）', category: 'edu_file', uploadId: replacement.id },
    });
    expect(replaced.data).toMatchObject({
      fileName: '讲义附表.csv',
      mime: 'text/csv',
      size: CSV.length,
    });
    const audits = await auditOf(item.id);
    expect(audits.map((row) => row.summary)).toEqual([
      '新建下载：培训讲义（讲义.pdf）',
      '修改下载：培训讲义（修订）',
      '修改下载并更换文件：培训讲义（修订）（讲义附表.csv）',
    ]);
    expect(JSON.parse(audits[2]?.before ?? '')).toMatchObject({ fileName: '讲义.pdf' });
  });
});

describe('the console list', () => {
  it('finds items by name or file name, by category and by status, newest change first', async () => {
    const item = await createDraft('独一无二的搜索词文件', PDF, 'unique-search.pdf');
    const byName = await world.call<{ list: AdminDownloadRow[]; total: number; size: number }>(
      'GET',
      `/api/admin/downloads?q=${encodeURIComponent('独一无二')}`,
    );
    expect(byName.data.list.map((row) => row.id)).toEqual([item.id]);
    const byFile = await world.call<{ list: AdminDownloadRow[] }>(
      'GET',
      '/api/admin/downloads?q=UNIQUE-SEARCH',
    );
    expect(byFile.data.list.map((row) => row.id)).toEqual([item.id]);
    const drafts = await world.call<{ list: AdminDownloadRow[]; total: number }>(
      'GET',
      '/api/admin/downloads?status=draft&category=competition_file&size=100',
    );
    expect(drafts.data.list.every((row) => row.status === 'draft')).toBe(true);
    expect(drafts.data.list.every((row) => row.category === 'competition_file')).toBe(true);
    expect(drafts.data.list.map((row) => row.id)).toContain(item.id);
    const all = await world.call<{ list: AdminDownloadRow[]; total: number; size: number }>(
      'GET',
      '/api/admin/downloads?size=5',
    );
    expect(all.data.size).toBe(5);
    expect(all.data.list).toHaveLength(5);
    expect(all.data.total).toBeGreaterThanOrEqual(9);
  });
});

describe('bad input changes nothing', () => {
  const valid = { name: '文件', category: 'frisbee_rule', uploadId: 1 };
  it.each([
    ['an empty name', { ...valid, name: '  ' }, '请填写标题'],
    ['a name of 101 characters', { ...valid, name: '长'.repeat(101) }, '标题不能超过 100 个字'],
    ['a name that is a number', { ...valid, name: 5 }, '请填写标题'],
    ['no category', { name: '文件', uploadId: 1 }, '请选择栏目'],
    ['an unknown category', { ...valid, category: 'video' }, '请选择栏目'],
    ['no file', { name: '文件', category: 'frisbee_rule' }, '请上传文件'],
    ['a file id that is text', { ...valid, uploadId: 'abc' }, '请上传文件'],
    ['a negative file id', { ...valid, uploadId: -1 }, '请上传文件'],
    ['uploadId 0 on a new item', { ...valid, uploadId: 0 }, '请上传文件'],
    [
      'an upload that does not exist',
      { ...valid, uploadId: 999999 },
      '上传的文件不存在，请重新上传',
    ],
  ])('refuses %s', async (_what, payload, message) => {
    const [downloads, audits] = [
      await world.snapshot('downloads'),
      await world.snapshot('audit_log'),
    ];
    const answer = await world.call('POST', '/api/admin/downloads', { payload });
    expect(answer).toMatchObject({ code: ErrorCode.validation, message });
    expect(await world.snapshot('downloads')).toEqual(downloads);
    expect(await world.snapshot('audit_log')).toEqual(audits);
  });

  it('refuses an edit of an item that does not exist, and a bad pin', async () => {
    expect(
      await world.call('POST', '/api/admin/downloads/999999', {
        payload: { ...valid, uploadId: 0 },
      }),
    ).toMatchObject({ code: ErrorCode.notFound, message: '下载不存在' });
    const item = await createDraft('置顶测试');
    expect(
      await world.call('POST', `/api/admin/downloads/${item.id}/pin`, {
        payload: { pinned: 'yes' },
      }),
    ).toMatchObject({ code: ErrorCode.validation, message: '置顶必须是是或否' });
    expect(await world.call('GET', '/api/admin/downloads?size=101')).toMatchObject({
      code: ErrorCode.validation,
      message: '每页条数最大为 100',
    });
  });
});
