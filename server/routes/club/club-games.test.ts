// What a contact or a player reads before going to the field: the club's games of the coming
// week, and the roster with each member's certificates.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { ClubGames, ClubMember } from '../../../src/contract/club';
import { call } from '../../test-support/scoring-test-fixture';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';

let t: TestApp;
let f: ClubFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
});
afterEach(() => t.close());

const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDateString(date);
};

async function insertGame(day: number, time: string, home: number | null, away: number | null) {
  const clubName = (id: number | null) =>
    id === f.clubId ? '上海飞鱼' : id === f.otherClubId ? '北京风暴' : '待定';
  const row = await t.db
    .insertInto('games')
    .values({
      competition_id: f.mixOpen,
      date: dayFromToday(day),
      time,
      field: '1号场',
      round: '小组赛',
      home_club_id: home,
      away_club_id: away,
      home_name: clubName(home),
      away_name: clubName(away),
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
  return row.id;
}

const games = (ticket: string, query = '') =>
  call<ClubGames>(t.app, ticket, 'GET', `/api/club/games${query}`);

describe('GET /api/club/games', () => {
  it('answers the club’s games from today through the seventh day, in playing order', async () => {
    await insertGame(-1, '09:00', f.clubId, f.otherClubId);
    const later = await insertGame(7, '10:00', f.otherClubId, f.clubId);
    const todayLate = await insertGame(0, '15:00', f.clubId, null);
    const todayEarly = await insertGame(0, '09:00', f.otherClubId, f.clubId);
    await insertGame(8, '09:00', f.clubId, f.otherClubId);
    await insertGame(1, '09:00', f.otherClubId, null);

    const answer = await games(f.tickets.contact);
    expect(answer.code).toBe(0);
    expect(answer.data.club).toEqual({ id: f.clubId, name: '上海飞鱼' });
    expect(answer.data.from).toBe(dayFromToday(0));
    expect(answer.data.to).toBe(dayFromToday(7));
    expect(answer.data.games.map((game) => game.id)).toEqual([todayEarly, todayLate, later]);
    expect(answer.data.games[0]).toMatchObject({
      field: '1号场',
      time: '09:00',
      home: { clubId: f.otherClubId, name: '北京风暴' },
      away: { clubId: f.clubId, name: '上海飞鱼' },
      homeScore: 0,
      awayScore: 0,
    });
  });

  it('answers a player with the games of the club they play for, and nobody else’s', async () => {
    const game = await insertGame(2, '11:00', f.clubId, f.otherClubId);
    const player = await issueTicket(t.db, f.men[0], t.app.now());
    const mine = await games(player);
    expect(mine.data.club.id).toBe(f.clubId);
    expect(mine.data.games.map((g) => g.id)).toEqual([game]);

    const other = await games(player, `?clubId=${f.otherClubId}`);
    expect(other).toMatchObject({ code: 1003, message: '只能查看本俱乐部的比赛' });
    expect(await games(f.tickets.freePlayer)).toMatchObject({ message: '您还没有加入俱乐部' });
    expect((await games(f.tickets.volunteer)).code).toBe(1003);
    expect((await call(t.app, null, 'GET', '/api/club/games')).code).toBe(401);
  });

  it('lets staff read any club they name, and a contact only their own', async () => {
    const game = await insertGame(0, '13:00', f.otherClubId, f.clubId);
    const staff = await games(f.tickets.staff, `?clubId=${f.otherClubId}`);
    expect(staff.data.club.id).toBe(f.otherClubId);
    expect(staff.data.games.map((g) => g.id)).toEqual([game]);
    expect((await games(f.tickets.contact, `?clubId=${f.otherClubId}`)).code).toBe(1003);
  });
});

describe('GET /api/club/members', () => {
  it('shows each member’s certificates, newest first, and none for the uncertified', async () => {
    const issue = (kind: 'coach' | 'judge', level: string, issuedOn: string, number: string) =>
      t.db
        .insertInto('certificates')
        .values({ user_id: f.women[0], kind, level, number, issued_on: issuedOn })
        .execute();
    await issue('coach', 'level3', '2023-04-01', 'JL0001');
    await issue('judge', 'level2', '2024-05-01', 'CP0001');

    const answer = await call<ClubMember[]>(t.app, f.tickets.contact, 'GET', '/api/club/members');
    const certified = answer.data.find((member) => member.userId === f.women[0]);
    expect(certified?.certificates).toEqual([
      { kind: 'judge', level: 'level2' },
      { kind: 'coach', level: 'level3' },
    ]);
    expect(answer.data.find((member) => member.userId === f.men[0])?.certificates).toEqual([]);
  });
});
