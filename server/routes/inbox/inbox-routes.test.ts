// The message centre's calls (docs/messages.md): one's own messages newest first, the unread count,
// marking one read (another person's is 「消息不存在」), 全部已读, preferences refused in Chinese when
// malformed; and the kinds made outside the console's schedule: a handover, a correction, the
// spirit score due tomorrow, and the removal of messages older than a year.
import { describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { useConsoleWorld } from '../../test-support/console-test-fixture';
import { tell } from '../../domain/inbox/tell';
import { remindSpiritDue } from '../../domain/inbox/spirit-due';
import { pruneOldMessages } from '../../domain/inbox/prune-inbox';
import { localDateString } from '../../db/local-date';

const world = useConsoleWorld();
const DAY_MS = 24 * 60 * 60_000;

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
const told = (kind: string) =>
  world.test.db
    .selectFrom('inbox_messages')
    .select(['user_id', 'body', 'link'])
    .where('kind', '=', kind)
    .orderBy('user_id')
    .execute();
const say = (userId: number, title: string) =>
  world.test.db
    .transaction()
    .execute((trx) =>
      tell(trx, world.test.app, [userId], 'game_moved', { title, body: '正文', link: '/match' }),
    );

describe('reading one’s messages', () => {
  it('lists them newest first, counts the unread, marks one and then all read', async () => {
    const player = await idOf('13800000001');
    const ticket = await ticketOf('13800000001');
    for (const title of ['第一条', '第二条', '第三条']) await say(player, title);
    const page = await world.call<{
      list: { id: number; title: string; read: boolean }[];
      total: number;
    }>('GET', '/api/user/messages?pageSize=2', { ticket });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((m) => m.title)).toEqual(['第三条', '第二条']);
    const unread = () =>
      world.call<{ unread: number }>('GET', '/api/user/messages/unread', { ticket });
    expect((await unread()).data.unread).toBe(3);

    const first = page.data.list[0]!.id;
    const marked = await world.call<{ unread: number }>(
      'POST',
      `/api/user/messages/${first}/read`,
      {
        ticket,
        payload: {},
      },
    );
    expect(marked.data.unread).toBe(2);
    // Someone else cannot read, mark or learn of it.
    const contact = await ticketOf('13800000002');
    expect(
      await world.call('POST', `/api/user/messages/${page.data.list[1]!.id}/read`, {
        ticket: contact,
        payload: {},
      }),
    ).toMatchObject({ code: 1004, message: '消息不存在' });
    expect((await unread()).data.unread).toBe(2);
    expect(
      (await world.call<{ list: unknown[] }>('GET', '/api/user/messages', { ticket: contact })).data
        .list,
    ).toEqual([]);

    const all = await world.call<{ unread: number }>('POST', '/api/user/messages/read-all', {
      ticket,
      payload: {},
    });
    expect(all).toMatchObject({ code: 0, message: '已全部标记为已读', data: { unread: 0 } });
  });

  it('lists every kind with its name, and refuses a malformed or unknown kind in Chinese', async () => {
    const ticket = await ticketOf('13800000001');
    const list = await world.call<{ kind: string; name: string; on: boolean; optional: boolean }[]>(
      'GET',
      '/api/user/message-preferences',
      { ticket },
    );
    expect(list.data.find((k) => k.kind === 'game_moved')).toEqual({
      kind: 'game_moved',
      name: '比赛改期或换场地',
      optional: true,
      on: true,
    });
    const set = (payload: unknown) =>
      world.call('PUT', '/api/user/message-preferences', { ticket, payload });
    const before = await world.test.db.selectFrom('inbox_preferences').selectAll().execute();
    expect(await set({ kind: 'Game Moved!', on: false })).toMatchObject({
      code: 1001,
      message: '消息类型格式不正确',
    });
    expect(await set({ kind: 'no_such_kind', on: false })).toMatchObject({
      code: 1001,
      message: '没有这一类消息',
    });
    expect(await set({ kind: 'game_moved', on: 'off' })).toMatchObject({ code: 1001 });
    expect(await world.test.db.selectFrom('inbox_preferences').selectAll().execute()).toEqual(
      before,
    );
    const off = await set({ kind: 'game_moved', on: false });
    expect(off.code).toBe(0);
    expect(await set({ kind: 'game_moved', on: false })).toMatchObject({ code: 0 });
    const player = await idOf('13800000001');
    await say(player, '不该收到');
    expect((await told('game_moved')).filter((m) => m.user_id === player)).toHaveLength(3);
    await set({ kind: 'game_moved', on: true });
  });
});

describe('handovers and corrections', () => {
  it('tells the volunteer a game was handed to them', async () => {
    const from = await idOf('13800000003');
    const to = await idOf('13800000005');
    const game = await world.test.db
      .selectFrom('volunteer_assignments as va')
      .innerJoin('games as g', 'g.id', 'va.game_id')
      .select('g.id')
      .where('va.user_id', '=', from)
      .where('va.removed_at', 'is', null)
      .where('g.status', '!=', 'finished')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const answer = await world.call('POST', '/api/volunteer/handoff', {
      ticket: await ticketOf('13800000003'),
      payload: { gameId: game.id, toUserId: to },
    });
    expect(answer.code).toBe(0);
    const handed = await told('volunteer_handed_over');
    expect(handed.map((m) => m.user_id)).toEqual([to]);
    expect(handed[0]?.link).toBe(`/scoring/match/detail?id=${game.id}`);
  });

  it('tells both contacts of a result corrected by staff', async () => {
    const game = await world.test.db
      .selectFrom('games')
      .select(['id', 'home_club_id', 'away_club_id'])
      .where('status', '=', 'finished')
      .where('home_club_id', 'is not', null)
      .where('away_club_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await world.call('POST', `/api/admin/results/games/${game.id}/points`, {
      payload: { team: 'home', reason: '漏记一分' },
    });
    expect(answer.code).toBe(0);
    const contacts = await world.test.db
      .selectFrom('clubs')
      .select('contact_user_id')
      .where('id', 'in', [game.home_club_id!, game.away_club_id!])
      .orderBy('contact_user_id')
      .execute();
    expect((await told('game_corrected')).map((m) => m.user_id)).toEqual(
      contacts.map((c) => c.contact_user_id),
    );
  });
});

describe('the daily job', () => {
  it('reminds a club of a spirit score due tomorrow, once', async () => {
    const db = world.test.db;
    const game = await db
      .selectFrom('games')
      .select(['id', 'competition_id', 'home_club_id'])
      .where('status', '=', 'finished')
      .where('cancelled_at', 'is', null)
      .where('forfeit_team', 'is', null)
      .where('home_club_id', 'is not', null)
      .where('away_club_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const tomorrow = localDateString(new Date(world.test.app.now() + DAY_MS));
    await db
      .updateTable('competitions')
      .set({ spirit_deadline: tomorrow })
      .where('id', '=', game.competition_id)
      .execute();
    await db.deleteFrom('spirit_scores').where('game_id', '=', game.id).execute();
    expect(await remindSpiritDue(db, world.test.app)).toBeGreaterThan(0);
    const home = await db
      .selectFrom('clubs')
      .select('contact_user_id')
      .where('id', '=', game.home_club_id!)
      .executeTakeFirstOrThrow();
    const reminded = (await told('spirit_due')).filter((m) => m.user_id === home.contact_user_id);
    expect(reminded.length).toBeGreaterThan(0);
    expect(reminded[0]?.body).toContain(tomorrow);
    const count = (await told('spirit_due')).length;
    expect(await remindSpiritDue(db, world.test.app)).toBe(0);
    expect(await told('spirit_due')).toHaveLength(count);
  });

  it('removes messages older than a year with their deliveries, and keeps younger ones', async () => {
    const db = world.test.db;
    const player = await idOf('13800000001');
    world.setOffset(-366 * DAY_MS);
    await say(player, '一年多以前');
    world.setOffset(0);
    await say(player, '今天');
    const old = await db
      .selectFrom('inbox_messages')
      .select('id')
      .where('title', '=', '一年多以前')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('message_deliveries')
      .values({
        message_id: old.id,
        channel: 'email',
        status: 'sent',
        next_attempt_at: 0,
        created_at: new Date(0).toISOString(),
      })
      .execute();
    expect(await pruneOldMessages(db, world.test.app.now())).toBe(1);
    const titles = (await db.selectFrom('inbox_messages').select('title').execute()).map(
      (m) => m.title,
    );
    expect(titles).toContain('今天');
    expect(titles).not.toContain('一年多以前');
    expect(await db.selectFrom('message_deliveries').selectAll().execute()).toEqual([]);
  });
});
