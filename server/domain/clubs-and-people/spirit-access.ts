// Who gives a club's spirit scores (docs/competitions.md, "Spirit scores"): its contact, for every
// competition the club plays, and the player the contact names its captain for one competition.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { findContactClub } from './own-club';
import { SPIRIT_MSG } from './spirit-messages';

/** A club the caller gives for: in every competition (`null`) or in the ones listed. */
export interface SpiritGiver {
  clubId: number;
  clubName: string;
  /** null: every competition (the contact); else the competitions the caller is captain in. */
  competitionIds: number[] | null;
}

/** The club the caller gives for, or null when they are no contact and nobody's captain. */
export async function findSpiritGiver(
  db: Kysely<Database>,
  user: AuthUser,
): Promise<SpiritGiver | null> {
  if (user.type === 'contact') {
    const club = await findContactClub(db, user.id);
    if (club) return { clubId: club.id, clubName: club.name, competitionIds: null };
  }
  const captaincies = await db
    .selectFrom('spirit_captains')
    .innerJoin('clubs', 'clubs.id', 'spirit_captains.club_id')
    .select(['clubs.id', 'clubs.name', 'spirit_captains.competition_id'])
    .where('spirit_captains.user_id', '=', user.id)
    .orderBy('spirit_captains.named_at', 'desc')
    .execute();
  const first = captaincies[0];
  if (!first) return null;
  // A player captains for the one club they play for; a club changed since keeps the newest.
  const ofClub = captaincies.filter((row) => row.id === first.id);
  return {
    clubId: first.id,
    clubName: first.name,
    competitionIds: ofClub.map((row) => row.competition_id),
  };
}

export async function spiritGiverOf(db: Kysely<Database>, user: AuthUser): Promise<SpiritGiver> {
  const giver = await findSpiritGiver(db, user);
  if (!giver) throw new BusinessError(SPIRIT_MSG.noClub);
  return giver;
}

export const givesIn = (giver: SpiritGiver, competitionId: number) =>
  giver.competitionIds === null || giver.competitionIds.includes(competitionId);
