// The season's calls of a person and of a club's contact (docs/membership.md): one's own ID number,
// transfers asked for (and cancelled) by the player or asked for by the new club, accepted or
// declined by it, and a member's
// completed transfers. The work is in server/domain/membership/{identity,transfers}.
import type { FastifyInstance } from 'fastify';
import { membershipEligibilityApi as api } from '../../../src/contract/api/membership-eligibility';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { resolveClub } from '../../domain/clubs-and-people/own-club';
import { saveIdNumber } from '../../domain/membership/identity/save-id-number';
import { MSG as IDENTITY } from '../../domain/membership/identity/identity-messages';
import { listTransfers } from '../../domain/membership/transfers/transfer-queries';
import {
  requestTransfer,
  transferDecisions,
} from '../../domain/membership/transfers/transfer-writes';
import { MSG } from '../../domain/membership/transfers/transfer-messages';

export async function membershipEligibilityRoutes(app: FastifyInstance): Promise<void> {
  const decisions = transferDecisions(app.db);

  await serve(app, api.saveIdNumber, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const saved = await saveIdNumber(
        app.db,
        app.idNumbers,
        caller.id,
        request.body.idNumber,
        app.now(),
      );
      return ok(saved, IDENTITY.idNumberSaved);
    },
  });

  await serve(app, api.ownTransfers, {
    config: signedIn('player'),
    handler: async (request) =>
      ok(await listTransfers(app.db, { userId: requireUser(request, 'player').id })),
  });

  await serve(app, api.requestTransfer, {
    config: signedIn('player'),
    handler: async (request) => {
      const player = requireUser(request, 'player');
      const input = { userId: player.id, toClubId: request.body.toClubId, byClub: false };
      return ok(await requestTransfer(app.db, player, input, app), MSG.requested);
    },
  });

  await serve(app, api.cancelTransfer, {
    config: signedIn('player'),
    handler: async (request) => {
      const player = requireUser(request, 'player');
      return ok(await decisions.cancel(player, request.params.id, app.now()), MSG.cancelled);
    },
  });

  await serve(app, api.memberTransfers, {
    handler: async (request) =>
      ok(await listTransfers(app.db, { userId: request.params.id, statuses: ['approved'] })),
  });

  await serve(app, api.clubTransfers, {
    config: signedIn('contact'),
    handler: async (request) => {
      const club = await resolveClub(app.db, requireUser(request, 'contact'), undefined);
      return ok(await listTransfers(app.db, { toClubId: club.id }));
    },
  });

  await serve(app, api.clubRequestTransfer, {
    config: signedIn('contact'),
    handler: async (request) => {
      const contact = requireUser(request, 'contact');
      const club = await resolveClub(app.db, contact, undefined);
      const input = { userId: request.body.userId, toClubId: club.id, byClub: true };
      return ok(await requestTransfer(app.db, contact, input, app), MSG.clubRequested);
    },
  });

  await serve(app, api.clubAcceptTransfer, {
    config: signedIn('contact'),
    handler: async (request) => {
      const contact = requireUser(request, 'contact');
      const club = await resolveClub(app.db, contact, undefined);
      const after = await decisions.accept(contact, club.id, request.params.id, app.now());
      return ok(after, MSG.accepted);
    },
  });

  await serve(app, api.clubDeclineTransfer, {
    config: signedIn('contact'),
    handler: async (request) => {
      const contact = requireUser(request, 'contact');
      const club = await resolveClub(app.db, contact, undefined);
      const after = await decisions.decline(contact, club.id, request.params.id, app.now());
      return ok(after, MSG.declined);
    },
  });
}
