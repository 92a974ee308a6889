// What the user centre and the club centre show of the season: the current season and waiver, a
// person's registrations (every season, so renewing can start from the last one), a club's own
// registration and each member's status as a player in the current season.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import {
  STATUS_LABELS,
  PUBLIC_STATUS_LABELS,
  type ClubSeason,
  type MySeason,
} from '../../../../src/contract/membership-season';
import { displayStatus, publicStatus } from '../registration-status';
import { registrationRows, toRegistration } from './registration-read';
import { currentSeason, currentWaiver, toSeason, toWaiver } from './season-queries';

export async function mySeason(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<MySeason> {
  const [season, waiver, user, rows] = await Promise.all([
    currentSeason(db, today),
    currentWaiver(db),
    db
      .selectFrom('users')
      .select(['birth_date', 'id_number_masked'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    registrationRows(db)
      .where('r.user_id', '=', userId)
      .orderBy('s.year', 'desc')
      .orderBy('r.kind')
      .execute(),
  ]);
  return {
    season: season ? toSeason(season) : null,
    waiver: waiver ? toWaiver(waiver) : null,
    birthDate: user.birth_date,
    idNumberMasked: user.id_number_masked,
    registrations: rows.map((row) => toRegistration(row, today)),
  };
}

export async function clubSeason(
  db: Kysely<Database>,
  clubId: number,
  today: string,
): Promise<ClubSeason> {
  const [season, waiver, members] = await Promise.all([
    currentSeason(db, today),
    currentWaiver(db),
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.id as userId', 'users.name'])
      .where('memberships.club_id', '=', clubId)
      .where('memberships.status', 'in', ['active', 'leave_requested'])
      .orderBy('memberships.number')
      .orderBy('users.id')
      .execute(),
  ]);
  const own = season
    ? await registrationRows(db)
        .where('r.season_id', '=', season.id)
        .where('r.club_id', '=', clubId)
        .where('r.kind', '=', 'club')
        .executeTakeFirst()
    : undefined;
  const labels = await playerSeasonLabels(
    db,
    members.map((m) => m.userId),
    today,
  );
  return {
    season: season ? toSeason(season) : null,
    waiver: waiver ? toWaiver(waiver) : null,
    registration: own ? toRegistration(own, today) : null,
    members: members.map((m) => ({ ...m, statusLabel: labels.get(m.userId) ?? '' })),
  };
}

/**
 * What a club's contact sees of each of `userIds` as a player in the current season: the
 * displayed status (待缴费, 有效…), or 未注册.
 */
export async function playerSeasonLabels(
  db: Kysely<Database>,
  userIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  const season = await currentSeason(db, today);
  const rows =
    season && userIds.length > 0
      ? await db
          .selectFrom('season_registrations')
          .select(['user_id', 'status'])
          .where('season_id', '=', season.id)
          .where('kind', '=', 'player')
          .where('user_id', 'in', userIds)
          .execute()
      : [];
  return new Map(
    userIds.map((id) => {
      const registration = rows.find((row) => row.user_id === id);
      return [
        id,
        season && registration
          ? STATUS_LABELS[displayStatus(registration.status, season.ends_on, today)]
          : PUBLIC_STATUS_LABELS.unregistered,
      ];
    }),
  );
}

/** The query centre's status of each of `userIds` as a player in the current season. */
export async function publicPlayerStatuses(
  db: Kysely<Database>,
  userIds: readonly number[],
  today: string,
): Promise<Map<number, string>> {
  const season = await currentSeason(db, today);
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('season_registrations as r')
          .innerJoin('seasons as s', 's.id', 'r.season_id')
          .select(['r.user_id', 'r.season_id', 'r.status', 's.ends_on'])
          .where('r.kind', '=', 'player')
          .where('r.user_id', 'in', userIds)
          .execute();
  return new Map(
    userIds.map((id) => {
      const own = rows
        .filter((r) => r.user_id === id)
        .map((r) => ({ seasonId: r.season_id, status: r.status, endsOn: r.ends_on }));
      return [id, PUBLIC_STATUS_LABELS[publicStatus(own, season?.id ?? null, today)]];
    }),
  );
}
