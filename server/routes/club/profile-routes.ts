// Registering a club, reading and editing it, and staff approval.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import { findContactClub, resolveClub, toClub } from './own-club';
import { MSG } from './club-messages';

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db
    .selectFrom('clubs')
    .select('id')
    .where('name', '=', name)
    .where('status', '!=', 'rejected');
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
      await assertNameFree(app.db, body.name);
      const club = await app.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('clubs')
          .values({
            name: body.name,
            division: body.division,
            city: body.city,
            logo: body.logo ?? null,
            intro: body.intro ?? null,
            founded_year: body.foundedYear ?? null,
            status: 'pending',
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
      const updated = await app.db
        .updateTable('clubs')
        .set(changes)
        .where('id', '=', club.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toClub(updated), MSG.clubSaved);
    },
  });

  for (const [route, status, message] of [
    [clubApi.approve, 'approved', MSG.clubApproved],
    [clubApi.reject, 'rejected', MSG.clubRejectedDone],
  ] as const) {
    await serve(app, route, {
      config: signedIn('staff'),
      handler: async (request) => {
        requireUser(request, 'staff');
        const updated = await app.db
          .updateTable('clubs')
          .set({ status })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw notFound(MSG.club);
        return ok(toClub(updated), message);
      },
    });
  }
}
