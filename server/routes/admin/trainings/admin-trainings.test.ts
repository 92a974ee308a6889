// The console's training calls through the real app: the list and its filters, create, edit, the
// life cycle (publish now or at a time, withdraw, pin) and what visitors see of it, the audit row
// of every write, the sign-up list with full phones, and bad input that changes nothing.
import { describe, expect, it } from 'vitest';
import type { AdminTraining, TrainingSignupList } from '../../../../src/contract/admin-trainings';
import type { TrainingDetail } from '../../../../src/contract/content-portal';
import { ErrorCode } from '../../../http/business-error';
import { dayFromNow, useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();

const course = (fields: Record<string, unknown> = {}) => ({
  title: '第一期三级裁判员培训班',
  kind: 'judge',
  level: 'level3',
  city: '杭州',
  place: '黄龙体育中心',
  startDate: dayFromNow(30),
  endDate: dayFromNow(31),
  fee: 600,
  capacity: 2,
  signupDeadline: dayFromNow(20),
  signup: '电话 0571-00000000',
  content: '<h2>课程</h2><p>规则与判罚</p>',
  ...fields,
});

const create = (fields: Record<string, unknown> = {}) =>
  world.call<AdminTraining>('POST', '/api/admin/trainings', { payload: course(fields) });
const auditOf = (id: number) =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'training')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const publicDetail = (id: number) =>
  world.call<TrainingDetail>('GET', `/api/trainings/${id}`, { ticket: '' });

describe('creating and editing', () => {
  it('creates a draft, sanitizes its body, records who did it, and keeps it from visitors', async () => {
    const answer = await create({ content: '<p onclick="x()">好<script>alert(1)</script></p>' });
    expect(answer).toMatchObject({
      code: 0,
      message: '培训已保存',
      data: {
        title: '第一期三级裁判员培训班',
        kind: 'judge',
        levelName: '三级',
        status: 'draft',
        publishedAt: '',
        pinned: false,
        signedUp: 0,
        updatedBy: '周晓东',
      },
    });
    expect(answer.data.content).toBe('<p>好</p>');
    const [row] = await auditOf(answer.data.id);
    expect(row).toMatchObject({ action: 'training.create', user_name: '周晓东' });
    expect(row?.summary).toBe('新建培训：第一期三级裁判员培训班');
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ id: answer.data.id, status: 'draft' });
    expect((await publicDetail(answer.data.id)).code).toBe(ErrorCode.notFound);
  });

  it('edits a course and keeps its status, with the record before and after', async () => {
    const { data } = await create();
    const answer = await world.call<AdminTraining>('POST', `/api/admin/trainings/${data.id}`, {
      payload: course({ title: '第二期三级裁判员培训班', capacity: 30 }),
    });
    expect(answer.data).toMatchObject({
      title: '第二期三级裁判员培训班',
      capacity: 30,
      status: 'draft',
    });
    const rows = await auditOf(data.id);
    expect(rows.map((row) => row.action)).toEqual(['training.create', 'training.update']);
    expect(JSON.parse(rows[1]?.before ?? '{}')).toMatchObject({ title: '第一期三级裁判员培训班' });
    expect(JSON.parse(rows[1]?.after ?? '{}')).toMatchObject({ title: '第二期三级裁判员培训班' });
  });

  it('answers 培训不存在 for an unknown course', async () => {
    const answer = await world.call('POST', '/api/admin/trainings/999999', { payload: course() });
    expect(answer).toMatchObject({ code: ErrorCode.notFound, message: '培训不存在' });
  });
});

describe('the life cycle', () => {
  it('publishes now: visitors see it at once; withdrawn, they do not', async () => {
    const { data } = await create();
    const published = await world.call<AdminTraining>(
      'POST',
      `/api/admin/trainings/${data.id}/publish`,
      { payload: {} },
    );
    expect(published).toMatchObject({ code: 0, message: '培训已发布' });
    expect(published.data.status).toBe('published');
    expect(Date.parse(published.data.publishedAt)).toBeLessThanOrEqual(Date.now());
    expect((await publicDetail(data.id)).data.title).toBe('第一期三级裁判员培训班');

    const withdrawn = await world.call<AdminTraining>(
      'POST',
      `/api/admin/trainings/${data.id}/withdraw`,
    );
    expect(withdrawn).toMatchObject({ code: 0, data: { status: 'withdrawn' } });
    expect((await publicDetail(data.id)).code).toBe(ErrorCode.notFound);
    expect((await auditOf(data.id)).map((row) => row.action)).toEqual([
      'training.create',
      'training.publish',
      'training.withdraw',
    ]);
  });

  it('publishes at a time ahead: hidden until the clock reaches it', async () => {
    const { data } = await create();
    const at = new Date(Date.now() + 2 * 3600 * 1000).toISOString();
    const answer = await world.call<AdminTraining>(
      'POST',
      `/api/admin/trainings/${data.id}/publish`,
      { payload: { publishAt: at } },
    );
    expect(answer).toMatchObject({ message: '培训将按时发布', data: { publishedAt: at } });
    expect((await publicDetail(data.id)).code).toBe(ErrorCode.notFound);
    world.setOffset(3 * 3600 * 1000);
    expect((await publicDetail(data.id)).code).toBe(0);
  });

  it('refuses a publish time in the past and withdrawing a draft, changing nothing', async () => {
    const { data } = await create();
    const before = await world.snapshot('trainings');
    const past = await world.call('POST', `/api/admin/trainings/${data.id}/publish`, {
      payload: { publishAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(past).toMatchObject({ code: ErrorCode.business, message: '发布时间不能早于当前时间' });
    const draft = await world.call('POST', `/api/admin/trainings/${data.id}/withdraw`);
    expect(draft).toMatchObject({ code: ErrorCode.business, message: '只有已发布的内容可以撤回' });
    expect(await world.snapshot('trainings')).toEqual(before);
    expect(await auditOf(data.id)).toHaveLength(1);
  });

  it('pins a course to the top of the console list and of the public list', async () => {
    const { data } = await create({
      title: '置顶的培训班',
      startDate: dayFromNow(3),
      signupDeadline: dayFromNow(2),
      endDate: dayFromNow(3),
    });
    await world.call('POST', `/api/admin/trainings/${data.id}/publish`, { payload: {} });
    const pinned = await world.call<AdminTraining>('POST', `/api/admin/trainings/${data.id}/pin`, {
      payload: { pinned: true },
    });
    expect(pinned).toMatchObject({ message: '培训已置顶', data: { pinned: true } });
    const list = await world.call<{ list: { id: number }[] }>('GET', '/api/admin/trainings');
    expect(list.data.list[0]?.id).toBe(data.id);
    const unpinned = await world.call<AdminTraining>(
      'POST',
      `/api/admin/trainings/${data.id}/pin`,
      {
        payload: { pinned: false },
      },
    );
    expect(unpinned.data.pinned).toBe(false);
  });
});

describe('the list', () => {
  it('searches, filters by kind and status, and pages', async () => {
    const { data } = await create({ title: '独一无二的搜索培训' });
    type Rows = {
      list: { id: number; kind: string; status: string }[];
      total: number;
      size: number;
    };
    const found = await world.call<Rows>('GET', '/api/admin/trainings?q=独一无二');
    expect(found.data.list.map((row) => row.id)).toEqual([data.id]);
    const judges = await world.call<Rows>('GET', '/api/admin/trainings?kind=judge&size=100');
    expect(judges.data.list.every((row) => row.kind === 'judge')).toBe(true);
    const drafts = await world.call<Rows>('GET', '/api/admin/trainings?status=draft&size=100');
    expect(drafts.data.list.length).toBeGreaterThan(0);
    expect(drafts.data.list.every((row) => row.status === 'draft')).toBe(true);
    const paged = await world.call<Rows>('GET', '/api/admin/trainings?page=2&size=2');
    expect(paged.data).toMatchObject({ page: 2, size: 2 });
    expect(paged.data.list).toHaveLength(2);
  });

  it('refuses a bad filter with a Chinese message', async () => {
    const answer = await world.call('GET', '/api/admin/trainings?status=gone');
    expect(answer).toMatchObject({
      code: ErrorCode.validation,
      message: '状态只能是草稿、已发布或已撤回',
    });
  });
});

describe('the sign-up list', () => {
  it('lists the people signed up now, with their full phone, earliest first', async () => {
    const { data } = await create();
    await world.call('POST', `/api/admin/trainings/${data.id}/publish`, { payload: {} });
    const signUp = await world.call('POST', `/api/trainings/${data.id}/signup`, {
      ticket: world.player,
    });
    expect(signUp.code).toBe(0);
    const answer = await world.call<TrainingSignupList>(
      'GET',
      `/api/admin/trainings/${data.id}/signups`,
    );
    expect(answer.data.training).toEqual({ id: data.id, title: data.title, kind: 'judge' });
    expect(answer.data.list).toHaveLength(1);
    expect(answer.data.list[0]).toMatchObject({ name: '李明', phone: '13800000001' });

    await world.call('POST', `/api/trainings/${data.id}/withdraw`, { ticket: world.player });
    const after = await world.call<TrainingSignupList>(
      'GET',
      `/api/admin/trainings/${data.id}/signups`,
    );
    expect(after.data.list).toEqual([]);
  });

  it('takes no sign-up for a course visitors cannot see', async () => {
    const { data } = await create();
    const draft = await world.call('POST', `/api/trainings/${data.id}/signup`, {
      ticket: world.player,
    });
    expect(draft).toMatchObject({ code: ErrorCode.notFound, message: '培训不存在' });
    await world.call('POST', `/api/admin/trainings/${data.id}/publish`, { payload: {} });
    await world.call('POST', `/api/admin/trainings/${data.id}/withdraw`);
    const withdrawn = await world.call('POST', `/api/trainings/${data.id}/signup`, {
      ticket: world.player,
    });
    expect(withdrawn.code).toBe(ErrorCode.notFound);
    const rows = await world.test.db
      .selectFrom('training_signups')
      .select('id')
      .where('training_id', '=', data.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string][] = [
    ['an empty body', {}, '请填写标题'],
    ['an empty title', course({ title: '  ' }), '请填写标题'],
    ['a title too long', course({ title: '长'.repeat(101) }), '标题不能超过 100 个字'],
    ['a capacity of the wrong type', course({ capacity: '三十' }), '名额必须是数字'],
    ['a fee left out', course({ fee: undefined }), '请填写费用'],
    ['a kind not offered', course({ kind: 'coachx' }), '类别只能是教练员或裁判员'],
    ['a day that does not exist', course({ startDate: '2030-02-30' }), '开始日期不是有效的日期'],
    ['an empty day', course({ endDate: '' }), '结束日期格式应为 YYYY-MM-DD'],
    ['a day left out', course({ signupDeadline: undefined }), '请填写报名截止日期'],
    [
      'a deadline after the start',
      course({ signupDeadline: dayFromNow(40) }),
      '报名截止日期不能晚于开始日期',
    ],
    ['an end before the start', course({ endDate: dayFromNow(1) }), '结束日期不能早于开始日期'],
    ['a body too long', course({ content: 'x'.repeat(200_001) }), '正文不能超过 200000 个字符'],
    ['a level not in the list', course({ level: 'level9' }), '等级不存在，请从列表中选择'],
  ];
  it.each(cases)(
    'refuses %s with a Chinese message and changes nothing',
    async (_, payload, message) => {
      const before = await Promise.all([world.snapshot('trainings'), world.snapshot('audit_log')]);
      const created = await world.call('POST', '/api/admin/trainings', { payload });
      expect(created).toMatchObject({ code: ErrorCode.validation, message });
      const first = (
        await world.test.db
          .selectFrom('trainings')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
      const updated = await world.call('POST', `/api/admin/trainings/${first}`, { payload });
      expect(updated).toMatchObject({ code: ErrorCode.validation, message });
      expect(await Promise.all([world.snapshot('trainings'), world.snapshot('audit_log')])).toEqual(
        before,
      );
    },
  );

  it('refuses a pin that is not yes or no, and a publish time that is not one', async () => {
    const { data } = await create();
    const pin = await world.call('POST', `/api/admin/trainings/${data.id}/pin`, {
      payload: { pinned: 'yes' },
    });
    expect(pin).toMatchObject({ code: ErrorCode.validation, message: '置顶必须是是或否' });
    const publish = await world.call('POST', `/api/admin/trainings/${data.id}/publish`, {
      payload: { publishAt: '明天' },
    });
    expect(publish).toMatchObject({ code: ErrorCode.validation, message: '发布时间格式不正确' });
  });
});
