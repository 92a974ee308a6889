// Events of several divisions through the real app (docs/competitions.md, "Events and
// divisions"): staff group competitions under an event; visitors read it with its visible
// divisions, and each division's page names its event and siblings; refusals name the division
// and change nothing; two staff taking one competition at once leave it in one event.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '../../../../src/contract/content-competition';
import type { AdminEvent, EventChoice, PublicEvent } from '../../../../src/contract/events';
import { createCompetition } from '../../../test-support/championship-fixture';
import { dayFromNow, useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();

const newCompetition = (name: string, division: string, publish = true) =>
  createCompetition(
    world,
    {
      name,
      level: 'A',
      division,
      startDate: dayFromNow(5),
      endDate: dayFromNow(7),
      city: '南京',
      venue: '奥体中心',
    },
    publish,
  );

const save = (body: object, id?: number) =>
  world.call<AdminEvent>('POST', id ? `/api/admin/events/${id}` : '/api/admin/events', {
    payload: body,
  });
const publicEvent = (id: number) =>
  world.call<PublicEvent>('GET', `/api/events/${id}`, { ticket: '' });
const competitionPage = (id: number) =>
  world.call<CompetitionDetail>('GET', `/api/competitions/${id}`, { ticket: '' });
const tables = async () => [
  await world.snapshot('events'),
  await world.snapshot('competitions'),
  await world.snapshot('audit_log'),
];

let women: number;
let mixed: number;
let open: number;
let draft: number;
let eventId: number;
beforeAll(async () => {
  women = await newCompetition('全国锦标赛·女子组', 'FEMALE');
  mixed = await newCompetition('全国锦标赛·混合组', 'MIX');
  open = await newCompetition('全国锦标赛·公开组', 'MALE');
  draft = await newCompetition('全国锦标赛·大师组', 'MIX', false);
});

describe('an event of several divisions', () => {
  it('groups the divisions, in the site order of divisions, with its audit row', async () => {
    const created = await save({ name: ' 全国锦标赛 ', competitionIds: [women, mixed, draft] });
    expect(created.code).toBe(0);
    expect(created.message).toBe('赛事已保存');
    eventId = created.data.id;
    expect(created.data.name).toBe('全国锦标赛');
    expect(created.data.divisions.map((d) => d.competitionId)).toEqual([mixed, draft, women]);
    const audit = await world.test.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('target_type', '=', 'event')
      .where('target_id', '=', String(eventId))
      .execute();
    expect(audit).toEqual([{ action: 'event.create', summary: '新建多组别赛事：全国锦标赛' }]);
    const choices = await world.call<EventChoice[]>('GET', '/api/admin/events/choices');
    expect(choices.data.find((c) => c.competitionId === women)).toMatchObject({
      eventId,
      eventName: '全国锦标赛',
    });
    expect(choices.data.find((c) => c.competitionId === open)).toMatchObject({ eventId: null });
  });

  it('shows visitors only the divisions they may see, and each division names its siblings', async () => {
    const answer = await publicEvent(eventId);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      name: '全国锦标赛',
      startDate: dayFromNow(5),
      endDate: dayFromNow(7),
      city: '南京',
    });
    expect(answer.data.divisions).toEqual([
      {
        competitionId: mixed,
        name: '全国锦标赛·混合组',
        division: 'MIX',
        status: 'upcoming',
        teams: 0,
        hasFormat: false,
      },
      {
        competitionId: women,
        name: '全国锦标赛·女子组',
        division: 'FEMALE',
        status: 'upcoming',
        teams: 0,
        hasFormat: false,
      },
    ]);
    const page = await competitionPage(women);
    expect(page.data.event).toEqual({
      id: eventId,
      name: '全国锦标赛',
      divisions: [
        { competitionId: mixed, name: '全国锦标赛·混合组', division: 'MIX' },
        { competitionId: women, name: '全国锦标赛·女子组', division: 'FEMALE' },
      ],
    });
    expect((await competitionPage(open)).data.event).toBeNull();
  });

  it('refuses bad bodies and a division of another event, naming it, and changes nothing', async () => {
    const other = await save({ name: '另一个赛事', competitionIds: [open] });
    expect(other.code).toBe(0);
    const before = await tables();
    const cases: [object, string][] = [
      [{ name: '', competitionIds: [] }, '请填写赛事名称'],
      [{ name: '全国锦标赛', competitionIds: [women, women] }, '同一组别不能加入两次'],
      [{ name: '全国锦标赛', competitionIds: [999999] }, '组别（赛事编号 999999）不存在'],
      [
        { name: '全国锦标赛', competitionIds: [women, open] },
        '全国锦标赛·公开组 已属于赛事「另一个赛事」，请先从该赛事中移出',
      ],
      [{ name: '全国锦标赛', competitionIds: 'all' }, '请选择组别'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body, eventId);
      expect(answer.code, message).not.toBe(0);
      expect(answer.message).toBe(message);
    }
    const missing = await save({ name: '无', competitionIds: [] }, 999999);
    expect(missing.message).toBe('赛事不存在');
    expect(await tables()).toEqual(before);
  });

  it('lets one competition into one event only when two staff take it at once', async () => {
    const contested = await newCompetition('争抢组', 'MIX');
    const answers = await Promise.all([
      save({ name: '甲赛事', competitionIds: [contested] }),
      save({ name: '乙赛事', competitionIds: [contested] }),
    ]);
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    const refused = answers.find((a) => a.code !== 0);
    expect(refused?.message).toMatch(/争抢组 已属于赛事「[甲乙]赛事」|所选组别刚被加入其他赛事/);
    const row = await world.test.db
      .selectFrom('competitions')
      .select('event_id')
      .where('id', '=', contested)
      .executeTakeFirstOrThrow();
    expect(row.event_id).toBe(won[0]?.data.id);
    // The refused write kept no event of its own.
    const names = await world.test.db.selectFrom('events').select('name').execute();
    expect(names.filter((n) => n.name === '甲赛事' || n.name === '乙赛事')).toHaveLength(1);
  });

  it('lets a division stand alone again when taken out, and a new name reaches the cached page', async () => {
    const first = await publicEvent(eventId);
    const saved = await save({ name: '全国飞盘锦标赛', competitionIds: [mixed] }, eventId);
    expect(saved.data.divisions.map((d) => d.competitionId)).toEqual([mixed]);
    const after = await publicEvent(eventId);
    expect(first.data.name).toBe('全国锦标赛');
    expect(after.data.name).toBe('全国飞盘锦标赛');
    expect(after.data.divisions.map((d) => d.competitionId)).toEqual([mixed]);
    expect((await competitionPage(women)).data.event).toBeNull();
  });

  it('deletes an event, leaving its divisions, their entries and games as they were', async () => {
    const games = await world.snapshot('games');
    const removed = await world.call('POST', `/api/admin/events/${eventId}/delete`);
    expect(removed.message).toBe('赛事已删除，各组别恢复为独立赛事');
    expect((await competitionPage(mixed)).data.event).toBeNull();
    expect((await publicEvent(eventId)).message).toBe('赛事不存在');
    expect(await world.snapshot('games')).toEqual(games);
  });

  it('answers an event with no visible division as a missing one', async () => {
    const hidden = await save({ name: '未发布赛事', competitionIds: [draft] });
    expect((await publicEvent(hidden.data.id)).message).toBe('赛事不存在');
    expect((await publicEvent(999999)).message).toBe('赛事不存在');
  });
});
