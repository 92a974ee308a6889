// The calendar feeds as a phone's calendar reads them, parsed by a real iCalendar parser (ical.js):
// a moved game keeps its UID with a higher SEQUENCE, a cancelled one says CANCELLED, a current
// copy gets 304, and a secret address stops answering once renewed.
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedAddress } from '../../../src/contract/calendars';
import { raiseVersions } from '../../answers/answer-versions';
import { localDateString } from '../../db/local-date';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';
import { call } from '../../test-support/scoring-test-fixture';

let t: TestApp;
let f: ClubFixture;
let volunteerId: number;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
  volunteerId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13700000003')
      .executeTakeFirstOrThrow()
  ).id;
});
afterEach(() => t.close());

const day = (days: number) => localDateString(new Date(Date.now() + days * 86_400_000));

async function insertGame(competitionId: number, date: string, time: string) {
  const { id } = await t.db
    .insertInto('games')
    .values({
      competition_id: competitionId,
      date,
      time,
      field: '1号场',
      round: '小组赛',
      home_club_id: f.clubId,
      away_club_id: f.otherClubId,
      home_name: '上海飞鱼',
      away_name: '北京风暴',
      status: 'scheduled',
      points_to_win: 15,
      halftime_at: 8,
      soft_cap_minutes: null,
      hard_cap_minutes: null,
      timeouts_per_half: 2,
      home_score: 0,
      away_score: 0,
      began_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('volunteer_assignments')
    .values({ game_id: id, user_id: volunteerId })
    .execute();
  return id;
}

interface FeedEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: string;
  end: string;
  status: string | null;
  location: string;
  url: string | null;
}

/** The feed as ical.js reads it: every VEVENT's fields a phone uses. */
function parseFeed(text: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        location: event.location,
        url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      };
    }),
  };
}

async function feed(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: path, headers: { host: 'feipan.example', ...headers } });
}

async function feedEvents(path: string) {
  const response = await feed(path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(response.body);
}

const staffMove = (gameId: number, startsAt: string) =>
  call(t.app, f.tickets.staff, 'POST', `/api/admin/schedule/games/${gameId}`, {
    startsAt,
    field: '3号场',
    volunteerId,
    pool: '',
    round: '小组赛',
    pointsToWin: 15,
    halftimeAt: 8,
    softCapMinutes: null,
    hardCapMinutes: null,
    timeoutsPerHalf: 2,
  });

describe('the competition feed', () => {
  it('lists each game at its time in China with a stable UID and a link to the game', async () => {
    const gameId = await insertGame(f.mixOpen, '2027-05-01', '09:30');
    const { name, events } = await feedEvents(`/api/calendars/competition.ics?id=${f.mixOpen}`);
    expect(name).toBe('全国混合组锦标赛 · 赛程');
    expect(events).toEqual([
      {
        uid: `game-${gameId}@feipan.example`,
        sequence: 0,
        summary: '上海飞鱼 对 北京风暴',
        start: '2027-05-01T01:30:00.000Z',
        end: '2027-05-01T03:00:00.000Z',
        status: 'CONFIRMED',
        location: '场地 1号场',
        url: `http://feipan.example/match/detail?id=${f.mixOpen}#game-${gameId}`,
      },
    ]);
  });

  it('keeps the UID and raises SEQUENCE when staff move a game, and says CANCELLED when they cancel it', async () => {
    const gameId = await insertGame(f.mixOpen, day(3), '09:00');
    const path = `/api/calendars/competition.ics?id=${f.mixOpen}`;
    const before = (await feedEvents(path)).events[0];
    expect(before?.sequence).toBe(0);

    expect((await staffMove(gameId, `${day(3)}T14:00`)).code).toBe(0);
    const moved = (await feedEvents(path)).events[0];
    expect(moved?.uid).toBe(before?.uid);
    expect(moved?.sequence).toBe(1);
    expect(moved?.start).toBe(new Date(`${day(3)}T06:00:00Z`).toISOString());
    expect(moved?.location).toBe('场地 3号场');

    const cancelled = await call(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/admin/schedule/games/${gameId}/cancel`,
      {
        reason: '场地积水',
      },
    );
    expect(cancelled.code).toBe(0);
    const gone = (await feedEvents(path)).events[0];
    expect(gone).toMatchObject({ uid: before?.uid, sequence: 2, status: 'CANCELLED' });
    expect(gone?.summary).toBe('（已取消）上海飞鱼 对 北京风暴');

    const restored = await call(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/admin/schedule/games/${gameId}/restore`,
    );
    expect(restored.code).toBe(0);
    const back = (await feedEvents(path)).events[0];
    expect(back).toMatchObject({ uid: before?.uid, sequence: 3, status: 'CONFIRMED' });
  });

  it('answers 304 to a current copy and a new body after a change', async () => {
    const gameId = await insertGame(f.mixOpen, day(3), '09:00');
    const path = `/api/calendars/competition.ics?id=${f.mixOpen}`;
    const first = await feed(path);
    const etag = String(first.headers.etag);
    expect((await feed(path, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await staffMove(gameId, `${day(3)}T15:00`)).code).toBe(0);
    const after = await feed(path, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(parseFeed(after.body).events[0]?.sequence).toBe(1);
  });

  it('refuses an unknown or unpublished competition in Chinese', async () => {
    const unknown = (await feed('/api/calendars/competition.ics?id=99999')).json();
    expect(unknown).toMatchObject({ code: 1004, message: '赛事不存在' });
    await t.db
      .updateTable('competitions')
      .set({ status: 'draft' })
      .where('id', '=', f.mixOpen)
      .execute();
    const draft = (await feed(`/api/calendars/competition.ics?id=${f.mixOpen}`)).json();
    expect(draft).toMatchObject({ code: 1004 });
    const bad = (await feed('/api/calendars/competition.ics?id=abc')).json();
    expect(bad).toMatchObject({ code: 1001, message: '赛事编号必须是数字' });
  });
});

describe('the secret feeds', () => {
  it('gives the club its games at an address its contact can renew, the old one then refused', async () => {
    const here = await insertGame(f.mixOpen, day(2), '10:00');
    await insertGame(f.maleOpen, day(2), '11:00');
    await t.db
      .updateTable('games')
      .set({ home_club_id: f.otherClubId, away_club_id: null })
      .where('competition_id', '=', f.maleOpen)
      .execute();

    const address = await call<FeedAddress>(t.app, f.tickets.contact, 'GET', '/api/club/calendar');
    expect(address.data.path).toMatch(/^\/api\/calendars\/club\.ics\?token=[A-Za-z0-9_-]{32}$/);
    const again = await call<FeedAddress>(t.app, f.tickets.contact, 'GET', '/api/club/calendar');
    expect(again.data.path).toBe(address.data.path);
    const { name, events } = await feedEvents(address.data.path);
    expect(name).toBe('上海飞鱼 · 赛程');
    expect(events.map((e) => e.uid)).toEqual([`game-${here}@feipan.example`]);

    const renewed = await call<FeedAddress>(
      t.app,
      f.tickets.contact,
      'POST',
      '/api/club/calendar/renew',
      {},
    );
    expect(renewed.code).toBe(0);
    expect(renewed.data.path).not.toBe(address.data.path);
    expect((await feed(address.data.path)).json()).toMatchObject({ code: 1004 });
    expect((await feedEvents(renewed.data.path)).events).toHaveLength(1);
  });

  it('gives a volunteer the games staff gave them, and no longer one taken away', async () => {
    const kept = await insertGame(f.mixOpen, day(1), '09:00');
    const taken = await insertGame(f.mixOpen, day(1), '11:00');
    const address = await call<FeedAddress>(
      t.app,
      f.tickets.volunteer,
      'GET',
      '/api/volunteer/calendar',
    );
    expect(address.data.path).toMatch(/^\/api\/calendars\/volunteer\.ics\?token=/);
    expect((await feedEvents(address.data.path)).events.map((e) => e.uid)).toEqual([
      `game-${kept}@feipan.example`,
      `game-${taken}@feipan.example`,
    ]);
    await t.db
      .updateTable('volunteer_assignments')
      .set({ removed_at: Date.now() })
      .where('game_id', '=', taken)
      .execute();
    // Staff take a game away through the console, a write that raises `content`.
    await raiseVersions(t.db, ['content']);
    expect((await feedEvents(address.data.path)).events.map((e) => e.uid)).toEqual([
      `game-${kept}@feipan.example`,
    ]);
  });

  it('refuses a malformed address in Chinese, and the addresses to those not theirs', async () => {
    expect((await feed('/api/calendars/club.ics?token=short')).json()).toMatchObject({
      code: 1001,
      message: '日历订阅地址无效，请到页面上复制订阅地址',
    });
    expect((await feed(`/api/calendars/club.ics?token=${'A'.repeat(32)}`)).json()).toMatchObject({
      code: 1004,
    });
    const player = await call(t.app, f.tickets.freePlayer, 'GET', '/api/club/calendar');
    expect(player.code).not.toBe(0);
    const volunteerRenewsClub = await call(
      t.app,
      f.tickets.volunteer,
      'POST',
      '/api/club/calendar/renew',
      {},
    );
    expect(volunteerRenewsClub.code).toBe(1003);
    const contactAsVolunteer = await call(
      t.app,
      f.tickets.contact,
      'GET',
      '/api/volunteer/calendar',
    );
    expect(contactAsVolunteer.code).toBe(1003);
  });
});
