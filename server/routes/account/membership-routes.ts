// A player's side of club membership: answer an invitation, ask to leave (the moves and their
// history rows are in server/domain/accounts/own-membership.ts).
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { MSG } from '../../domain/accounts/account-messages';
import {
  assertInNoClub,
  moveOwnMembership,
  type Transition,
} from '../../domain/accounts/own-membership';

const invitationHandled = () => new BusinessError(MSG.invitationHandled, ErrorCode.conflict);

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const move = (userId: number, membershipId: number, transition: Transition) =>
    moveOwnMembership(
      app.db,
      userId,
      membershipId,
      new Date(app.now()).toISOString(),
      transition,
      app,
    );

  await serve(app, accountApi.accept, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'invited',
        to: 'active',
        notMine: MSG.notYourInvitation,
        notInFrom: invitationHandled,
        before: () => assertInNoClub(app.db, caller.id),
      });
      return ok(null, MSG.accepted);
    },
  });

  await serve(app, accountApi.reject, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'invited',
        to: 'rejected',
        notMine: MSG.notYourInvitation,
        notInFrom: invitationHandled,
      });
      return ok(null, MSG.rejected);
    },
  });

  await serve(app, accountApi.applyLeave, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'active',
        to: 'leave_requested',
        notMine: MSG.notYourMembership,
        notInFrom: () => new BusinessError(MSG.notActive),
      });
      return ok(null, MSG.leaveRequested);
    },
  });
}
