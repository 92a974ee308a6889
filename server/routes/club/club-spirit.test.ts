// Spirit of the Game: a club's contact (or the captain they name) gives the opponent of a finished
// game the five WFDF marks, once per game, editable until the competition's deadline; the public
// standings average what each team received; staff see who has not given.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type {
  ClubSpirit,
  SpiritCaptainSlot,
  SpiritMissing,
  SpiritScore,
  SpiritStandings,
} from '../../../src/contract/spirit';
import { call } from '../../test-support/scoring-test-fixture';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';

let t: TestApp;
let f: ClubFixture;
let thirdClubId: number;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
  thirdClubId = (
    await t.db
      .insertInto('clubs')
      .values({
        name: '广州火焰',
        division: 'MIX',
        city: '广州',
        logo: null,
        intro: null,
        founded_year: 2019,
        status: 'approved',
        contact_user_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterEach(() => t.close());

const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDateString(date);
};

const nameOf = (id: number) =>
  id === f.clubId ? '上海飞鱼' : id === f.otherClubId ? '北京风暴' : '广州火焰';

async function insertGame(
  home: number,
  away: number,
  status: 'scheduled' | 'live' | 'finished' = 'finished',
  time = '09:00',
) {
  const row = await t.db
    .insertInto('games')
    .values({
      competition_id: f.mixOpen,
      date: dayFromToday(-1),
      time,
      field: '1号场',
      round: '小组赛',
      home_club_id: home,
      away_club_id: away,
      home_name: nameOf(home),
      away_name: nameOf(away),
      status,
      points_to_win: 15,
      halftime_at: 8,
      soft_cap_minutes: null,
      hard_cap_minutes: null,
      timeouts_per_half: 2,
      home_score: status === 'finished' ? 15 : 3,
      away_score: status === 'finished' ? 11 : 2,
      began_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const marks = (rules: number, fouls: number, fairness: number, attitude: number, talk: number) => ({
  rules,
  fouls,
  fairness,
  attitude,
  communication: talk,
});

let clock = 1_000;
const submit = (
  ticket: string,
  gameId: number,
  m: ReturnType<typeof marks>,
  extra: { id?: string; comment?: string; at?: number } = {},
) =>
  call<SpiritScore>(t.app, ticket, 'POST', '/api/club/spirit', {
    id: extra.id ?? randomUUID(),
    gameId,
    at: extra.at ?? (clock += 1_000),
    comment: extra.comment ?? '',
    ...m,
  });

const list = (ticket: string) => call<ClubSpirit>(t.app, ticket, 'GET', '/api/club/spirit');
const standings = () =>
  call<SpiritStandings>(t.app, null, 'GET', `/api/competitions/${f.mixOpen}/spirit`);
const storedRows = () => t.db.selectFrom('spirit_scores').selectAll().execute();

async function enter(clubId: number, players: number[]) {
  const registration = await t.db
    .insertInto('registrations')
    .values({
      competition_id: f.mixOpen,
      club_id: clubId,
      status: 'approved',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('registration_players')
    .values(
      players.map((userId, i) => ({
        registration_id: registration.id,
        user_id: userId,
        number: i + 1,
      })),
    )
    .execute();
}

describe('giving a spirit score', () => {
  it('lists the club’s finished games, stores a score and shows it as given', async () => {
    const played = await insertGame(f.clubId, f.otherClubId);
    await insertGame(f.otherClubId, f.clubId, 'live', '11:00');
    await insertGame(f.otherClubId, thirdClubId, 'finished', '13:00');

    const before = await list(f.tickets.contact);
    expect(before.code).toBe(0);
    expect(before.data.club).toEqual({ id: f.clubId, name: '上海飞鱼' });
    expect(before.data.games.map((game) => game.gameId)).toEqual([played]);
    expect(before.data.games[0]).toMatchObject({
      team: 'home',
      away: { clubId: f.otherClubId, name: '北京风暴' },
      homeScore: 15,
      awayScore: 11,
      deadline: dayFromToday(34),
      open: true,
      given: null,
    });

    const id = randomUUID();
    const answer = await submit(f.tickets.contact, played, marks(2, 3, 2, 1, 4), {
      id,
      comment: '  沟通很积极  ',
    });
    expect(answer).toMatchObject({ code: 0, message: '精神分已提交' });
    expect(answer.data).toMatchObject({
      id,
      gameId: played,
      clubId: f.clubId,
      ...marks(2, 3, 2, 1, 4),
      comment: '沟通很积极',
      total: 12,
      submittedBy: '联系人甲',
    });
    expect((await list(f.tickets.contact)).data.games[0]?.given).toEqual(answer.data);
  });

  it('answers a resend with what is stored, and lets an edit replace the score', async () => {
    const game = await insertGame(f.clubId, f.otherClubId);
    const first = randomUUID();
    await submit(f.tickets.contact, game, marks(1, 1, 1, 1, 1), { id: first, at: 5_000 });
    const resent = await submit(f.tickets.contact, game, marks(4, 4, 4, 4, 4), {
      id: first,
      at: 5_000,
    });
    expect(resent.code).toBe(0);
    expect(resent.data).toMatchObject({ id: first, ...marks(1, 1, 1, 1, 1) });

    const edit = randomUUID();
    const edited = await submit(f.tickets.contact, game, marks(3, 3, 2, 2, 2), {
      id: edit,
      at: 9_000,
    });
    expect(edited.data).toMatchObject({ id: edit, total: 12 });
    // The first submission arriving again after the edit does not bring it back.
    const late = await submit(f.tickets.contact, game, marks(1, 1, 1, 1, 1), {
      id: first,
      at: 5_000,
    });
    expect(late.data).toMatchObject({ id: edit, total: 12 });
    // Nor does an older edit that had never arrived.
    const older = await submit(f.tickets.contact, game, marks(0, 0, 0, 0, 0), { at: 7_000 });
    expect(older.data).toMatchObject({ id: edit, total: 12 });

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: edit, rules: 3, club_id: f.clubId });
  });

  it('refuses a game not finished, another clubs’ game, marks out of range and a reused id', async () => {
    const live = await insertGame(f.clubId, f.otherClubId, 'live');
    const others = await insertGame(f.otherClubId, thirdClubId);
    const ours = await insertGame(f.otherClubId, f.clubId, 'finished', '15:00');

    expect(await submit(f.tickets.contact, live, marks(2, 2, 2, 2, 2))).toMatchObject({
      code: 1000,
      message: '比赛结束后才能填写精神分',
    });
    expect(await submit(f.tickets.contact, others, marks(2, 2, 2, 2, 2))).toMatchObject({
      code: 1003,
      message: '只能为本队参加的比赛填写精神分',
    });
    expect(await submit(f.tickets.contact, ours, marks(2, 5, 2, 2, 2))).toMatchObject({
      code: 1001,
      message: '「犯规与身体接触」的评分须为 0 到 4 的整数',
    });
    expect((await submit(f.tickets.contact, ours, marks(-1, 2, 2, 2, 2))).code).toBe(1001);
    expect((await submit(f.tickets.contact, ours, marks(2, 2, 2.5, 2, 2))).code).toBe(1001);
    const noMark = await call(t.app, f.tickets.contact, 'POST', '/api/club/spirit', {
      id: randomUUID(),
      gameId: ours,
      at: 1,
      rules: 2,
    });
    expect(noMark).toMatchObject({
      code: 1001,
      message: '请为「犯规与身体接触」打分（须为 0 到 4 的整数）',
    });
    const badId = await call(t.app, f.tickets.contact, 'POST', '/api/club/spirit', {
      id: 'not-a-uuid',
      gameId: ours,
      at: 1,
      ...marks(2, 2, 2, 2, 2),
    });
    expect(badId).toMatchObject({ code: 1001, message: '提交编号必须是 UUID' });
    expect(await storedRows()).toHaveLength(0);

    const id = randomUUID();
    expect((await submit(f.tickets.otherContact, ours, marks(2, 2, 2, 2, 2), { id })).code).toBe(0);
    expect(await submit(f.tickets.contact, ours, marks(2, 2, 2, 2, 2), { id })).toMatchObject({
      code: 1009,
      message: '提交编号已被其他精神分使用，请刷新后重试',
    });
    expect(await storedRows()).toHaveLength(1);
    // Only the contact's club and its named captains give; others are refused outright.
    expect((await submit(f.tickets.staff, ours, marks(2, 2, 2, 2, 2))).code).toBe(1003);
    expect((await submit(f.tickets.volunteer, ours, marks(2, 2, 2, 2, 2))).code).toBe(1003);
    expect((await call(t.app, null, 'POST', '/api/club/spirit', {})).code).toBe(401);
    expect(await submit(f.tickets.freePlayer, ours, marks(2, 2, 2, 2, 2))).toMatchObject({
      code: 1000,
      message: '您不是俱乐部联系人，也未被指定为任何赛事的精神分队长',
    });
    expect((await list(f.tickets.freePlayer)).data).toEqual({
      club: null,
      games: [],
      captains: [],
    });
  });

  it('takes scores through the deadline’s day and refuses them after it, resends still answered', async () => {
    const game = await insertGame(f.clubId, f.otherClubId);
    const setDeadline = (day: string) =>
      t.db
        .updateTable('competitions')
        .set({ spirit_deadline: day })
        .where('id', '=', f.mixOpen)
        .execute();
    await setDeadline(dayFromToday(0));
    const id = randomUUID();
    expect((await submit(f.tickets.contact, game, marks(2, 2, 2, 2, 2), { id, at: 10 })).code).toBe(
      0,
    );

    await setDeadline(dayFromToday(-1));
    const late = await submit(f.tickets.contact, game, marks(4, 4, 4, 4, 4), { at: 20 });
    expect(late).toMatchObject({
      code: 1000,
      message: `精神分已于 ${dayFromToday(-1)} 截止，不能再提交或修改`,
    });
    const resent = await submit(f.tickets.contact, game, marks(2, 2, 2, 2, 2), { id, at: 10 });
    expect(resent).toMatchObject({ code: 0, data: { id, total: 10 } });
    expect((await list(f.tickets.contact)).data.games[0]).toMatchObject({
      open: false,
      deadline: dayFromToday(-1),
    });
    expect((await storedRows())[0]).toMatchObject({ id, rules: 2 });
  });
});

describe('the spirit captain', () => {
  it('is named by the contact from the roster, then gives the club’s scores in that competition', async () => {
    await enter(f.clubId, [f.men[0], f.women[0]]);
    const game = await insertGame(f.otherClubId, f.clubId);
    const captain = await issueTicket(t.db, f.men[0], t.app.now());

    const slots = (await list(f.tickets.contact)).data.captains;
    expect(slots).toEqual([
      {
        competitionId: f.mixOpen,
        competitionName: '全国混合组锦标赛',
        captain: null,
        candidates: [
          { userId: f.men[0], name: '张伟', number: 1 },
          { userId: f.women[0], name: '李娜', number: 2 },
        ],
      },
    ]);
    expect(await submit(captain, game, marks(2, 2, 2, 2, 2))).toMatchObject({ code: 1000 });

    const named = await call<SpiritCaptainSlot>(
      t.app,
      f.tickets.contact,
      'POST',
      '/api/club/spirit/captain',
      { competitionId: f.mixOpen, userId: f.men[0] },
    );
    expect(named).toMatchObject({
      code: 0,
      message: '已指定张伟为精神分队长',
      data: { captain: { userId: f.men[0], name: '张伟', number: 1 } },
    });
    const mine = await list(captain);
    expect(mine.data).toMatchObject({ club: { id: f.clubId }, captains: [] });
    expect(mine.data.games.map((g) => g.gameId)).toEqual([game]);
    const given = await submit(captain, game, marks(3, 2, 2, 2, 2));
    expect(given.data).toMatchObject({ clubId: f.clubId, submittedBy: '张伟' });

    const cleared = await call(t.app, f.tickets.contact, 'POST', '/api/club/spirit/captain', {
      competitionId: f.mixOpen,
      userId: null,
    });
    expect(cleared).toMatchObject({ code: 0, message: '已取消精神分队长，由联系人填写' });
    expect((await submit(captain, game, marks(4, 4, 4, 4, 4))).code).toBe(1000);
  });

  it('must be on the club’s approved roster, and only a contact names one', async () => {
    const nameOne = (ticket: string, userId: number | null, competitionId = f.mixOpen) =>
      call(t.app, ticket, 'POST', '/api/club/spirit/captain', { competitionId, userId });
    expect(await nameOne(f.tickets.contact, f.men[0])).toMatchObject({
      code: 1000,
      message: '本俱乐部没有通过审核的该赛事报名',
    });
    await enter(f.clubId, [f.men[0]]);
    expect(await nameOne(f.tickets.contact, f.men[1])).toMatchObject({
      code: 1000,
      message: '精神分队长须为本队该赛事报名名单中的球员',
    });
    expect(await nameOne(f.tickets.contact, f.otherClubPlayer)).toMatchObject({ code: 1000 });
    expect((await nameOne(f.tickets.freePlayer, f.men[0])).code).toBe(1003);
    expect((await nameOne(f.tickets.staff, f.men[0])).code).toBe(1003);
    expect(await t.db.selectFrom('spirit_captains').selectAll().execute()).toHaveLength(0);
  });
});

describe('spirit standings and the missing list', () => {
  it('averages what each team received in finished games, best first, without comments', async () => {
    const g1 = await insertGame(f.clubId, f.otherClubId);
    const g2 = await insertGame(thirdClubId, f.clubId, 'finished', '11:00');
    await submit(f.tickets.contact, g1, marks(3, 3, 3, 3, 3), { comment: '不公开的评语' });
    await submit(f.tickets.otherContact, g1, marks(2, 1, 2, 2, 2));
    await submit(f.tickets.contact, g2, marks(1, 2, 2, 2, 2));
    // The third club has no contact: staff write its score of game 2 for the test.
    await t.db
      .insertInto('spirit_scores')
      .values({
        id: randomUUID(),
        game_id: g2,
        club_id: thirdClubId,
        ...marks(4, 3, 3, 3, 3),
        comment: '',
        user_id: f.men[0],
        at: 1,
        received_at: 1,
      })
      .execute();

    const answer = await standings();
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ competitionId: f.mixOpen, finishedGames: 2 });
    expect(answer.data.standings).toEqual([
      {
        clubId: f.otherClubId,
        name: '北京风暴',
        received: 1,
        averages: marks(3, 3, 3, 3, 3),
        total: 15,
      },
      {
        clubId: f.clubId,
        name: '上海飞鱼',
        received: 2,
        // (2+4)/2, (1+3)/2, (2+3)/2, (2+3)/2, (2+3)/2
        averages: marks(3, 2, 2.5, 2.5, 2.5),
        total: 12.5,
      },
      {
        clubId: thirdClubId,
        name: '广州火焰',
        received: 1,
        averages: marks(1, 2, 2, 2, 2),
        total: 9,
      },
    ]);
    expect(JSON.stringify(answer.data)).not.toContain('不公开的评语');
    expect((await call(t.app, null, 'GET', '/api/competitions/999999/spirit')).code).toBe(1004);
  });

  it('is kept per version: a current copy gets 304, and a score given raises the version', async () => {
    const game = await insertGame(f.clubId, f.otherClubId);
    const path = `/api/competitions/${f.mixOpen}/spirit`;
    const first = await t.app.inject({ method: 'GET', url: path });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    await submit(f.tickets.contact, game, marks(4, 4, 4, 4, 4));
    const after = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: SpiritStandings }>().data.standings).toMatchObject([
      { clubId: f.otherClubId, received: 1, total: 20 },
    ]);
  });

  it('shows staff which teams have not given their score of each finished game', async () => {
    const g1 = await insertGame(f.clubId, f.otherClubId);
    const g2 = await insertGame(thirdClubId, f.clubId, 'finished', '11:00');
    await insertGame(f.clubId, thirdClubId, 'live', '13:00');
    await submit(f.tickets.contact, g1, marks(2, 2, 2, 2, 2));

    const missing = await call<SpiritMissing>(
      t.app,
      f.tickets.staff,
      'GET',
      `/api/admin/competitions/${f.mixOpen}/spirit-missing`,
    );
    expect(missing.code).toBe(0);
    expect(missing.data).toMatchObject({ deadline: dayFromToday(34), due: 4, given: 1 });
    expect(missing.data.games.map((game) => [game.gameId, game.missing])).toEqual([
      [g1, [{ clubId: f.otherClubId, name: '北京风暴' }]],
      [
        g2,
        [
          { clubId: thirdClubId, name: '广州火焰' },
          { clubId: f.clubId, name: '上海飞鱼' },
        ],
      ],
    ]);
    expect(
      (
        await call(
          t.app,
          f.tickets.contact,
          'GET',
          `/api/admin/competitions/${f.mixOpen}/spirit-missing`,
        )
      ).code,
    ).toBe(1003);
  });
});
