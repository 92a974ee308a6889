// The captain a club's contact names to give its spirit scores in one competition: a player of the
// club's approved roster there (docs/competitions.md, "Spirit scores"). Competitions whose spirit
// deadline has passed are not offered: nobody could give a score there any more.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import type { SpiritCaptainSlot } from '../../../src/contract/spirit';
import { spiritDeadlineOf, spiritOpenOn } from '../../../src/contract/rules/spirit-deadline';
import { compareChinese } from '../../text/chinese-order';
import { SPIRIT_MSG } from './spirit-messages';

const entries = (db: Kysely<Database>, clubId: number) =>
  db
    .selectFrom('registrations')
    .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
    .select([
      'registrations.id as registration_id',
      'competitions.id as competition_id',
      'competitions.name',
      'competitions.start_date',
      'competitions.end_date',
      'competitions.spirit_deadline',
    ])
    .where('registrations.club_id', '=', clubId)
    .where('registrations.status', '=', 'approved');

async function slotsOf(
  db: Kysely<Database>,
  clubId: number,
  rows: Awaited<ReturnType<ReturnType<typeof entries>['execute']>>,
): Promise<SpiritCaptainSlot[]> {
  if (rows.length === 0) return [];
  const registrationIds = rows.map((row) => row.registration_id);
  const [players, captains] = await Promise.all([
    db
      .selectFrom('registration_players')
      .innerJoin('users', 'users.id', 'registration_players.user_id')
      .select([
        'registration_players.registration_id',
        'users.id',
        'users.name',
        'registration_players.number',
      ])
      .where('registration_players.registration_id', 'in', registrationIds)
      .execute(),
    db
      .selectFrom('spirit_captains')
      .select(['competition_id', 'user_id'])
      .where('club_id', '=', clubId)
      .where(
        'competition_id',
        'in',
        rows.map((row) => row.competition_id),
      )
      .execute(),
  ]);
  return rows.map((row) => {
    const candidates = players
      .filter((player) => player.registration_id === row.registration_id)
      .map((player) => ({ userId: player.id, name: player.name, number: player.number }))
      .sort((a, b) => (a.number ?? 999) - (b.number ?? 999) || compareChinese(a.name, b.name));
    const named = captains.find((captain) => captain.competition_id === row.competition_id);
    return {
      competitionId: row.competition_id,
      competitionName: row.name,
      captain: candidates.find((player) => player.userId === named?.user_id) ?? null,
      candidates,
    };
  });
}

/** The club's entered competitions still open for spirit scores, each with its captain. */
export async function captainSlotsOf(
  db: Kysely<Database>,
  clubId: number,
  today: string,
): Promise<SpiritCaptainSlot[]> {
  const rows = (
    await entries(db, clubId).orderBy('competitions.start_date', 'desc').execute()
  ).filter((row) => spiritOpenOn(today, spiritDeadlineOf(row.end_date, row.spirit_deadline)));
  return slotsOf(db, clubId, rows);
}

/** Names (or with `userId: null` clears) the club's captain for one competition. */
export async function nameCaptain(
  db: Kysely<Database>,
  club: { id: number; contactId: number },
  body: { competitionId: number; userId: number | null },
  at: string,
): Promise<SpiritCaptainSlot> {
  const entry = await entries(db, club.id)
    .where('registrations.competition_id', '=', body.competitionId)
    .executeTakeFirst();
  if (!entry) throw new BusinessError(SPIRIT_MSG.notEntered);
  if (body.userId !== null) {
    const onRoster = await db
      .selectFrom('registration_players')
      .select('user_id')
      .where('registration_id', '=', entry.registration_id)
      .where('user_id', '=', body.userId)
      .executeTakeFirst();
    if (!onRoster) throw new BusinessError(SPIRIT_MSG.notOnRoster);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('spirit_captains')
      .where('competition_id', '=', body.competitionId)
      .where('club_id', '=', club.id)
      .execute();
    if (body.userId === null) return;
    await trx
      .insertInto('spirit_captains')
      .values({
        competition_id: body.competitionId,
        club_id: club.id,
        user_id: body.userId,
        named_by: club.contactId,
        named_at: at,
      })
      .execute();
  });
  const [slot] = await slotsOf(db, club.id, [entry]);
  if (!slot) throw new Error('a named captain’s competition has no slot');
  return slot;
}
