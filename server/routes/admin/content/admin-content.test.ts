// The console's notice and news calls through the real app: create as a draft (body sanitized,
// summary derived), edit, the life cycle and what visitors see of it, pin, delete a draft, the
// list's search and filters, the audit row of every write, and bad input that changes nothing.
import { describe, expect, it } from 'vitest';
import type { AdminNews, AdminNotice } from '../../../../src/contract/admin-content';
import type { NoticeDetail, NoticePage } from '../../../../src/contract/content-portal';
import { ErrorCode } from '../../../http/business-error';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();

const notice = (fields: Record<string, unknown> = {}) => ({
  title: '关于举办春季联赛的通知',
  category: 'notice_competition',
  summary: '',
  content: '<h2>赛程</h2><p>四月开赛，欢迎报名。</p>',
  ...fields,
});
const create = (fields: Record<string, unknown> = {}) =>
  world.call<AdminNotice>('POST', '/api/admin/notices', { payload: notice(fields) });
const act = (id: number, verb: string, payload: unknown = {}) =>
  world.call<AdminNotice>('POST', `/api/admin/notices/${id}/${verb}`, { payload });
const auditOf = (id: number, type = 'notice') =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const visitor = <T>(url: string) => world.call<T>('GET', url, { ticket: '' });

describe('notices: creating and editing', () => {
  it('creates a draft with its body sanitized and its summary taken from the text', async () => {
    const answer = await create({
      content:
        '<p onclick="steal()">春季&amp;联赛<script>window.pwned = 1</script><img src="x" onerror="alert(1)"></p>',
    });
    expect(answer).toMatchObject({
      code: 0,
      message: '通知已保存',
      data: {
        status: 'draft',
        publishedAt: '',
        pinned: false,
        updatedBy: '周晓东',
        summary: '春季&联赛',
      },
    });
    expect(answer.data.content).not.toMatch(/script|onclick|onerror|pwned/);
    const [audit] = await auditOf(answer.data.id);
    expect(audit).toMatchObject({
      action: 'notice.create',
      summary: '新建通知：关于举办春季联赛的通知',
    });
    expect(await visitor(`/api/notices/${answer.data.id}`)).toMatchObject({
      code: ErrorCode.notFound,
      message: '公告不存在',
    });
  });

  it('keeps a summary the editor wrote, and edits keep the status with before and after', async () => {
    const { data: created } = await create({ summary: '自己写的摘要' });
    expect(created.summary).toBe('自己写的摘要');
    const edited = await world.call<AdminNotice>('POST', `/api/admin/notices/${created.id}`, {
      payload: notice({ title: '改过的标题', category: 'notice_other', summary: '' }),
    });
    expect(edited.data).toMatchObject({
      title: '改过的标题',
      category: 'notice_other',
      status: 'draft',
    });
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['notice.create', 'notice.update']);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({ title: '关于举办春季联赛的通知' });
    expect(JSON.parse(audit[1]?.after ?? '{}')).toMatchObject({ title: '改过的标题' });
  });

  it('answers 通知不存在 for an unknown id', async () => {
    expect(await world.call('GET', '/api/admin/notices/99999')).toMatchObject({
      code: ErrorCode.notFound,
      message: '通知不存在',
    });
    expect(await act(99999, 'publish')).toMatchObject({ message: '通知不存在' });
  });
});

describe('notices: the life cycle as visitors see it', () => {
  it('publishes now: on the list and the detail at once; withdrawn, gone; published again, back', async () => {
    const { data } = await create({ category: 'notice_publicity', title: '立即发布的通知' });
    const published = await act(data.id, 'publish');
    expect(published).toMatchObject({ message: '通知已发布', data: { status: 'published' } });
    const listed = async () =>
      (await visitor<NoticePage>('/api/notices?category=notice_publicity&pageSize=100')).data.list
        .map((row) => row.id)
        .includes(data.id);
    expect(await listed()).toBe(true);
    expect((await visitor<NoticeDetail>(`/api/notices/${data.id}`)).data.title).toBe(
      '立即发布的通知',
    );

    expect(await act(data.id, 'withdraw')).toMatchObject({
      message: '通知已撤回',
      data: { status: 'withdrawn' },
    });
    expect(await listed()).toBe(false);
    expect((await visitor(`/api/notices/${data.id}`)).code).toBe(ErrorCode.notFound);

    await act(data.id, 'publish');
    expect(await listed()).toBe(true);
    const actions = (await auditOf(data.id)).map((row) => row.action);
    expect(actions).toEqual([
      'notice.create',
      'notice.publish',
      'notice.withdraw',
      'notice.publish',
    ]);
  });

  it('publishes at a time ahead: hidden until the clock reaches it', async () => {
    const { data } = await create();
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect(await act(data.id, 'publish', { publishAt: at })).toMatchObject({
      message: '通知将按时发布',
      data: { status: 'published', publishedAt: at },
    });
    expect((await visitor(`/api/notices/${data.id}`)).code).toBe(ErrorCode.notFound);
    world.setOffset(3600_000 + 1000);
    expect((await visitor(`/api/notices/${data.id}`)).code).toBe(0);
  });

  it('refuses a time in the past and withdrawing a draft, changing nothing', async () => {
    const { data } = await create();
    const before = await world.snapshot('notices');
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect(await act(data.id, 'publish', { publishAt: past })).toMatchObject({
      code: ErrorCode.business,
      message: '发布时间不能早于当前时间',
    });
    expect(await act(data.id, 'withdraw')).toMatchObject({
      code: ErrorCode.business,
      message: '只有已发布的内容可以撤回',
    });
    expect(await world.snapshot('notices')).toEqual(before);
  });

  it('pins a notice above newer ones in the visitors list and on the home page', async () => {
    const { data } = await create({ category: 'notice_train', title: '置顶的通知' });
    await act(data.id, 'publish', {});
    // Published long ago, so only the pin can put it first.
    await world.test.db
      .updateTable('notices')
      .set({ published_at: '2001-01-01T00:00:00.000Z' })
      .where('id', '=', data.id)
      .execute();
    expect(await act(data.id, 'pin', { pinned: true })).toMatchObject({
      message: '通知已置顶',
      data: { pinned: true },
    });
    const first = await visitor<NoticePage>('/api/notices?category=notice_train');
    expect(first.data.list[0]?.id).toBe(data.id);
    const home = await visitor<{ notices: { notice_train: { id: number }[] } }>('/api/index');
    expect(home.data.notices.notice_train[0]?.id).toBe(data.id);
    await act(data.id, 'pin', { pinned: false });
    const after = await visitor<NoticePage>('/api/notices?category=notice_train&pageSize=100');
    expect(after.data.list[0]?.id).not.toBe(data.id);
  });

  it('deletes a draft, and refuses to delete what was published', async () => {
    const { data: draft } = await create();
    expect(await act(draft.id, 'delete')).toMatchObject({
      message: '通知草稿已删除',
      data: { id: draft.id },
    });
    expect((await world.call('GET', `/api/admin/notices/${draft.id}`)).code).toBe(
      ErrorCode.notFound,
    );
    expect((await auditOf(draft.id)).map((row) => row.action)).toEqual([
      'notice.create',
      'notice.delete',
    ]);

    const { data: shown } = await create();
    await act(shown.id, 'publish');
    await act(shown.id, 'withdraw');
    const before = await world.snapshot('notices');
    expect(await act(shown.id, 'delete')).toMatchObject({
      code: ErrorCode.business,
      message: '只能删除从未发布过的草稿，已发布的通知请撤回',
    });
    expect(await world.snapshot('notices')).toEqual(before);
  });
});

describe('the console list', () => {
  it('searches the title, filters by category and status, and pages', async () => {
    await create({ title: '独一无二的检索标题甲', category: 'notice_other' });
    const { data: b } = await create({ title: '独一无二的检索标题乙', category: 'notice_other' });
    await act(b.id, 'publish');
    const list = (query: string) =>
      world.call<{ list: AdminNotice[]; total: number; page: number; size: number }>(
        'GET',
        `/api/admin/notices?q=${encodeURIComponent('独一无二的检索')}${query}`,
      );
    expect((await list('')).data.total).toBe(2);
    expect((await list('&status=draft')).data.list.map((row) => row.title)).toEqual([
      '独一无二的检索标题甲',
    ]);
    expect((await list('&status=published&category=notice_other')).data.total).toBe(1);
    expect((await list('&category=notice_train')).data.total).toBe(0);
    const paged = await list('&size=1&page=2');
    expect(paged.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.data.list).toHaveLength(1);
  });

  it('lists every status to staff, drafts included', async () => {
    const all = await world.call<{ total: number }>('GET', '/api/admin/notices?size=1');
    const demo = await visitor<NoticePage>('/api/notices?pageSize=1');
    expect(all.data.total).toBeGreaterThan(demo.data.total);
  });
});

describe('news', () => {
  const news = (fields: Record<string, unknown> = {}) => ({
    title: '国际飞盘大会报道',
    category: 'news_international',
    summary: '',
    content: '<p>大会在上海举行。</p><table><tbody><tr><td>一</td></tr></tbody></table>',
    cover: '/api/uploads/1',
    source: '协会通讯',
    ...fields,
  });

  it('creates, publishes to 官方公告 and withdraws, with cover and source', async () => {
    const created = await world.call<AdminNews>('POST', '/api/admin/news', {
      payload: news({ category: 'official' }),
    });
    expect(created.data).toMatchObject({
      status: 'draft',
      cover: '/api/uploads/1',
      source: '协会通讯',
      summary: '大会在上海举行。 一',
    });
    const id = created.data.id;
    await world.call('POST', `/api/admin/news/${id}/publish`, { payload: {} });
    const home = await visitor<{ official: { id: number }[] }>('/api/index');
    expect(home.data.official.map((row) => row.id)).toContain(id);
    await world.call('POST', `/api/admin/news/${id}/withdraw`);
    const after = await visitor<{ official: { id: number }[] }>('/api/index');
    expect(after.data.official.map((row) => row.id)).not.toContain(id);
    expect((await auditOf(id, 'news')).map((row) => row.action)).toEqual([
      'news.create',
      'news.publish',
      'news.withdraw',
    ]);
  });

  it('refuses a cover that is not a site path or an http(s) address', async () => {
    const before = await world.snapshot('news');
    expect(
      await world.call('POST', '/api/admin/news', {
        payload: news({ cover: 'javascript:alert(1)' }),
      }),
    ).toMatchObject({ code: ErrorCode.validation, message: '封面地址不正确' });
    expect(await world.snapshot('news')).toEqual(before);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty title', { title: '  ' }, '请填写标题'],
    ['a title too long', { title: '长'.repeat(101) }, '标题不能超过 100 个字'],
    ['a title of the wrong type', { title: 5 }, '请填写标题'],
    ['no category', { category: undefined }, '请选择栏目'],
    ['a category of news', { category: 'official' }, '请选择栏目'],
    ['a summary too long', { summary: '摘'.repeat(201) }, '摘要不能超过 200 个字'],
    ['a body of the wrong type', { content: ['<p>'] }, '正文必须是文字'],
    ['a body too long', { content: 'x'.repeat(200_001) }, '正文不能超过 200000 个字符'],
  ])('refuses %s with a Chinese message and changes nothing', async (_, fields, message) => {
    const before = await world.snapshot('notices');
    const audit = await world.snapshot('audit_log');
    const answer = await world.call('POST', '/api/admin/notices', { payload: notice(fields) });
    expect(answer).toMatchObject({ code: ErrorCode.validation, message });
    const { data: existing } = await create();
    const afterCreate = await world.snapshot('notices');
    const edit = await world.call('POST', `/api/admin/notices/${existing.id}`, {
      payload: notice(fields),
    });
    expect(edit).toMatchObject({ code: ErrorCode.validation, message });
    expect(await world.snapshot('notices')).toEqual(afterCreate);
    expect(afterCreate.length).toBe(before.length + 1);
    expect((await world.snapshot('audit_log')).length).toBe(audit.length + 1);
  });

  it('refuses an empty body and bad life-cycle input', async () => {
    const { data } = await create();
    const before = await world.snapshot('notices');
    expect(await world.call('POST', '/api/admin/notices', { payload: {} })).toMatchObject({
      code: ErrorCode.validation,
      message: '请填写标题',
    });
    expect(await act(data.id, 'pin', { pinned: 'yes' })).toMatchObject({
      code: ErrorCode.validation,
      message: '置顶必须是是或否',
    });
    expect(await act(data.id, 'publish', { publishAt: '明天' })).toMatchObject({
      code: ErrorCode.validation,
      message: '发布时间格式不正确',
    });
    expect(await world.call('GET', '/api/admin/notices?status=gone')).toMatchObject({
      code: ErrorCode.validation,
      message: '状态只能是草稿、已发布或已撤回',
    });
    expect(await world.call('GET', '/api/admin/news?category=notice_train')).toMatchObject({
      code: ErrorCode.validation,
      message: '栏目不正确',
    });
    expect(await world.snapshot('notices')).toEqual(before);
  });
});
