// The messages of a game's changes (docs/messages.md): staff move, cancel and re-staff a demo game
// through the console's calls; each change tells exactly the contacts, the players and the
// volunteers it concerns, nothing when it is refused, and nothing to someone who turned it off.
import { beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import { useConsoleWorld } from '../../test-support/console-test-fixture';

const world = useConsoleWorld();
let game: { id: number; competition_id: number; home_club_id: number; away_club_id: number };
let contacts: number[];
let players: number[];
let volunteer: number;
let otherVolunteer: number;

const RULES = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 1,
};
const today = () => localDateString(new Date(world.test.app.now()));
const move = (fields: Record<string, unknown>) =>
  world.call('POST', `/api/admin/schedule/games/${game.id}`, {
    payload: {
      startsAt: `${today()}T15:30`,
      field: '3号场',
      pool: '',
      round: '',
      volunteerId: volunteer,
      ...RULES,
      ...fields,
    },
  });

const messagesOf = (kind: string) =>
  world.test.db
    .selectFrom('inbox_messages')
    .select(['user_id', 'title', 'body', 'link'])
    .where('kind', '=', kind)
    .orderBy('user_id')
    .execute();
const idOf = async (phone: string) =>
  (
    await world.test.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
  ).id;
const clear = () => world.test.db.deleteFrom('inbox_messages').execute();

beforeAll(async () => {
  const db = world.test.db;
  volunteer = await idOf('13800000003');
  otherVolunteer = await idOf('13800000004');
  // A scheduled game between two clubs, both with a contact and players on the rosters.
  const row = await db
    .selectFrom('games')
    .select(['id', 'competition_id', 'home_club_id', 'away_club_id'])
    .where('status', '=', 'scheduled')
    .where('cancelled_at', 'is', null)
    .where('home_club_id', 'is not', null)
    .where('away_club_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  game = { ...row, home_club_id: row.home_club_id!, away_club_id: row.away_club_id! };
  contacts = (
    await db
      .selectFrom('clubs')
      .select('contact_user_id')
      .where('id', 'in', [game.home_club_id, game.away_club_id])
      .execute()
  ).map((c) => c.contact_user_id!);
  players = (
    await db.selectFrom('game_players').select('user_id').where('game_id', '=', game.id).execute()
  ).flatMap((p) => (p.user_id === null ? [] : [p.user_id]));
  const first = await move({});
  if (first.code !== 0) throw new Error(JSON.stringify(first));
  await clear();
});

describe('a game moved', () => {
  it('tells both contacts, both rosters and the volunteer, each with a link to follow', async () => {
    expect((await move({ startsAt: `${today()}T16:30`, field: '5号场' })).code).toBe(0);
    const told = await messagesOf('game_moved');
    const people = [...new Set([...contacts, ...players])].sort((a, b) => a - b);
    expect(told.map((m) => m.user_id)).toEqual([...people, volunteer].sort((a, b) => a - b));
    const toVolunteer = told.find((m) => m.user_id === volunteer);
    expect(toVolunteer?.link).toBe(`/scoring/match/detail?id=${game.id}`);
    expect(told.find((m) => m.user_id === contacts[0])?.link).toBe(
      `/match/detail?id=${game.competition_id}`,
    );
    expect(toVolunteer?.body).toContain('16:30，5号场');
    expect(toVolunteer?.body).toContain('原为');
    // No phone number in any message.
    expect(told.every((m) => !/1\d{10}/.test(m.title + m.body))).toBe(true);
  });

  it('tells nobody of a change that was refused, nor of a save that moved nothing', async () => {
    await clear();
    const refused = await move({ startsAt: '2030-02-30T09:00' });
    expect(refused.code).not.toBe(0);
    expect((await move({ startsAt: `${today()}T16:30`, field: '5号场' })).code).toBe(0);
    expect(await messagesOf('game_moved')).toEqual([]);
  });

  it('skips a person who turned it off, and queues an SMS only when urgent and SMS is on', async () => {
    await clear();
    const contactTicket = await issueTicket(world.test.db, contacts[0]!, world.test.app.now());
    const off = await world.call('PUT', '/api/user/message-preferences', {
      ticket: contactTicket,
      payload: { kind: 'game_moved', on: false },
    });
    expect(off.code).toBe(0);
    expect((await move({ startsAt: `${today()}T17:30` })).code).toBe(0);
    const told = (await messagesOf('game_moved')).map((m) => m.user_id);
    expect(told).not.toContain(contacts[0]);
    expect(told).toContain(contacts[1]);
    // Channels are off in tests by default: no delivery waits.
    expect(await world.test.db.selectFrom('message_deliveries').selectAll().execute()).toEqual([]);
    await world.call('PUT', '/api/user/message-preferences', {
      ticket: contactTicket,
      payload: { kind: 'game_moved', on: true },
    });
  });
});

describe('a game cancelled, and its volunteer changed', () => {
  it('tells the volunteer given the game and the one who lost it', async () => {
    await clear();
    expect((await move({ volunteerId: otherVolunteer })).code).toBe(0);
    expect((await messagesOf('volunteer_assigned')).map((m) => m.user_id)).toEqual([
      otherVolunteer,
    ]);
    expect((await messagesOf('volunteer_unassigned')).map((m) => m.user_id)).toEqual([volunteer]);
  });

  it('tells everyone of a cancelled game with the reason', async () => {
    await clear();
    const answer = await world.call('POST', `/api/admin/schedule/games/${game.id}/cancel`, {
      payload: { reason: '场地积水' },
    });
    expect(answer.code).toBe(0);
    const told = await messagesOf('game_cancelled');
    expect(told.map((m) => m.user_id)).toContain(otherVolunteer);
    expect(told.map((m) => m.user_id)).toEqual(expect.arrayContaining(contacts));
    expect(told[0]?.body).toContain('场地积水');
    await world.call('POST', `/api/admin/schedule/games/${game.id}/restore`, { payload: {} });
  });
});
