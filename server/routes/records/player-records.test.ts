// A player's record and the season leaders as the public and staff read them, and a hidden record
// hidden everywhere a name is shown: the record, the member page, the player search, the season
// leaders and the competition's leaders; staff still see it, and showing it again brings it back
// (the cached answers move with the change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { DEMO_GAME_RULES } from '../../demo/demo-games';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { call } from '../../test-support/scoring-test-fixture';
import { CHINESE_REFUSAL } from '../../test-support/site-test-fixture';
import { createTestClub, createTestMembership } from '../../test-support/test-clubs';
import { createTestUser } from '../../test-support/test-users';
import type { PlayerRecord, SeasonLeaders } from '../../../src/contract/player-records';
import type { PublicMember } from '../../../src/contract/account';
import type { PlayerSearchItem } from '../../../src/contract/content-people';
import type { Page } from '../../../src/contract/common';

describe('player records and a hidden record', () => {
  let test: TestApp;
  let staff: string;
  let hider: string;
  let hiderId: number;
  let otherId: number;
  let competitionId: number;
  let clubId: number;

  beforeAll(async () => {
    test = await buildTestApp();
    const { db, app } = test;
    const staffId = await createTestUser(db, { phone: '13900000000', type: 'staff' });
    staff = await issueTicket(db, staffId, Date.now());
    hiderId = await createTestUser(db, { phone: '13910000001', name: '隐者', city: '杭州' });
    otherId = await createTestUser(db, { phone: '13910000002', name: '明者' });
    hider = await issueTicket(db, hiderId, Date.now());
    clubId = await createTestClub(db, { name: '西湖飞盘' });
    const rivalId = await createTestClub(db, { name: '钱塘飞盘' });
    await createTestMembership(db, clubId, hiderId, 'active', 7);
    await db
      .insertInto('certificates')
      .values({
        user_id: hiderId,
        kind: 'coach',
        level: 'L1',
        number: 'C-001',
        issued_on: '2025-03-01',
      })
      .execute();
    const competition = await db
      .insertInto('competitions')
      .values({
        name: '西湖公开赛',
        level: 'A',
        scope: 'national',
        division: 'MIX',
        city: '杭州',
        venue: null,
        start_date: '2026-04-01',
        end_date: '2026-04-02',
        registration_opens: null,
        registration_closes: null,
        min_male: 0,
        min_female: 0,
        max_roster: 30,
        cover: null,
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    competitionId = competition.id;
    // Three games (the leaders' minimum), lines kept: the hider scores twice per game.
    for (let g = 0; g < 3; g += 1) {
      const game = await db
        .insertInto('games')
        .values({
          competition_id: competitionId,
          date: '2026-04-01',
          time: `0${g + 1}:00`,
          field: '1号场',
          round: '小组赛',
          home_club_id: clubId,
          away_club_id: rivalId,
          home_name: '西湖飞盘',
          away_name: '钱塘飞盘',
          status: 'scheduled',
          ...DEMO_GAME_RULES,
          track_lines: 1,
          home_score: 0,
          away_score: 0,
          began_at: null,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [hiderRow, otherRow] = await db
        .insertInto('game_players')
        .values([
          { game_id: game.id, team: 'home', user_id: hiderId, name: '隐者', number: 7 },
          { game_id: game.id, team: 'away', user_id: otherId, name: '明者', number: 9 },
        ])
        .returning('id')
        .execute();
      const action = (id: string, at: number, body: object = {}) => ({
        id: `g${g}${id}`,
        gameId: game.id,
        at,
        ...body,
      });
      await call(app, staff, 'POST', '/api/volunteer/begin', action('b', 1000));
      const line = { homeLine: [hiderRow?.id], awayLine: [otherRow?.id] };
      for (const [i, team] of (['home', 'home', 'away'] as const).entries()) {
        const scorerId = team === 'home' ? hiderRow?.id : otherRow?.id;
        const answer = await call(
          app,
          staff,
          'POST',
          '/api/volunteer/save/score',
          action(`s${i}`, 2000 + i, { team, scorerId, ...line }),
        );
        expect(answer.code).toBe(0);
      }
      await call(app, staff, 'POST', '/api/volunteer/finished', action('f', 9000));
    }
  });
  afterAll(() => test.close());

  const get = <T>(url: string, ticket: string | null = null) =>
    call<T>(test.app, ticket, 'GET', url);
  const leaders = () => get<SeasonLeaders>('/api/records/leaders?season=2026&division=MIX');

  it('shows a visible record in full, with the club of the time, and ranks it', async () => {
    const record = await get<PlayerRecord>(`/api/records/players/${hiderId}`);
    expect(record.data.hidden).toBe(false);
    expect(record.data.competitions).toEqual([
      expect.objectContaining({
        competitionId,
        clubId,
        clubName: '西湖飞盘',
        season: 2026,
        games: 3,
        goals: 6,
        assists: 0,
        pointsPlayed: 9,
        plusMinus: 3,
      }),
    ]);
    expect(record.data.seasons).toEqual([
      { season: 2026, games: 3, goals: 6, assists: 0, pointsPlayed: 9, plusMinus: 3 },
    ]);
    expect(record.data.total.goals).toBe(6);
    const board = await leaders();
    expect(board.data.minGames).toBe(3);
    expect(board.data.goals.map((l) => [l.name, l.value])).toEqual([
      ['隐者', 6],
      ['明者', 3],
    ]);
    expect(board.data.plusMinus.map((l) => [l.name, l.value])).toEqual([
      ['隐者', 3],
      ['明者', -3],
    ]);
  });

  it('hides the record from the public everywhere, but not from staff', async () => {
    const saved = await call<{ hidden: boolean }>(test.app, hider, 'POST', '/api/records/privacy', {
      hidden: true,
    });
    expect(saved).toMatchObject({ code: 0, data: { hidden: true } });

    const record = await get<PlayerRecord>(`/api/records/players/${hiderId}`);
    expect(record.data).toMatchObject({ hidden: true, competitions: [], seasons: [] });
    expect(record.data.total.goals).toBe(0);
    const forStaff = await get<PlayerRecord>(`/api/records/players/${hiderId}`, staff);
    expect(forStaff.data.competitions[0]?.goals).toBe(6);

    const member = await get<PublicMember>(`/api/user/${hiderId}`);
    expect(member.data).toMatchObject({ name: '隐者', club: null, city: null, gender: null });
    expect(member.data.certificates.map((c) => c.number)).toEqual(['C-001']);
    expect((await get<PublicMember>(`/api/user/${hiderId}`, staff)).data.club?.id).toBe(clubId);

    const byName = await get<Page<PlayerSearchItem>>(
      `/api/user/search?name=${encodeURIComponent('隐者')}`,
    );
    expect(byName.data.list).toEqual([
      {
        id: hiderId,
        name: '隐者',
        gender: null,
        city: null,
        clubId: null,
        clubName: null,
        number: null,
        // Nor their season's registration status (docs/records.md, "Hiding a record").
        seasonStatus: '',
      },
    ]);
    const byClub = await get<Page<PlayerSearchItem>>(`/api/user/search?clubId=${clubId}`);
    expect(byClub.data.list.map((p) => p.id)).not.toContain(hiderId);
    const byCity = await get<Page<PlayerSearchItem>>(
      `/api/user/search?city=${encodeURIComponent('杭州')}`,
    );
    expect(byCity.data.total).toBe(0);

    const board = await leaders();
    expect(board.data.goals.map((l) => l.name)).toEqual(['明者']);
    expect(board.data.plusMinus.map((l) => l.name)).toEqual(['明者']);
    const competition = await get<{ topScorers: { name: string }[] }>(
      `/api/competitions/${competitionId}`,
    );
    expect(competition.data.topScorers.map((l) => l.name)).toEqual(['明者']);
  });

  it('brings the record back when shown again', async () => {
    await call(test.app, hider, 'POST', '/api/records/privacy', { hidden: false });
    expect((await get<PlayerRecord>(`/api/records/players/${hiderId}`)).data.hidden).toBe(false);
    expect((await leaders()).data.goals.map((l) => l.name)).toEqual(['隐者', '明者']);
    const competition = await get<{ topScorers: { name: string }[] }>(
      `/api/competitions/${competitionId}`,
    );
    expect(competition.data.topScorers.map((l) => l.name)).toEqual(['隐者', '明者']);
  });

  it('refuses a bad season or division in Chinese, and a member that does not exist', async () => {
    for (const url of [
      '/api/records/leaders?season=abc&division=MIX',
      '/api/records/leaders?season=2026&division=XX',
      '/api/records/players/999999',
    ]) {
      const answer = await get(url);
      expect(answer.code).not.toBe(0);
      expect(answer.message).toMatch(CHINESE_REFUSAL);
    }
  });
});
