// A club registered by its contact and edited by them (or by staff): names stay unique, and a
// rejected club that is fixed goes back to staff as pending.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import type { RegisterClubBody, UpdateClubBody } from '../../../src/contract/club';
import { findContactClub, type ClubRow } from './own-club';
import { MSG } from './club-messages';
import { tellClubWaiting } from '../inbox/club-news';
import type { Teller } from '../inbox/tell';

// Names are unique in the table, a rejected club's included: a contact resubmitting reuses their
// own rejected row (see registerClub), so only someone else's club can hold the name.
async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db.selectFrom('clubs').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new BusinessError(MSG.nameTaken, ErrorCode.conflict);
}

/** Registers the caller's club, who becomes its contact; answers the club's row. */
export async function registerClub(
  db: Kysely<Database>,
  userId: number,
  body: RegisterClubBody,
  at: string,
  teller: Teller,
): Promise<ClubRow> {
  const current = await findContactClub(db, userId);
  if (current && current.status !== 'rejected') {
    throw new BusinessError(MSG.alreadyContact(current.name));
  }
  const rejected = current?.status === 'rejected' ? current.id : undefined;
  await assertNameFree(db, body.name, rejected);
  const fields = {
    name: body.name,
    division: body.division,
    city: body.city,
    logo: body.logo ?? null,
    intro: body.intro ?? null,
    founded_year: body.foundedYear ?? null,
    status: 'pending' as const,
    reject_reason: null,
  };
  return db.transaction().execute(async (trx) => {
    // A rejected registration is fixed and resubmitted: the same club goes back to pending.
    const created =
      rejected !== undefined
        ? await trx
            .updateTable('clubs')
            .set(fields)
            .where('id', '=', rejected)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('clubs')
            .values({ ...fields, contact_user_id: userId, created_at: at })
            .returningAll()
            .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ type: 'contact', updated_at: at })
      .where('id', '=', userId)
      .execute();
    await tellClubWaiting(trx, teller, created.name);
    return created;
  });
}

/**
 * Saves the fields sent. The answer is the club as it is after, and whether it was resubmitted
 * (the contact of a rejected club fixing it); undefined when nothing was sent.
 */
export async function updateClub(
  db: Kysely<Database>,
  user: AuthUser,
  club: ClubRow,
  body: Omit<UpdateClubBody, 'clubId'>,
  teller: Teller,
): Promise<{ club: ClubRow; resubmitted: boolean } | undefined> {
  const { name, division, city, logo, intro, foundedYear } = body;
  if (name !== undefined && name !== club.name) await assertNameFree(db, name, club.id);
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(division !== undefined ? { division } : {}),
    ...(city !== undefined ? { city } : {}),
    ...(logo !== undefined ? { logo } : {}),
    ...(intro !== undefined ? { intro } : {}),
    ...(foundedYear !== undefined ? { founded_year: foundedYear } : {}),
  };
  if (Object.keys(changes).length === 0) return undefined;
  // The contact of a rejected club fixes it and so resubmits it: it waits for staff again.
  const resubmitted = club.status === 'rejected' && user.type === 'contact';
  const updated = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable('clubs')
      .set(resubmitted ? { ...changes, status: 'pending', reject_reason: null } : changes)
      .where('id', '=', club.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (resubmitted) await tellClubWaiting(trx, teller, saved.name);
    return saved;
  });
  return { club: updated, resubmitted };
}
