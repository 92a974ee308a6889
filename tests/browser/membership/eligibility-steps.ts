// The season's eligibility and transfer preparations (docs/membership.md), for the one walk
// through a season (tests/browser/membership-season-walk.test.ts). What no screen of this walk
// makes (a competition, last-minute registrations, the transfer window) is written straight into
// the server's database.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createDb } from '../../../server/db/connect';
import { dayFromNow, localToday } from '../support/console-steps';

export interface LapsedEntry {
  competition: string;
  club: string;
  year: number;
  /** The roster the contact picks: the first is the lapsed player. */
  roster: string[];
}

/**
 * For the club of the contact with `contactPhone`: a competition open for entries in 30 days, its
 * season, and a player registration 有效 for every active member but the first, whose registration
 * still awaits payment.
 */
export async function prepareLapsedEntry(
  databaseUrl: string,
  contactPhone: string,
): Promise<LapsedEntry> {
  const db = createDb(databaseUrl);
  try {
    const club = await db
      .selectFrom('clubs')
      .innerJoin('users', 'users.id', 'clubs.contact_user_id')
      .select(['clubs.id', 'clubs.name', 'clubs.division'])
      .where('users.phone', '=', contactPhone)
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.id', 'users.name'])
      .where('memberships.club_id', '=', club.id)
      .where('memberships.status', '=', 'active')
      .orderBy('users.id')
      .limit(4)
      .execute();
    assert.ok(members.length >= 2, 'the demo club has players');
    const start = dayFromNow(30);
    const year = Number(start.slice(0, 4));
    const now = new Date().toISOString();
    const competition = `${year}年度资格检查公开赛`;
    await db
      .insertInto('competitions')
      .values({
        name: competition,
        level: 'A',
        scope: 'national',
        division: club.division,
        city: '杭州',
        venue: null,
        start_date: start,
        end_date: dayFromNow(31),
        registration_opens: localToday(),
        registration_closes: dayFromNow(10),
        min_male: 0,
        min_female: 0,
        max_roster: 30,
        cover: null,
        description: null,
        published_at: now,
      })
      .execute();
    // The demo data may already hold this year's season; otherwise one around the competition.
    const season =
      (await db.selectFrom('seasons').select('id').where('year', '=', year).executeTakeFirst()) ??
      (await db
        .insertInto('seasons')
        .values({
          year,
          starts_on: localToday(),
          ends_on: dayFromNow(120),
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    await db
      .insertInto('season_registrations')
      .values(
        members.map((member, i) => ({
          season_id: season.id,
          user_id: member.id,
          club_id: null,
          kind: 'player' as const,
          status: i === 0 ? ('awaiting_payment' as const) : ('active' as const),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return { competition, club: club.name, year, roster: members.map((m) => m.name) };
  } finally {
    await db.destroy();
  }
}

/** The contact picks the roster in 俱乐部中心 and is refused, the lapsed player named. */
export async function enterWithLapsedPlayer(tab: Page, baseUrl: string, entry: LapsedEntry) {
  await tab.goto(`${baseUrl}/user/club/apply`);
  const card = tab.getByRole('listitem').filter({ hasText: entry.competition });
  await card.getByRole('button', { name: '选择参赛球员' }).click();
  for (const name of entry.roster) {
    await card.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
  await card.getByRole('button', { name: '提交报名' }).click();
  const lapsed = entry.roster[0] ?? '';
  await card.getByText(`以下球员不符合参赛资格：${lapsed}：${entry.year}年度会员未生效`).waitFor();
  await card.getByText('报名状态：未报名', { exact: false }).waitFor();
}

/** Opens the transfer window of today's season, from today for ten days. */
export async function openTransferWindow(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    const today = localToday();
    await db
      .updateTable('seasons')
      .set({ transfer_opens: today, transfer_closes: dayFromNow(10) })
      .where('starts_on', '<=', today)
      .where('ends_on', '>=', today)
      .execute();
  } finally {
    await db.destroy();
  }
}

export interface TransferPlan {
  playerPhone: string;
  playerId: number;
  playerName: string;
  fromClub: string;
  toClub: string;
}

/**
 * A player of another club than the one of the contact with `contactPhone`, free to move (on no
 * approved roster of a competition not ended), and that contact's club, the one moved to.
 */
export async function findTransfer(
  databaseUrl: string,
  contactPhone: string,
): Promise<TransferPlan> {
  const db = createDb(databaseUrl);
  try {
    const today = localToday();
    const club = await db
      .selectFrom('clubs')
      .innerJoin('users', 'users.id', 'clubs.contact_user_id')
      .select(['clubs.id', 'clubs.name'])
      .where('users.phone', '=', contactPhone)
      .executeTakeFirstOrThrow();
    const player = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select(['u.id', 'u.phone', 'u.name', 'c.name as clubName'])
      .where('m.status', '=', 'active')
      .where('m.club_id', '!=', club.id)
      .where('u.type', '=', 'player')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('registration_players as rp')
              .innerJoin('registrations as r', 'r.id', 'rp.registration_id')
              .innerJoin('competitions as c', 'c.id', 'r.competition_id')
              .select('rp.user_id')
              .whereRef('rp.user_id', '=', 'u.id')
              .where('r.status', '=', 'approved')
              .where('c.end_date', '>=', today),
          ),
        ),
      )
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    return {
      playerPhone: player.phone,
      playerId: player.id,
      playerName: player.name,
      fromClub: player.clubName,
      toClub: club.name,
    };
  } finally {
    await db.destroy();
  }
}
