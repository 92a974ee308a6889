// The console's competition calls through the real app: create, edit, the life cycle and what
// visitors see of it on /match (a draft answers as a missing one, the phase staff set wins over the
// dates), the list and its filters, documents and fee on the public page, deleting only an unused
// draft, the audit row of every write, and bad input that changes nothing.
import { describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../../src/contract/admin-competitions';
import type {
  CompetitionDetail,
  CompetitionPage,
} from '../../../../src/contract/content-competition';
import { ErrorCode } from '../../../http/business-error';
import { withTicket } from '../../../test-support/build-test-app';
import { PDF } from '../../../test-support/sample-files';
import { dayFromNow, useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();

const competition = (fields: Record<string, unknown> = {}) => ({
  name: '第一届西湖飞盘公开赛',
  level: 'C',
  scope: 'national',
  division: 'MIX',
  startDate: dayFromNow(30),
  endDate: dayFromNow(31),
  city: '杭州',
  venue: '黄龙体育中心',
  registrationOpens: dayFromNow(-1),
  registrationCloses: dayFromNow(20),
  minRoster: 10,
  maxRoster: 20,
  minMale: 4,
  minFemale: 4,
  fee: '每队 800 元',
  documents: [],
  phase: '',
  forfeitPoints: 15,
  cover: '',
  description: '<p>欢迎参赛</p>',
  ...fields,
});

const create = (fields: Record<string, unknown> = {}) =>
  world.call<AdminCompetition>('POST', '/api/admin/competitions', {
    payload: competition(fields),
  });
const publish = (id: number, publishAt?: string) =>
  world.call<AdminCompetition>('POST', `/api/admin/competitions/${id}/publish`, {
    payload: publishAt === undefined ? {} : { publishAt },
  });
const auditOf = (id: number) =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'competition')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const publicDetail = (id: number) =>
  world.call<CompetitionDetail>('GET', `/api/competitions/${id}`, { ticket: '' });
const publicList = (query = '') =>
  world.call<CompetitionPage>('GET', `/api/competitions?pageSize=50${query}`, { ticket: '' });
/** The ids /match lists of `ids`, with the list's query. */
const listedOf = async (ids: number[], query = '') =>
  (await publicList(query)).data.list.map((c) => c.id).filter((id) => ids.includes(id));

async function uploadPdf(fileName: string): Promise<number> {
  const response = await world.test.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=file&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...withTicket(world.staff), 'content-type': 'application/octet-stream' },
    payload: PDF,
  });
  return (response.json() as { data: { id: number } }).data.id;
}

describe('creating and editing', () => {
  it('creates a draft, sanitizes its description, records who did it, and hides it', async () => {
    const answer = await create({ description: '<p onclick="x()">好<script>1</script></p>' });
    expect(answer).toMatchObject({
      code: 0,
      message: '赛事已保存',
      data: {
        name: '第一届西湖飞盘公开赛',
        levelName: 'C级赛事（地方公开赛）',
        division: 'MIX',
        venue: '黄龙体育中心',
        minRoster: 10,
        maxRoster: 20,
        minMale: 4,
        fee: '每队 800 元',
        forfeitPoints: 15,
        // Left out: spirit scores close two days after the end date.
        spiritDeadline: '',
        spiritDeadlineUsed: dayFromNow(33),
        phase: 'registering',
        phaseOverride: '',
        entries: 0,
        games: 0,
        status: 'draft',
        publishedAt: '',
        updatedBy: '周晓东',
      },
    });
    expect(answer.data.description).toBe('<p>好</p>');
    const [row] = await auditOf(answer.data.id);
    expect(row).toMatchObject({ action: 'competition.create', user_name: '周晓东' });
    expect(row?.summary).toBe('新建赛事：第一届西湖飞盘公开赛');
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ id: answer.data.id, status: 'draft' });
    expect(await publicDetail(answer.data.id)).toMatchObject({
      code: ErrorCode.notFound,
      message: '赛事不存在',
    });
    expect((await publicList()).data.list.map((c) => c.id)).not.toContain(answer.data.id);
  });

  it('edits it keeping the status; a division other than mixed stores no gender minimums', async () => {
    const { data } = await create();
    const answer = await world.call<AdminCompetition>(
      'POST',
      `/api/admin/competitions/${data.id}`,
      { payload: competition({ name: '第一届西湖飞盘女子赛', division: 'FEMALE', venue: '' }) },
    );
    expect(answer.data).toMatchObject({
      name: '第一届西湖飞盘女子赛',
      division: 'FEMALE',
      minMale: 0,
      minFemale: 0,
      venue: '',
      status: 'draft',
    });
    const rows = await auditOf(data.id);
    expect(rows.map((row) => row.action)).toEqual(['competition.create', 'competition.update']);
    expect(JSON.parse(rows[1]?.before ?? '{}')).toMatchObject({ name: '第一届西湖飞盘公开赛' });
  });

  it('keeps documents as uploads and shows them with the fee on the public page', async () => {
    const rules = await uploadPdf('竞赛规程.pdf');
    const { data } = await create({ documents: [{ uploadId: rules, fileName: '竞赛规程.pdf' }] });
    expect(data.documents).toEqual([
      { uploadId: rules, fileName: '竞赛规程.pdf', url: `/api/uploads/${rules}` },
    ]);
    await publish(data.id);
    const detail = await publicDetail(data.id);
    expect(detail.data).toMatchObject({
      fee: '每队 800 元',
      minRoster: 10,
      documents: [{ fileName: '竞赛规程.pdf', url: `/api/uploads/${rules}` }],
    });
  });

  it('keeps the spirit deadline staff set, and uses it as the day spirit scores close', async () => {
    const answer = await create({ spiritDeadline: dayFromNow(40) });
    expect(answer.data).toMatchObject({
      spiritDeadline: dayFromNow(40),
      spiritDeadlineUsed: dayFromNow(40),
    });
    const row = await world.test.db
      .selectFrom('competitions')
      .select('spirit_deadline')
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row.spirit_deadline).toBe(dayFromNow(40));
  });

  it('answers 赛事不存在 for an unknown competition', async () => {
    const answer = await world.call('POST', '/api/admin/competitions/999999', {
      payload: competition(),
    });
    expect(answer).toMatchObject({ code: ErrorCode.notFound, message: '赛事不存在' });
    const read = await world.call('GET', '/api/admin/competitions/999999');
    expect(read).toMatchObject({ code: ErrorCode.notFound, message: '赛事不存在' });
  });
});

describe('publishing and the public pages', () => {
  it('publishes now: on /match and its page at once; withdrawn, gone again', async () => {
    const { data } = await create({ name: '发布测试飞盘赛' });
    const published = await publish(data.id);
    expect(published).toMatchObject({
      code: 0,
      message: '赛事已发布',
      data: { status: 'published' },
    });
    expect((await publicDetail(data.id)).data.name).toBe('发布测试飞盘赛');
    expect(await listedOf([data.id])).toEqual([data.id]);

    const withdrawn = await world.call<AdminCompetition>(
      'POST',
      `/api/admin/competitions/${data.id}/withdraw`,
    );
    expect(withdrawn).toMatchObject({ code: 0, data: { status: 'withdrawn' } });
    expect((await publicDetail(data.id)).code).toBe(ErrorCode.notFound);
    expect(await listedOf([data.id])).toEqual([]);
    expect((await auditOf(data.id)).map((row) => row.action)).toEqual([
      'competition.create',
      'competition.publish',
      'competition.withdraw',
    ]);
  });

  it('publishes at a time ahead: hidden until the clock reaches it', async () => {
    const { data } = await create();
    const at = new Date(Date.now() + 2 * 3600 * 1000).toISOString();
    expect(await publish(data.id, at)).toMatchObject({
      message: '赛事将按时发布',
      data: { publishedAt: at },
    });
    expect((await publicDetail(data.id)).code).toBe(ErrorCode.notFound);
    world.setOffset(3 * 3600 * 1000);
    expect((await publicDetail(data.id)).code).toBe(0);
  });

  it('keeps a draft off the home page and out of the search', async () => {
    const draft = await create({
      name: '首页草稿赛事',
      startDate: dayFromNow(2),
      endDate: dayFromNow(3),
      registrationOpens: '',
      registrationCloses: '',
    });
    type Home = { competitions: { id: number }[] };
    const before = await world.call<Home>('GET', '/api/index', { ticket: '' });
    expect(before.data.competitions.map((c) => c.id)).not.toContain(draft.data.id);
    const search = await world.call<{ competitions: { list: { id: number }[] } }>(
      'GET',
      `/api/index/search/${encodeURIComponent('首页草稿')}`,
      { ticket: '' },
    );
    expect(search.data.competitions.list).toEqual([]);
  });

  it('lets the phase staff set win over the dates, in the detail and the status filter', async () => {
    const { data } = await create({ name: '阶段测试飞盘赛' });
    await publish(data.id);
    expect((await publicDetail(data.id)).data.status).toBe('registering');
    const closed = await world.call<AdminCompetition>(
      'POST',
      `/api/admin/competitions/${data.id}`,
      {
        payload: competition({ name: '阶段测试飞盘赛', phase: 'upcoming' }),
      },
    );
    expect(closed.data).toMatchObject({ phase: 'upcoming', phaseOverride: 'upcoming' });
    expect((await publicDetail(data.id)).data.status).toBe('upcoming');
    expect(await listedOf([data.id], '&status=registering')).toEqual([]);
    expect(await listedOf([data.id], '&status=upcoming')).toEqual([data.id]);

    await world.call('POST', `/api/admin/competitions/${data.id}`, {
      payload: competition({ name: '阶段测试飞盘赛', phase: '' }),
    });
    expect((await publicDetail(data.id)).data.status).toBe('registering');
  });

  it('refuses a publish time in the past and withdrawing a draft, changing nothing', async () => {
    const { data } = await create();
    const before = await world.snapshot('competitions');
    const past = await publish(data.id, '2020-01-01T00:00:00.000Z');
    expect(past).toMatchObject({ code: ErrorCode.business, message: '发布时间不能早于当前时间' });
    const draft = await world.call('POST', `/api/admin/competitions/${data.id}/withdraw`);
    expect(draft).toMatchObject({ code: ErrorCode.business, message: '只有已发布的内容可以撤回' });
    expect(await world.snapshot('competitions')).toEqual(before);
    expect(await auditOf(data.id)).toHaveLength(1);
  });

  it('pins a competition to the top of the console list and of /match', async () => {
    const { data } = await create({
      startDate: '2001-05-01',
      endDate: '2001-05-02',
      registrationOpens: '',
      registrationCloses: '',
    });
    await publish(data.id);
    const pinned = await world.call<AdminCompetition>(
      'POST',
      `/api/admin/competitions/${data.id}/pin`,
      { payload: { pinned: true } },
    );
    expect(pinned).toMatchObject({ message: '赛事已置顶', data: { pinned: true } });
    const list = await world.call<{ list: { id: number }[] }>('GET', '/api/admin/competitions');
    expect(list.data.list[0]?.id).toBe(data.id);
    expect((await publicList()).data.list[0]?.id).toBe(data.id);
    await world.call('POST', `/api/admin/competitions/${data.id}/pin`, {
      payload: { pinned: false },
    });
    expect((await publicList()).data.list[0]?.id).not.toBe(data.id);
  });
});

describe('the list', () => {
  it('searches, filters by status, phase and year, and pages', async () => {
    const { data } = await create({ name: '独一无二的搜索飞盘赛' });
    type Rows = {
      list: { id: number; status: string; phase: string; startDate: string }[];
      total: number;
    };
    const found = await world.call<Rows>('GET', '/api/admin/competitions?q=独一无二');
    expect(found.data.list.map((row) => row.id)).toEqual([data.id]);
    const drafts = await world.call<Rows>('GET', '/api/admin/competitions?status=draft&size=100');
    expect(drafts.data.list.length).toBeGreaterThan(0);
    expect(drafts.data.list.every((row) => row.status === 'draft')).toBe(true);
    const registering = await world.call<Rows>(
      'GET',
      '/api/admin/competitions?phase=registering&size=100',
    );
    expect(registering.data.list.map((row) => row.id)).toContain(data.id);
    expect(registering.data.list.every((row) => row.phase === 'registering')).toBe(true);
    const year = data.startDate.slice(0, 4);
    const ofYear = await world.call<Rows>('GET', `/api/admin/competitions?year=${year}&size=100`);
    expect(ofYear.data.list.every((row) => row.startDate.startsWith(year))).toBe(true);
    const paged = await world.call<{ page: number; size: number; list: unknown[] }>(
      'GET',
      '/api/admin/competitions?page=2&size=2',
    );
    expect(paged.data).toMatchObject({ page: 2, size: 2 });
    expect(paged.data.list).toHaveLength(2);
  });

  it('refuses a bad filter with a Chinese message', async () => {
    expect(await world.call('GET', '/api/admin/competitions?phase=later')).toMatchObject({
      code: ErrorCode.validation,
      message: '赛事阶段只能是筹备中、报名中、进行中或已结束',
    });
    expect(await world.call('GET', '/api/admin/competitions?year=1990')).toMatchObject({
      code: ErrorCode.validation,
      message: '年份不能早于 2000 年',
    });
  });
});

describe('deleting', () => {
  it('deletes a draft nobody entered, with its audit row', async () => {
    const { data } = await create();
    const answer = await world.call('POST', `/api/admin/competitions/${data.id}/delete`);
    expect(answer).toMatchObject({ code: 0, message: '赛事已删除', data: { id: data.id } });
    const gone = await world.test.db
      .selectFrom('competitions')
      .select('id')
      .where('id', '=', data.id)
      .execute();
    expect(gone).toEqual([]);
    expect((await auditOf(data.id)).map((row) => row.action)).toEqual([
      'competition.create',
      'competition.delete',
    ]);
  });

  it('refuses a published competition, and a draft with an entry or a game, changing nothing', async () => {
    const published = await create();
    await publish(published.data.id);
    const entered = await create();
    const club = await world.test.db.selectFrom('clubs').select('id').executeTakeFirstOrThrow();
    await world.test.db
      .insertInto('registrations')
      .values({
        competition_id: entered.data.id,
        club_id: club.id,
        status: 'pending',
        created_at: new Date().toISOString(),
      })
      .execute();
    const scheduled = await create();
    await world.test.db
      .insertInto('games')
      .values({
        competition_id: scheduled.data.id,
        home_name: '甲队',
        away_name: '乙队',
        date: dayFromNow(30),
        time: '09:00',
        field: '1号场',
        status: 'scheduled',
        points_to_win: 15,
        halftime_at: 8,
        soft_cap_minutes: null,
        hard_cap_minutes: null,
        timeouts_per_half: 1,
        forfeit_team: null,
        cancelled_at: null,
        cancel_reason: null,
        home_score: 0,
        away_score: 0,
      })
      .execute();
    const before = await Promise.all([world.snapshot('competitions'), world.snapshot('audit_log')]);
    const cases: [number, string][] = [
      [published.data.id, '只有草稿可以删除，已发布过的赛事请撤回'],
      [entered.data.id, '该赛事已有 1 个报名，不能删除'],
      [scheduled.data.id, '该赛事已有 1 场比赛，不能删除'],
    ];
    for (const [id, message] of cases) {
      expect(await world.call('POST', `/api/admin/competitions/${id}/delete`)).toMatchObject({
        code: ErrorCode.business,
        message,
      });
    }
    expect(
      await Promise.all([world.snapshot('competitions'), world.snapshot('audit_log')]),
    ).toEqual(before);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string][] = [
    ['an empty body', {}, '请填写赛事名称'],
    ['an empty name', competition({ name: '  ' }), '请填写赛事名称'],
    ['a name too long', competition({ name: '长'.repeat(101) }), '赛事名称不能超过 100 个字'],
    ['a level not in the list', competition({ level: 'Z' }), '级别不存在，请从列表中选择'],
    ['no division', competition({ division: '' }), '请选择组别'],
    ['an unknown scope', competition({ scope: 'galactic' }), '赛事范围只能是国内或国际'],
    [
      'a day that does not exist',
      competition({ startDate: '2030-02-30' }),
      '开始日期不是有效的日期',
    ],
    [
      'an end before the start',
      competition({ endDate: dayFromNow(1) }),
      '结束日期不能早于开始日期',
    ],
    [
      'a registration closing before it opens',
      competition({ registrationOpens: dayFromNow(10), registrationCloses: dayFromNow(5) }),
      '报名截止日期不能早于报名开始日期',
    ],
    [
      'a registration closing after the start',
      competition({ registrationCloses: dayFromNow(40) }),
      '报名截止日期不能晚于开始日期',
    ],
    ['a minimum over the maximum', competition({ minRoster: 21 }), '最少人数不能大于最多人数'],
    [
      'gender minimums over the maximum',
      competition({ minMale: 12, minFemale: 12 }),
      '最少男性与最少女性之和不能大于最多人数',
    ],
    ['a maximum left out', competition({ maxRoster: undefined }), '请填写最多人数'],
    ['a maximum in words', competition({ maxRoster: '二十' }), '最多人数必须是数字'],
    [
      'an unknown phase',
      competition({ phase: 'soon' }),
      '赛事阶段只能是自动、筹备中、报名中、进行中或已结束',
    ],
    ['forfeit points of 0', competition({ forfeitPoints: 0 }), '弃权计分不能小于 1'],
    [
      'a spirit deadline before the end',
      competition({ spiritDeadline: dayFromNow(30) }),
      '精神分截止日期不能早于结束日期',
    ],
    [
      'a spirit deadline that is no date',
      competition({ spiritDeadline: '2026-02-30' }),
      '精神分截止日期不是有效的日期',
    ],
    [
      'a script cover',
      competition({ cover: 'javascript:alert(1)' }),
      '封面必须是站内路径或 http(s) 网址',
    ],
    [
      'a document that was never uploaded',
      competition({ documents: [{ uploadId: 987654, fileName: '规程.pdf' }] }),
      '赛事文件不存在，请重新上传',
    ],
    ['a fee too long', competition({ fee: '元'.repeat(501) }), '报名费不能超过 500 个字'],
  ];
  it.each(cases)(
    'refuses %s with a Chinese message and changes nothing',
    async (_, payload, message) => {
      const { data } = await create();
      const before = await Promise.all([
        world.snapshot('competitions'),
        world.snapshot('audit_log'),
      ]);
      const created = await world.call('POST', '/api/admin/competitions', { payload });
      expect(created).toMatchObject({ message });
      expect([ErrorCode.validation, ErrorCode.business]).toContain(created.code);
      const updated = await world.call('POST', `/api/admin/competitions/${data.id}`, { payload });
      expect(updated).toMatchObject({ message });
      expect(
        await Promise.all([world.snapshot('competitions'), world.snapshot('audit_log')]),
      ).toEqual(before);
    },
  );
});
