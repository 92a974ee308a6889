// The console's 报名 calls through the real driver: the list, 通过 / 驳回 with the club's side of
// it (the reason in 俱乐部中心, resubmitting, /match/members), roster limits on approval, and staff
// changing a roster after the deadline with a reason the entry's page reads back from 操作记录.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminRegistration,
  AdminRegistrationDetail,
  AdminRosterPlayer,
} from '../../../../src/contract/admin-registrations';
import type { ClubCompetition, Registration } from '../../../../src/contract/club';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../../test-support/club-test-fixture';
import { as, auditRows } from '../../../test-support/people-test-fixture';

let t: TestApp;
let f: ClubFixture;
let staff: ReturnType<typeof as>;
let contact: ReturnType<typeof as>;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
  staff = as(t.app, f.tickets.staff);
  contact = as(t.app, f.tickets.contact);
});
afterEach(() => t.close());

type Page<T> = { list: T[]; total: number; page: number; size: number };
const roster = (ids: number[]) => ids.map((userId) => ({ userId }));
const enter = (competitionId: number, ids: number[], who = contact) =>
  who<Registration>('POST', `/api/club/competitions/${competitionId}/register`, {
    players: roster(ids),
  });
const entryRow = (id: number) =>
  t.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rosterIds = async (id: number) =>
  (
    await t.db
      .selectFrom('registration_players')
      .select('user_id')
      .where('registration_id', '=', id)
      .orderBy('user_id')
      .execute()
  ).map((row) => row.user_id);

/** An approved entry of the first club in the competition whose registration closed 10 days ago. */
async function closedEntry(players: number[]): Promise<number> {
  const { id } = await t.db
    .insertInto('registrations')
    .values({
      competition_id: f.mixClosed,
      club_id: f.clubId,
      status: 'approved',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('registration_players')
    .values(players.map((user_id, i) => ({ registration_id: id, user_id, number: i + 1 })))
    .execute();
  return id;
}

describe('GET /api/admin/competitions/:id/registrations', () => {
  it('lists the entries, pending first, with contact and roster by gender, filtered by status', async () => {
    const mine = await enter(f.mixOpen, [f.men[0], f.men[1], f.women[0], f.women[1], f.women[2]]);
    const other = await enter(
      f.mixOpen,
      [f.otherClubPlayer],
      as(t.app, f.tickets.otherContact),
    ).catch(() => null);
    expect(other?.code).not.toBe(0); // one man is not a mixed roster: only our entry exists
    await t.db.updateTable('registrations').set({ status: 'approved' }).execute();
    await t.db
      .insertInto('registrations')
      .values({
        competition_id: f.mixOpen,
        club_id: f.otherClubId,
        status: 'pending',
        created_at: new Date().toISOString(),
      })
      .execute();

    const all = await staff<Page<AdminRegistration>>(
      'GET',
      `/api/admin/competitions/${f.mixOpen}/registrations`,
    );
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((r) => [r.club.name, r.status])).toEqual([
      ['北京风暴', 'pending'],
      ['上海飞鱼', 'approved'],
    ]);
    expect(all.data.list[1]).toMatchObject({
      id: mine.data.id,
      players: 5,
      men: 2,
      women: 3,
      contact: { name: '联系人甲', phone: '13700000010' },
    });
    const pending = await staff<Page<AdminRegistration>>(
      'GET',
      `/api/admin/competitions/${f.mixOpen}/registrations?status=pending`,
    );
    expect(pending.data.list.map((r) => r.club.name)).toEqual(['北京风暴']);

    const bad = await staff('GET', `/api/admin/competitions/${f.mixOpen}/registrations?status=x`);
    expect(bad).toMatchObject({ code: 1001, message: '报名状态只能是待审核、已通过或已驳回' });
    const missing = await staff('GET', '/api/admin/competitions/999999/registrations');
    expect(missing).toMatchObject({ code: 1004, message: '赛事不存在' });
  });
});

describe('驳回, the club’s fix and 通过', () => {
  it('rejects with a reason the contact reads, takes the fixed roster back as pending, approves it and shows it on /match/members', async () => {
    const first = await enter(f.mixOpen, [f.men[0], f.men[1], f.women[0], f.women[1]]);
    const id = first.data.id;
    const teamRoster = () =>
      t.app
        .inject({ method: 'GET', url: `/api/competitions/${f.mixOpen}/teams/${f.clubId}` })
        .then((r) => r.json<{ code: number; data: { players: unknown[] } }>());
    expect((await teamRoster()).code).toBe(1004);

    const before = await entryRow(id);
    const empty = await staff('POST', `/api/admin/registrations/${id}/reject`, { reason: '  ' });
    expect(empty).toMatchObject({ code: 1001, message: '请填写驳回原因' });
    expect(await entryRow(id)).toEqual(before);
    expect(await auditRows(t.db, 'registration.reject')).toHaveLength(0);

    const rejected = await staff<AdminRegistrationDetail>(
      'POST',
      `/api/admin/registrations/${id}/reject`,
      { reason: '请补充一名女队员' },
    );
    expect(rejected).toMatchObject({
      code: 0,
      data: { status: 'rejected', rejectReason: '请补充一名女队员' },
    });
    expect(rejected.data.changes[0]).toMatchObject({
      action: 'registration.reject',
      reason: '请补充一名女队员',
    });
    const [audit] = await auditRows(t.db, 'registration.reject');
    expect(audit).toMatchObject({ target_type: 'registration', target_id: String(id) });
    expect(audit?.summary).toContain('请补充一名女队员');

    const centre = await contact<ClubCompetition[]>('GET', '/api/club/competitions');
    expect(centre.data.find((c) => c.id === f.mixOpen)?.registration).toMatchObject({
      status: 'rejected',
      rejectReason: '请补充一名女队员',
    });
    expect(
      (await as(t.app, f.tickets.otherContact)('GET', `/api/club/registrations/${id}`)).code,
    ).toBe(1003);

    const again = await enter(f.mixOpen, [f.men[0], f.men[1], f.women[0], f.women[1], f.women[2]]);
    expect(again.data).toMatchObject({ id, status: 'pending', rejectReason: null });

    const approved = await staff<AdminRegistrationDetail>(
      'POST',
      `/api/admin/registrations/${id}/approve`,
    );
    expect(approved).toMatchObject({ code: 0, data: { status: 'approved', rejectReason: null } });
    expect(approved.data.reviewedAt).not.toBeNull();
    expect(await auditRows(t.db, 'registration.approve')).toHaveLength(1);
    expect((await teamRoster()).data.players).toHaveLength(5);

    expect(await staff('POST', `/api/admin/registrations/${id}/approve`)).toMatchObject({
      code: 1000,
      message: '该报名已通过',
    });
    const late = await enter(f.mixOpen, [f.men[0], f.men[1], f.women[0], f.women[1]]);
    expect(late).toMatchObject({ code: 1000, message: '报名已审核，不能再修改名单' });
  });

  it('refuses to approve a roster that breaks the competition’s limits, and says which', async () => {
    const { data } = await enter(f.mixOpen, [f.men[0], f.men[1], f.women[0], f.women[1]]);
    await t.db
      .updateTable('competitions')
      .set({ min_roster: 5 })
      .where('id', '=', f.mixOpen)
      .execute();
    const detail = await staff<AdminRegistrationDetail>(
      'GET',
      `/api/admin/registrations/${data.id}`,
    );
    expect(detail.data.problems).toEqual(['参赛名单至少需要 5 人']);
    const refused = await staff('POST', `/api/admin/registrations/${data.id}/approve`);
    expect(refused).toMatchObject({
      code: 1000,
      message: '名单不符合赛事的名单规则，不能通过：参赛名单至少需要 5 人',
    });
    expect((await entryRow(data.id)).status).toBe('pending');
    expect(await auditRows(t.db, 'registration.approve')).toHaveLength(0);
  });

  it('refuses to reject an entry already on the schedule', async () => {
    const id = await closedEntry([f.men[0], f.men[1], f.women[0], f.women[1]]);
    await t.db
      .insertInto('games')
      .values({
        competition_id: f.mixClosed,
        date: '2030-01-01',
        time: '09:00',
        field: '1号场',
        home_club_id: f.clubId,
        away_club_id: f.otherClubId,
        home_name: '上海飞鱼',
        away_name: '北京风暴',
        status: 'scheduled',
        points_to_win: 15,
        halftime_at: 8,
        timeouts_per_half: 1,
        home_score: 0,
        away_score: 0,
      })
      .execute();
    const refused = await staff('POST', `/api/admin/registrations/${id}/reject`, {
      reason: '弃赛',
    });
    expect(refused).toMatchObject({ code: 1000, message: MSG_SCHEDULED });
    expect((await entryRow(id)).status).toBe('approved');
  });
});

const MSG_SCHEDULED = '该俱乐部已排入本赛事的赛程，不能驳回；请先调整赛程';

describe('staff changing a roster after the deadline', () => {
  it('adds and removes a player with a reason kept in 操作记录 and shown on the entry', async () => {
    const id = await closedEntry([f.men[0], f.men[1], f.women[0], f.women[1]]);
    const late = await enter(f.mixClosed, [f.men[0], f.men[1], f.women[0], f.women[1], f.men[2]]);
    expect(late).toMatchObject({ code: 1000, message: '该比赛当前不在报名时间内' });

    const candidates = await staff<AdminRosterPlayer[]>(
      'GET',
      `/api/admin/registrations/${id}/candidates`,
    );
    expect(candidates.data.map((p) => p.userId).sort((a, b) => a - b)).toEqual(
      [f.men[2], f.men[3], f.women[2]].sort((a, b) => a - b),
    );
    expect(candidates.data.every((p) => /^\d{3}\*{4}\d{4}$/.test(p.phone))).toBe(true);
    const searched = await staff<AdminRosterPlayer[]>(
      'GET',
      `/api/admin/registrations/${id}/candidates?q=${encodeURIComponent('刘')}`,
    );
    expect(searched.data.map((p) => p.name)).toEqual(['刘芳']);

    const noReason = await staff('POST', `/api/admin/registrations/${id}/players/add`, {
      userId: f.men[2],
    });
    expect(noReason).toMatchObject({ code: 1001, message: '请填写原因' });
    const outsider = await staff('POST', `/api/admin/registrations/${id}/players/add`, {
      userId: f.otherClubPlayer,
      reason: '补报',
    });
    expect(outsider).toMatchObject({ code: 1000, message: '只能添加该俱乐部的在队球员' });
    expect(await rosterIds(id)).toEqual(
      [f.men[0], f.men[1], f.women[0], f.women[1]].sort((a, b) => a - b),
    );

    const added = await staff<AdminRegistrationDetail>(
      'POST',
      `/api/admin/registrations/${id}/players/add`,
      { userId: f.men[2], number: 77, reason: '原队员受伤，补报' },
    );
    expect(added.code).toBe(0);
    expect(added.data.roster.find((p) => p.userId === f.men[2])).toMatchObject({
      name: '李明',
      number: 77,
    });
    expect(added.data.competition.closed).toBe(true);

    const removed = await staff<AdminRegistrationDetail>(
      'POST',
      `/api/admin/registrations/${id}/players/remove`,
      { userId: f.men[0], reason: '球员退出俱乐部' },
    );
    expect(removed.data.roster.map((p) => p.userId)).not.toContain(f.men[0]);
    expect(removed.data.changes.map((c) => [c.action, c.reason])).toEqual([
      ['registration.remove_player', '球员退出俱乐部'],
      ['registration.add_player', '原队员受伤，补报'],
    ]);
    const [audit] = await auditRows(t.db, 'registration.remove_player');
    expect(audit?.summary).toContain('张伟');
    expect(audit?.summary).toContain('球员退出俱乐部');
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ reason: '球员退出俱乐部' });

    // Two men are the minimum: taking another away is refused with the rule it breaks.
    const tooFew = await staff('POST', `/api/admin/registrations/${id}/players/remove`, {
      userId: f.men[1],
      reason: '退出',
    });
    expect(tooFew).toMatchObject({ code: 1000 });
    expect((tooFew as { message: string }).message).toContain('还差 1 名男球员');
    expect(await rosterIds(id)).toEqual(
      [f.men[1], f.men[2], f.women[0], f.women[1]].sort((a, b) => a - b),
    );
    expect(
      await staff('POST', `/api/admin/registrations/${id}/players/remove`, {
        userId: f.men[3],
        reason: '退出',
      }),
    ).toMatchObject({ code: 1000, message: '该球员不在参赛名单中' });
  });

  it('gives a game not yet started the changed roster, and leaves one under way alone', async () => {
    const id = await closedEntry([f.men[0], f.men[1], f.women[0], f.women[1]]);
    const game = (status: 'scheduled' | 'live') =>
      t.db
        .insertInto('games')
        .values({
          competition_id: f.mixClosed,
          date: '2030-01-01',
          time: '09:00',
          field: '1号场',
          home_club_id: f.otherClubId,
          away_club_id: f.clubId,
          home_name: '北京风暴',
          away_name: '上海飞鱼',
          status,
          points_to_win: 15,
          halftime_at: 8,
          timeouts_per_half: 1,
          home_score: 0,
          away_score: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const coming = (await game('scheduled')).id;
    const live = (await game('live')).id;
    const added = await staff('POST', `/api/admin/registrations/${id}/players/add`, {
      userId: f.men[3],
      number: 40,
      reason: '补报',
    });
    expect(added).toMatchObject({ code: 0 });
    const players = await t.db
      .selectFrom('game_players')
      .select(['game_id', 'team', 'name', 'number'])
      .where('user_id', '=', f.men[3])
      .execute();
    expect(players).toEqual([{ game_id: coming, team: 'away', name: '赵磊', number: 40 }]);
    expect(live).toBeGreaterThan(0);
  });
});
