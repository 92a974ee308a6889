// Spirit of the Game in the club centre (docs/competitions.md, "Spirit scores"): the club's
// finished games with what it gave, a score given or changed, and the captain the contact names.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import { forbidden } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { nowIso } from '../../http/now-iso';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import { findContactClub } from '../../domain/clubs-and-people/own-club';
import { findSpiritGiver, spiritGiverOf } from '../../domain/clubs-and-people/spirit-access';
import { captainSlotsOf, nameCaptain } from '../../domain/clubs-and-people/spirit-captains';
import { SPIRIT_MSG } from '../../domain/clubs-and-people/spirit-messages';
import { saveSpirit, spiritGamesOf } from '../../domain/clubs-and-people/spirit-store';

export async function clubSpiritRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));

  await serve(app, clubApi.spirit, {
    config: signedIn('contact', 'player'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'player');
      // A player nobody named captain is told so by the page, not refused.
      const giver = await findSpiritGiver(app.db, user);
      if (!giver) return ok({ club: null, games: [], captains: [] });
      const day = today();
      const [games, captains] = await Promise.all([
        spiritGamesOf(app.db, giver, day),
        giver.competitionIds === null ? captainSlotsOf(app.db, giver.clubId, day) : [],
      ]);
      return ok({ club: { id: giver.clubId, name: giver.clubName }, games, captains });
    },
  });

  await serve(app, clubApi.submitSpirit, {
    config: signedIn('contact', 'player'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'player');
      const giver = await spiritGiverOf(app.db, user);
      const score = await saveSpirit(app.db, giver, user.id, request.body, app.now(), today());
      return ok(score, SPIRIT_MSG.saved);
    },
  });

  await serve(app, clubApi.nameSpiritCaptain, {
    config: signedIn('contact'),
    handler: async (request) => {
      const user = requireUser(request, 'contact');
      const club = await findContactClub(app.db, user.id);
      if (!club) throw forbidden(SPIRIT_MSG.contactOnly);
      const slot = await nameCaptain(
        app.db,
        { id: club.id, contactId: user.id },
        request.body,
        nowIso(app),
      );
      return ok(
        slot,
        slot.captain ? SPIRIT_MSG.captainNamed(slot.captain.name) : SPIRIT_MSG.captainCleared,
      );
    },
  });
}
