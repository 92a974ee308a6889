// Registering a club, reading and editing it, and staff approval.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import { decideClub } from '../../domain/clubs-and-people/club-decision';
import { findContactClub, resolveClub, toClub } from '../../domain/clubs-and-people/own-club';
import { MSG } from '../../domain/clubs-and-people/club-messages';

// Names are unique in the table, a rejected club's included: a contact resubmitting reuses their
// own rejected row (see register), so only someone else's club can hold the name.
async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db.selectFrom('clubs').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new BusinessError(MSG.nameTaken, ErrorCode.conflict);
}

export async function clubProfileRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.register, {
    config: { auth: { types: ['player', 'contact'], refusal: MSG.whoMayRegister } },
    handler: async (request) => {
      const user = requireUser(request);
      if (user.type !== 'player' && user.type !== 'contact') {
        throw forbidden(MSG.whoMayRegister);
      }
      const current = await findContactClub(app.db, user.id);
      if (current && current.status !== 'rejected') {
        throw new BusinessError(MSG.alreadyContact(current.name));
      }
      const body = request.body;
      const rejected = current?.status === 'rejected' ? current.id : undefined;
      await assertNameFree(app.db, body.name, rejected);
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
      const club = await app.db.transaction().execute(async (trx) => {
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
                .values({
                  ...fields,
                  contact_user_id: user.id,
                  created_at: new Date(app.now()).toISOString(),
                })
                .returningAll()
                .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ type: 'contact', updated_at: new Date(app.now()).toISOString() })
          .where('id', '=', user.id)
          .execute();
        return created;
      });
      return ok(toClub(club), MSG.clubSubmitted);
    },
  });

  await serve(app, clubApi.mine, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      return ok(toClub(await resolveClub(app.db, user, request.query.clubId)));
    },
  });

  await serve(app, clubApi.update, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      const { name, division, city, logo, intro, foundedYear } = request.body;
      if (name !== undefined && name !== club.name) await assertNameFree(app.db, name, club.id);
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(division !== undefined ? { division } : {}),
        ...(city !== undefined ? { city } : {}),
        ...(logo !== undefined ? { logo } : {}),
        ...(intro !== undefined ? { intro } : {}),
        ...(foundedYear !== undefined ? { founded_year: foundedYear } : {}),
      };
      if (Object.keys(changes).length === 0) return ok(toClub(club), MSG.clubUnchanged);
      // The contact of a rejected club fixes it and so resubmits it: it waits for staff again.
      const resubmit = club.status === 'rejected' && user.type === 'contact';
      const updated = await app.db
        .updateTable('clubs')
        .set(resubmit ? { ...changes, status: 'pending', reject_reason: null } : changes)
        .where('id', '=', club.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toClub(updated), resubmit ? MSG.clubResubmitted : MSG.clubSaved);
    },
  });

  // The original calls, kept for their clients; the console's own (with a required reason) are in
  // server/routes/admin/people. Both decide through decideClub, so both leave an audit row.
  await serve(app, clubApi.approve, {
    config: signedIn('staff'),
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const club = await decideClub(app, staff, request.params.id, { status: 'approved' });
      return ok(toClub(club), MSG.clubApproved);
    },
  });
  await serve(app, clubApi.reject, {
    config: signedIn('staff'),
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const decision = { status: 'rejected', reason: null } as const;
      const club = await decideClub(app, staff, request.params.id, decision);
      return ok(toClub(club), MSG.clubRejectedDone);
    },
  });
}
