// The messages of entries, rosters, clubs and accounts (docs/messages.md, "Who gets what"), each
// made through the real call on the demo data: the right people are told, a refused change tells
// nobody, and a kind turned off is not sent.
import { describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { createCompetition } from '../../test-support/championship-fixture';
import { dayFromNow, useConsoleWorld } from '../../test-support/console-test-fixture';
import { createTestUser } from '../../test-support/test-users';

const world = useConsoleWorld();

const told = (kind: string) =>
  world.test.db
    .selectFrom('inbox_messages')
    .select(['user_id', 'title', 'body', 'link'])
    .where('kind', '=', kind)
    .orderBy('user_id')
    .execute();
const ids = (rows: { user_id: number }[]) => rows.map((row) => row.user_id);
const idOf = async (phone: string) =>
  (
    await world.test.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
  ).id;
const ticketOf = async (phone: string) =>
  issueTicket(world.test.db, await idOf(phone), world.test.app.now());
const enabledStaff = async () =>
  ids(
    await world.test.db
      .selectFrom('users')
      .select('id as user_id')
      .where('type', '=', 'staff')
      .where('disabled', '=', 0)
      .orderBy('id')
      .execute(),
  );

async function entryWith(status: 'pending' | 'approved', scheduled: boolean) {
  const rows = await world.test.db
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select(['r.id', 'r.club_id', 'r.competition_id', 'c.contact_user_id'])
    .select((eb) =>
      eb
        .selectFrom('games as g')
        .select((g) => g.fn.countAll().as('n'))
        .whereRef('g.competition_id', '=', 'r.competition_id')
        .where((g) =>
          g.or([
            g('g.home_club_id', '=', g.ref('r.club_id')),
            g('g.away_club_id', '=', g.ref('r.club_id')),
          ]),
        )
        .as('games'),
    )
    .where('r.status', '=', status)
    .orderBy('r.id')
    .execute();
  const entry = rows.find((row) => Number(row.games) > 0 === scheduled);
  if (!entry) throw new Error(`no ${status} entry ${scheduled ? 'with' : 'without'} games`);
  return entry;
}

describe('entries', () => {
  it('tells the contact of a rejection with its reason, and nobody of a refused one', async () => {
    const scheduled = await entryWith('approved', true);
    const refused = await world.call('POST', `/api/admin/registrations/${scheduled.id}/reject`, {
      payload: { reason: '材料不全' },
    });
    expect(refused.code).not.toBe(0);
    expect(await told('entry_rejected')).toEqual([]);

    const entry = await entryWith('pending', false);
    const answer = await world.call('POST', `/api/admin/registrations/${entry.id}/reject`, {
      payload: { reason: '名单缺少联系人' },
    });
    expect(answer.code).toBe(0);
    const rejected = await told('entry_rejected');
    expect(ids(rejected)).toEqual([entry.contact_user_id]);
    expect(rejected[0]?.body).toContain('名单缺少联系人');
    expect(rejected[0]?.link).toBe('/user/club/apply');
  });

  it('tells staff of an entry sent, its players, the contact of staff changes and the approval', async () => {
    const contactTicket = await ticketOf('13800000002');
    const contact = await idOf('13800000002');
    const club = await world.test.db
      .selectFrom('clubs')
      .select(['id', 'division'])
      .where('contact_user_id', '=', contact)
      .executeTakeFirstOrThrow();
    const competitionId = await createCompetition(world, {
      name: '消息测试公开赛',
      level: 'C',
      division: club.division,
      startDate: dayFromNow(20),
      endDate: dayFromNow(21),
      city: '上海',
      venue: '体育场',
    });
    // Entries open from yesterday to next week.
    await world.test.db
      .updateTable('competitions')
      .set({ registration_opens: dayFromNow(-1), registration_closes: dayFromNow(7) })
      .where('id', '=', competitionId)
      .execute();
    const members = ids(
      await world.test.db
        .selectFrom('memberships')
        .select('user_id')
        .where('club_id', '=', club.id)
        .where('status', '=', 'active')
        .orderBy('user_id')
        .execute(),
    );
    const [first, second, third] = members;
    if (third === undefined) throw new Error('the demo club has three members');
    const send = (players: number[]) =>
      world.call<{ id: number }>('POST', `/api/club/competitions/${competitionId}/register`, {
        ticket: contactTicket,
        payload: { players: players.map((userId) => ({ userId })) },
      });
    const sent = await send([first!, second!]);
    expect(sent.code).toBe(0);
    expect(ids(await told('entry_waiting'))).toEqual(await enabledStaff());
    expect((await told('entry_waiting'))[0]?.link).toBe(`/admin/registrations/${sent.data.id}`);
    expect(ids(await told('roster_added'))).toEqual([first, second].sort((a, b) => a! - b!));

    await world.test.db.deleteFrom('inbox_messages').execute();
    expect((await send([first!])).code).toBe(0);
    expect(ids(await told('roster_removed'))).toEqual([second]);
    expect(await told('roster_added')).toEqual([]);

    await world.test.db.deleteFrom('inbox_messages').execute();
    const entry = `/api/admin/registrations/${sent.data.id}`;
    const added = await world.call(`POST`, `${entry}/players/add`, {
      payload: { userId: third, reason: '补报队员' },
    });
    expect(added.code).toBe(0);
    const changed = await told('roster_changed');
    expect(ids(changed)).toEqual([contact]);
    expect(changed[0]?.body).toContain('补报队员');
    expect(ids(await told('roster_added'))).toEqual([third]);
    await world.call('POST', `${entry}/players/remove`, {
      payload: { userId: third, reason: '伤病' },
    });
    expect(ids(await told('roster_removed'))).toEqual([third]);

    expect((await world.call('POST', `${entry}/approve`, { payload: {} })).code).toBe(0);
    expect(ids(await told('entry_approved'))).toEqual([contact]);
  });
});

describe('clubs and members', () => {
  it('tells a player of an invitation, and the contact of a leave request', async () => {
    const newcomer = await createTestUser(world.test.db, { phone: '13911110001', name: '新队员' });
    const contactTicket = await ticketOf('13800000002');
    const invited = await world.call<{ membershipId: number }>('POST', '/api/club/invite', {
      ticket: contactTicket,
      payload: { phone: '13911110001' },
    });
    expect(invited.code).toBe(0);
    const invitation = await told('club_invitation');
    expect(ids(invitation)).toEqual([newcomer]);
    expect(invitation[0]?.body).not.toContain('13800000002');

    const playerTicket = await issueTicket(world.test.db, newcomer, world.test.app.now());
    const membershipId = invited.data.membershipId;
    await world.call('POST', '/api/user/accept', {
      ticket: playerTicket,
      payload: { membershipId },
    });
    const leave = await world.call('POST', '/api/user/apply/leave', {
      ticket: playerTicket,
      payload: { membershipId },
    });
    expect(leave.code).toBe(0);
    const request = await told('leave_requested');
    expect(ids(request)).toEqual([await idOf('13800000002')]);
    expect(request[0]?.body).toContain('新队员');
    expect(request[0]?.body).not.toContain('13911110001');
  });

  it('tells every enabled staff member of a club registration waiting', async () => {
    const founder = await createTestUser(world.test.db, { phone: '13911110002' });
    const ticket = await issueTicket(world.test.db, founder, world.test.app.now());
    const answer = await world.call('POST', '/api/club/register', {
      ticket,
      payload: { name: '消息测试飞盘俱乐部', division: 'MIX', city: '杭州' },
    });
    expect(answer.code).toBe(0);
    const waiting = await told('club_waiting');
    expect(ids(waiting)).toEqual(await enabledStaff());
    expect(waiting[0]?.link).toBe('/admin/clubs');
  });
});

describe('accounts', () => {
  it('tells a person whose password staff reset, a kind nobody can turn off', async () => {
    const person = await createTestUser(world.test.db, { phone: '13911110003' });
    const ticket = await issueTicket(world.test.db, person, world.test.app.now());
    const refused = await world.call('PUT', '/api/user/message-preferences', {
      ticket,
      payload: { kind: 'password_reset', on: false },
    });
    expect(refused).toMatchObject({ code: 1001, message: '账号安全类消息不能关闭' });
    const reset = await world.call('POST', `/api/admin/people/members/${person}/reset-password`, {
      payload: {},
    });
    expect(reset.code).toBe(0);
    expect(ids(await told('password_reset'))).toEqual([person]);
  });
});
