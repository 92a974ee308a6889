// What the console shows of a competition's eligibility (docs/membership.md, "Eligibility"): its
// season, whether it asks for an ID number or a certificate, staff's exceptions, and the players
// of approved entries who no longer meet the rules (a registration rejected or its season over
// after the approval). Those are flagged for staff to decide; no roster loses anyone by itself.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { found } from '../../../http/business-error';
import type { CompetitionEligibility } from '../../../../src/contract/membership-eligibility';
import { playersEligibility } from './player-eligibility';
import { seasonOfDate } from './season-of-date';
import { MSG } from './eligibility-messages';

type Db = Kysely<Database> | Transaction<Database>;

export const eligibilityCompetitionOf = async (db: Db, id: number) =>
  found(
    await db
      .selectFrom('competitions')
      .select(['id', 'name', 'start_date', 'requires_identity'])
      .where('id', '=', id)
      .executeTakeFirst(),
    MSG.competition,
  );

export async function competitionEligibility(
  db: Db,
  competitionId: number,
  today: string,
): Promise<CompetitionEligibility> {
  const competition = await eligibilityCompetitionOf(db, competitionId);
  const season = await seasonOfDate(db, competition.start_date);
  const exceptions = await db
    .selectFrom('eligibility_exceptions as ex')
    .innerJoin('users as u', 'u.id', 'ex.user_id')
    .select(['ex.user_id as userId', 'u.name', 'ex.reason', 'ex.granted_at as grantedAt'])
    .where('ex.competition_id', '=', competitionId)
    .orderBy('ex.granted_at')
    .execute();
  const rostered = season
    ? await db
        .selectFrom('registrations as r')
        .innerJoin('registration_players as rp', 'rp.registration_id', 'r.id')
        .innerJoin('clubs as c', 'c.id', 'r.club_id')
        .select(['r.id as registrationId', 'c.name as clubName', 'rp.user_id as userId'])
        .where('r.competition_id', '=', competitionId)
        .where('r.status', '=', 'approved')
        .orderBy('r.id')
        .orderBy('rp.user_id')
        .execute()
    : [];
  const problems = season
    ? await playersEligibility(
        db,
        competition,
        season,
        [...new Set(rostered.map((row) => row.userId))],
        today,
      )
    : [];
  const flags = rostered.flatMap((row) => {
    const player = problems.find((p) => p.userId === row.userId);
    return player?.problem ? [{ ...row, name: player.name, problem: player.problem }] : [];
  });
  return {
    seasonYear: season?.year ?? null,
    requiresIdentity: competition.requires_identity === 1,
    exceptions,
    flags,
  };
}
