// The demo data obeys the rules the product enforces: every registration passes the checks the
// registration call runs (the product's own rule functions, shared with the club centre), every membership
// history is one the member calls could have produced, and the games and their standings agree
// with the entries, the scoring rules and the published tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, MembershipStatus } from '../db/schema';
import { checkRoster, registrationOpen } from '../../src/contract/rules/roster-rules';
import { registrationWindowOf, rosterRulesOf } from '../domain/competitions/roster-refusal';
import { assertApproved } from '../domain/clubs-and-people/own-club';
import { CURRENT_MEMBERSHIP_STATUSES } from '../auth/current-user';
import { derive } from '../../src/contract/scoring/derive';
import { toScoringEvents } from '../domain/games-and-scoring/game-event-log';
import { rulesOf } from '../domain/games-and-scoring/game-view';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import type { CompetitionDetail } from '../../src/contract/content-competition';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

interface Step {
  membershipId: number;
  clubId: number;
  userId: number;
  status: MembershipStatus;
  at: string;
}

/** Every membership step of the demo data in the order it happened. */
async function membershipSteps(db: Kysely<Database>): Promise<Step[]> {
  return db
    .selectFrom('membership_events as e')
    .innerJoin('memberships as m', 'm.id', 'e.membership_id')
    .select(['m.id as membershipId', 'm.club_id as clubId', 'm.user_id as userId', 'e.status'])
    .select('e.at')
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}

/** A member's status in a club at a moment, from the steps before it. */
function statusAt(steps: readonly Step[], clubId: number, userId: number, at: string) {
  let status: MembershipStatus | null = null;
  for (const step of steps) {
    if (step.at > at) break;
    if (step.clubId === clubId && step.userId === userId) status = step.status;
  }
  return status;
}

const current = (status: MembershipStatus) =>
  (CURRENT_MEMBERSHIP_STATUSES as readonly string[]).includes(status);

describe('the demo data obeys the product rules', () => {
  it('has every entry pass the checks the registration call makes, on the day it was made', async () => {
    const db = t.db;
    const steps = await membershipSteps(db);
    const registrations = await db
      .selectFrom('registrations as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .innerJoin('clubs as club', 'club.id', 'r.club_id')
      .selectAll('c')
      .select(['r.id as registrationId', 'r.created_at as enteredAt', 'r.club_id as clubId'])
      .select(['club.name as clubName', 'club.division as clubDivision'])
      .execute();
    expect(registrations.length).toBeGreaterThanOrEqual(15);
    const clubs = await db.selectFrom('clubs').selectAll().execute();
    for (const entry of registrations) {
      const what = `${entry.clubName} → ${entry.name}`;
      const club = clubs.find((c) => c.id === entry.clubId);
      expect(() => assertApproved(club as NonNullable<typeof club>), what).not.toThrow();
      expect(entry.clubDivision, what).toBe(entry.division);
      expect(
        registrationOpen(registrationWindowOf(entry), entry.enteredAt.slice(0, 10)),
        what,
      ).toBe(true);

      const roster = await db
        .selectFrom('registration_players as rp')
        .innerJoin('users as u', 'u.id', 'rp.user_id')
        .select(['u.id as userId', 'u.name', 'u.gender', 'rp.number'])
        .where('rp.registration_id', '=', entry.registrationId)
        .execute();
      expect(roster.length, what).toBeGreaterThan(0);
      for (const player of roster) {
        expect(statusAt(steps, entry.clubId, player.userId, entry.enteredAt), player.name).toBe(
          'active',
        );
      }
      expect(checkRoster(rosterRulesOf(entry), roster).problems, what).toEqual([]);
    }
  });

  it('gives 北京飞羽 an approved championship roster that meets the minimums the page shows', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/api/competitions?status=ongoing' });
    const id = detail.json<{ data: { list: { id: number }[] } }>().data.list[0]?.id;
    const page = (await t.app.inject({ method: 'GET', url: `/api/competitions/${id}` })).json<{
      data: CompetitionDetail;
    }>().data;
    const beijing = page.teams.find((team) => team.name === '北京飞羽飞盘俱乐部');
    expect(beijing?.status).toBe('approved');
    const roster = (
      await t.app.inject({
        method: 'GET',
        url: `/api/competitions/${id}/teams/${beijing?.clubId}`,
      })
    ).json<{ data: { players: { gender: 'M' | 'F' | null }[] } }>().data.players;
    expect(roster.filter((p) => p.gender === 'F').length).toBeGreaterThanOrEqual(page.minFemale);
    expect(roster.filter((p) => p.gender === 'M').length).toBeGreaterThanOrEqual(page.minMale);
  });

  it('has only membership histories the invite, accept, reject and leave calls can produce', async () => {
    const steps = await membershipSteps(t.db);
    const users = await t.db.selectFrom('users').select(['id', 'type']).execute();
    const typeOf = new Map(users.map((u) => [u.id, u.type]));
    const allowed: Partial<Record<MembershipStatus, MembershipStatus[]>> = {
      invited: ['active', 'rejected'],
      active: ['leave_requested'],
      leave_requested: ['left', 'active'],
    };
    const now = new Map<number, Step>();
    for (const step of steps) {
      const before = now.get(step.membershipId);
      const elsewhere = [...now.values()].filter(
        (other) => other.userId === step.userId && other.clubId !== step.clubId,
      );
      if (!before) {
        // POST /api/club/invite: a player, in no club at the moment, not already invited there.
        expect(step.status).toBe('invited');
        expect(typeOf.get(step.userId)).toBe('player');
        expect(elsewhere.filter((other) => current(other.status))).toEqual([]);
      } else {
        expect(allowed[before.status] ?? []).toContain(step.status);
        // POST /api/user/accept refuses a player who is in another club.
        if (before.status === 'invited' && step.status === 'active') {
          expect(elsewhere.filter((other) => current(other.status))).toEqual([]);
        }
      }
      now.set(step.membershipId, step);
    }
    const memberships = await t.db.selectFrom('memberships').select(['id', 'status']).execute();
    for (const m of memberships) expect(now.get(m.id)?.status).toBe(m.status);
  });

  it('gives each club its own contact account', async () => {
    const clubs = await t.db
      .selectFrom('clubs as c')
      .innerJoin('users as u', 'u.id', 'c.contact_user_id')
      .select(['c.id', 'u.id as userId', 'u.type'])
      .execute();
    expect(clubs.every((club) => club.type === 'contact')).toBe(true);
    expect(new Set(clubs.map((club) => club.userId)).size).toBe(clubs.length);
  });

  it('plays games only between entered teams, with their entered rosters, by the scoring rules', async () => {
    const db = t.db;
    const games = await db.selectFrom('games').selectAll().execute();
    const entries = await db
      .selectFrom('registrations as r')
      .innerJoin('registration_players as rp', 'rp.registration_id', 'r.id')
      .select(['r.competition_id', 'r.club_id', 'r.status', 'rp.user_id'])
      .execute();
    const gamePlayers = await db.selectFrom('game_players').selectAll().execute();
    const events = await db.selectFrom('game_events').selectAll().execute();
    const competitions = await db.selectFrom('competitions').selectAll().execute();
    for (const game of games) {
      const competition = competitions.find((c) => c.id === game.competition_id);
      expect(game.date >= (competition?.start_date ?? '')).toBe(true);
      expect(game.date <= (competition?.end_date ?? '')).toBe(true);
      for (const [team, clubId] of [
        ['home', game.home_club_id],
        ['away', game.away_club_id],
      ] as const) {
        if (clubId === null) continue;
        const entered = entries.filter(
          (e) => e.competition_id === game.competition_id && e.club_id === clubId,
        );
        expect(entered.length, `game ${game.id} ${team}`).toBeGreaterThan(0);
        expect(entered.every((e) => e.status === 'approved')).toBe(true);
        const onGame = gamePlayers
          .filter((p) => p.game_id === game.id && p.team === team)
          .map((p) => p.user_id)
          .sort();
        expect(onGame).toEqual(entered.map((e) => e.user_id).sort());
      }

      const log = events.filter((e) => e.game_id === game.id);
      const roster = new Map(
        gamePlayers.filter((p) => p.game_id === game.id).map((p) => [p.id, p.team]),
      );
      for (const score of log.filter((e) => e.kind === 'score')) {
        // POST /api/volunteer/save/score: scorer and assist are two players of the scoring team.
        if (score.scorer_id !== null) expect(roster.get(score.scorer_id)).toBe(score.team);
        if (score.assist_id !== null) expect(roster.get(score.assist_id)).toBe(score.team);
        if (score.scorer_id !== null) expect(score.assist_id).not.toBe(score.scorer_id);
      }
      const state = derive(rulesOf(game), toScoringEvents(log), { status: game.status });
      for (const side of ['home', 'away'] as const) {
        expect(state.timeoutsUsed[side].firstHalf).toBeLessThanOrEqual(game.timeouts_per_half);
        expect(state.timeoutsUsed[side].secondHalf).toBeLessThanOrEqual(game.timeouts_per_half);
      }
      if (game.status === 'finished') {
        expect(state.winner, `game ${game.id}`).not.toBeNull();
        expect(Math.max(game.home_score, game.away_score)).toBeLessThanOrEqual(game.points_to_win);
        // Short of the target only when the hard cap ended it; at the target before the soft cap
        // would have lowered it.
        const lastPoint = Math.max(
          ...log.filter((e) => e.kind === 'score').map((e) => Number(e.at)),
        );
        const minutes = (lastPoint - Number(game.began_at)) / 60_000;
        if (Math.max(game.home_score, game.away_score) < game.points_to_win) {
          expect(minutes, `game ${game.id}`).toBeGreaterThanOrEqual(game.hard_cap_minutes ?? 0);
        } else {
          expect(minutes, `game ${game.id}`).toBeLessThan(game.soft_cap_minutes ?? Infinity);
        }
      }
    }
  });

  it('seeds the championship semi-finals and placement games from the published pool tables', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/competitions?status=ongoing' });
    const id = list.json<{ data: { list: { id: number }[] } }>().data.list[0]?.id;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/competitions/${id}` })).json<{
      data: CompetitionDetail;
    }>().data;
    const [a, b] = detail.pools.map((pool) => pool.standings.map((row) => row.name));
    expect(detail.pools.map((pool) => pool.pool)).toEqual(['A组', 'B组']);
    const pairs = (round: string) =>
      detail.games
        .filter((game) => game.round === round)
        .map((game) => [game.home.name, game.away.name].sort().join(' - '))
        .sort();
    const pair = (x?: string, y?: string) => [x, y].sort().join(' - ');
    expect(pairs('半决赛')).toEqual([pair(a?.[0], b?.[1]), pair(b?.[0], a?.[1])].sort());
    expect(pairs('5-8名排位赛')).toEqual([pair(a?.[2], b?.[3]), pair(b?.[2], a?.[3])].sort());
  });
});
