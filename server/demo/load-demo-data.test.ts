import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localDateString } from '../db/local-date';
import { derive } from '../../src/contract/scoring/derive';
import { toScoringEvents } from '../domain/games-and-scoring/game-event-log';
import { rulesOf } from '../domain/games-and-scoring/game-view';
import { buildTestApp, loginAs, type TestApp } from '../test-support/build-test-app';
import { LOV_TYPES } from '../../src/contract/lov';
import { loadDemoData } from './load-demo-data';
import { addDays } from './demo-dates';

const TODAY = localDateString();
let t: TestApp;

const count = async (db: Kysely<Database>, table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData(t.db, TODAY);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('has the four documented demo accounts, each able to log in with demo1234', async () => {
    const accounts = await t.db
      .selectFrom('users')
      .select(['phone', 'name', 'type'])
      .where('phone', 'in', ['13800000000', '13800000001', '13800000002', '13800000003'])
      .orderBy('phone')
      .execute();
    expect(accounts).toEqual([
      { phone: '13800000000', name: '周晓东', type: 'staff' },
      { phone: '13800000001', name: '李明', type: 'player' },
      { phone: '13800000002', name: '张伟', type: 'contact' },
      { phone: '13800000003', name: '陈静', type: 'volunteer' },
    ]);
    for (const { phone } of accounts)
      await expect(loginAs(t.app, phone, 'demo1234')).resolves.toMatch(/.{20,}/);
    await expect(loginAs(t.app, '13800000001', 'wrong-password')).rejects.toThrow();
  });

  it('has the counts the portal needs', async () => {
    const db = t.db;
    const players = await db
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'player')
      .execute();
    expect(players.length).toBeGreaterThanOrEqual(150);
    const approved = await db
      .selectFrom('clubs')
      .selectAll()
      .where('status', '=', 'approved')
      .execute();
    expect(approved.length).toBeGreaterThanOrEqual(12);
    expect(new Set(approved.map((c) => c.division))).toEqual(new Set(['MIX', 'MALE', 'FEMALE']));
    expect(new Set(approved.map((c) => c.city)).size).toBeGreaterThanOrEqual(8);
    expect(approved.every((c) => c.contact_user_id !== null && c.logo?.startsWith('/demo/'))).toBe(
      true,
    );

    const notices = await db.selectFrom('notices').select('category').execute();
    expect(notices.length).toBeGreaterThanOrEqual(20);
    expect(new Set(notices.map((n) => n.category)).size).toBe(4);
    const news = await db.selectFrom('news').select(['category', 'content']).execute();
    expect(news.filter((n) => n.category !== 'official').length).toBeGreaterThanOrEqual(20);
    expect(news.filter((n) => n.category === 'official').length).toBeGreaterThanOrEqual(3);
    expect(
      news.every((n) => /<p>/.test(n.content) && /<h3>/.test(n.content) && /<ul>/.test(n.content)),
    ).toBe(true);
    expect(news.every((n) => /<img src="\/demo\/[^"]+" alt="[^"]+"/.test(n.content))).toBe(true);

    const certificates = await db.selectFrom('certificates').select(['kind', 'level']).execute();
    expect(certificates.filter((c) => c.kind === 'coach').length).toBeGreaterThanOrEqual(10);
    expect(certificates.filter((c) => c.kind === 'judge').length).toBeGreaterThanOrEqual(10);
    const levels = await db
      .selectFrom('lovs')
      .select('value')
      .where('type', '=', 'CERTIFICATE_TYPE')
      .execute();
    expect(certificates.every((c) => levels.some((l) => l.value === c.level))).toBe(true);

    const trainings = await db.selectFrom('trainings').select('kind').execute();
    expect(new Set(trainings.map((x) => x.kind))).toEqual(new Set(['coach', 'judge']));
    expect(await count(db, 'sport_categories')).toBeGreaterThanOrEqual(6);
    const downloads = await db
      .selectFrom('downloads')
      .select(['category', 'size', 'data'])
      .execute();
    expect(new Set(downloads.map((d) => d.category)).size).toBe(3);
    expect(downloads.every((d) => d.size === d.data.length)).toBe(true);
    const lovTypes = await db.selectFrom('lovs').select('type').distinct().execute();
    expect(new Set(lovTypes.map((l) => l.type))).toEqual(new Set(LOV_TYPES));
    expect(await count(db, 'cooperators')).toBeGreaterThanOrEqual(4);
    const config = await db
      .selectFrom('site_config')
      .select(['key', 'value'])
      .where('key', '=', 'logos')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(config.value)[0].url).toBe('/demo/logo.svg');
  });

  it('gives memberships a history, and the demo player a club and a pending invitation', async () => {
    const statuses = await t.db.selectFrom('memberships').select('status').execute();
    for (const status of ['active', 'invited', 'leave_requested', 'left', 'rejected']) {
      expect(
        statuses.some((m) => m.status === status),
        status,
      ).toBe(true);
    }
    const histories = await t.db
      .selectFrom('memberships as m')
      .innerJoin('membership_events as e', 'e.membership_id', 'm.id')
      .select(['m.id', 'm.status', 'e.status as step', 'e.at'])
      .orderBy('m.id')
      .orderBy('e.at')
      .execute();
    const byMembership = new Map<number, { status: string; steps: string[] }>();
    for (const row of histories) {
      const entry = byMembership.get(row.id) ?? { status: row.status, steps: [] };
      entry.steps.push(row.step);
      byMembership.set(row.id, entry);
    }
    expect(byMembership.size).toBe(statuses.length);
    for (const { status, steps } of byMembership.values()) {
      expect(steps[0]).toBe('invited');
      expect(steps[steps.length - 1]).toBe(status);
    }
    const li = await t.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select(['m.status', 'c.name', 'c.contact_user_id'])
      .where('u.phone', '=', '13800000001')
      .orderBy('m.id')
      .execute();
    const contact = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(li.map((m) => m.status).sort()).toEqual(['active', 'invited']);
    expect(li.find((m) => m.status === 'active')?.contact_user_id).toBe(contact.id);
  });

  it('gives the demo volunteer at least two scheduled games today with full rosters from the registrations', async () => {
    const games = await t.db
      .selectFrom('games as g')
      .innerJoin('volunteer_assignments as va', 'va.game_id', 'g.id')
      .innerJoin('users as u', 'u.id', 'va.user_id')
      .select(['g.id', 'g.status', 'g.competition_id', 'g.home_club_id', 'g.away_club_id'])
      .where('u.phone', '=', '13800000003')
      .where('g.date', '=', TODAY)
      .execute();
    expect(games.filter((g) => g.status === 'scheduled').length).toBeGreaterThanOrEqual(2);
    for (const game of games) {
      for (const [team, clubId] of [
        ['home', game.home_club_id],
        ['away', game.away_club_id],
      ] as const) {
        const roster = await t.db
          .selectFrom('game_players')
          .select(['user_id', 'number'])
          .where('game_id', '=', game.id)
          .where('team', '=', team)
          .orderBy('user_id')
          .execute();
        const registered = await t.db
          .selectFrom('registration_players as rp')
          .innerJoin('registrations as r', 'r.id', 'rp.registration_id')
          .select(['rp.user_id', 'rp.number'])
          .where('r.competition_id', '=', game.competition_id)
          .where('r.club_id', '=', clubId as number)
          .orderBy('rp.user_id')
          .execute();
        expect(roster.length).toBeGreaterThanOrEqual(12);
        expect(roster).toEqual(registered);
      }
    }
  });

  it('stores finished and live scores that are exactly what their event logs give', async () => {
    const games = await t.db
      .selectFrom('games')
      .selectAll()
      .where('status', '!=', 'scheduled')
      .execute();
    expect(games.filter((g) => g.status === 'live')).toHaveLength(1);
    expect(
      games.filter((g) => g.status === 'finished' && g.date < TODAY).length,
    ).toBeGreaterThanOrEqual(12);
    const events = await t.db.selectFrom('game_events').selectAll().execute();
    expect(events.some((e) => e.kind === 'delete_score')).toBe(true);
    for (const game of games) {
      const log = toScoringEvents(events.filter((e) => e.game_id === game.id));
      const state = derive(rulesOf(game), log);
      expect([state.homeScore, state.awayScore], `game ${game.id}`).toEqual([
        game.home_score,
        game.away_score,
      ]);
      expect(state.finishedAt !== null).toBe(game.status === 'finished');
      if (game.status === 'finished')
        expect(Math.max(game.home_score, game.away_score)).toBeGreaterThanOrEqual(13);
    }
    const scorers = await t.db
      .selectFrom('game_events as e')
      .innerJoin('game_players as p', 'p.id', 'e.scorer_id')
      .select(['e.game_id', 'p.game_id as player_game', 'e.team', 'p.team as player_team'])
      .where('e.kind', '=', 'score')
      .execute();
    expect(scorers.length).toBeGreaterThan(100);
    expect(scorers.every((s) => s.game_id === s.player_game && s.team === s.player_team)).toBe(
      true,
    );
  });

  it('has a national competition running today, an international one and one open for registration', async () => {
    const competitions = await t.db.selectFrom('competitions').selectAll().execute();
    expect(
      competitions.some(
        (c) => c.scope === 'national' && c.start_date <= TODAY && c.end_date >= TODAY,
      ),
    ).toBe(true);
    expect(competitions.some((c) => c.scope === 'international')).toBe(true);
    const open = competitions.find(
      (c) =>
        (c.registration_opens ?? '') < TODAY &&
        (c.registration_closes ?? '') > TODAY &&
        c.start_date > TODAY,
    );
    expect(open?.division).toBe('MIX');
    expect(open?.min_male).toBeGreaterThan(0);
    expect(open?.min_female).toBeGreaterThan(0);
  });

  it('is the same data every time for the same day, and moves with the day', async () => {
    const again = await buildTestApp();
    const later = await buildTestApp();
    try {
      await loadDemoData(again.db, TODAY);
      await loadDemoData(later.db, addDays(TODAY, 30));
      const snapshot = async (db: Kysely<Database>) => ({
        users: await db
          .selectFrom('users')
          .select(['id', 'phone', 'name', 'gender'])
          .orderBy('id')
          .execute(),
        events: await db
          .selectFrom('game_events')
          .select(['id', 'kind', 'team', 'scorer_id'])
          .orderBy('id')
          .execute(),
        games: await db
          .selectFrom('games')
          .select(['id', 'home_score', 'away_score'])
          .orderBy('id')
          .execute(),
      });
      expect(await snapshot(again.db)).toEqual(await snapshot(t.db));
      const moved = await later.db
        .selectFrom('games')
        .select('date')
        .where('status', '=', 'live')
        .executeTakeFirstOrThrow();
      expect(moved.date).toBe(addDays(TODAY, 30));
    } finally {
      await again.close();
      await later.close();
    }
  });
});
