// 报名 writes: 通过 (only a roster that meets the competition's limits now), 驳回 with the reason
// the club's contact reads in 俱乐部中心, and staff adding or removing one player with a reason,
// the only way a roster changes once the registration deadline has passed. Each write and its
// audit row share a transaction; the reason rides in the audit row's `after`, where the entry's
// page reads it back.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { adminRegistrationsApi } from '../../../../src/contract/api/admin-registrations';
import type { AdminRegistrationDetail } from '../../../../src/contract/admin-registrations';
import { checkRoster, type RosterPlayer } from '../../../../src/contract/rules/roster-rules';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import type { Database } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { rosterRulesOf } from '../../../domain/competitions/roster-refusal';
import {
  competitionOf,
  readRegistration,
  REGISTRATION_TARGET,
  rosterOf,
} from '../../../domain/competitions/registration-read';
import { MSG } from '../../../domain/competitions/registrations-messages';
import {
  addToUnstartedGames,
  removeFromUnstartedGames,
} from '../../../domain/competitions/scheduled-rosters';

type Trx = Transaction<Database>;

const staffOnly = signedIn('staff');

async function entryOf(trx: Trx, id: number) {
  const entry = await trx
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .innerJoin('competitions as comp', 'comp.id', 'r.competition_id')
    .selectAll('r')
    .select(['c.name as club_name', 'comp.name as competition_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!entry) throw notFound(MSG.registration);
  return entry;
}

type Entry = Awaited<ReturnType<typeof entryOf>>;

/** The entry's row as the audit log keeps it, without the joined names. */
const rowOf = ({ club_name: _c, competition_name: _n, ...row }: Entry) => row;

const firstProblem = (rules: Parameters<typeof checkRoster>[0], roster: readonly RosterPlayer[]) =>
  checkRoster(rules, roster).problems[0]?.message;

export async function registrationWriteRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));

  /** One write on an entry: the change and its audit row together, then the entry as it is now. */
  const write = async (
    staff: AuthUser,
    id: number,
    change: (
      trx: Trx,
      entry: Entry,
    ) => Promise<{ action: string; summary: string; before: unknown; after: unknown }>,
  ): Promise<AdminRegistrationDetail> => {
    const detail = await app.db.transaction().execute(async (trx) => {
      const entry = await entryOf(trx, id);
      const audit = await change(trx, entry);
      await recordStaffWrite(trx, staff, app.now(), {
        ...audit,
        targetType: REGISTRATION_TARGET,
        targetId: id,
      });
      return readRegistration(trx, id, today());
    });
    return detail;
  };

  await serve(app, adminRegistrationsApi.approve, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const detail = await write(staff, request.params.id, async (trx, entry) => {
        if (entry.status === 'approved') throw new BusinessError(MSG.alreadyApproved);
        const competition = await competitionOf(trx, entry.id);
        const problem = firstProblem(rosterRulesOf(competition), await rosterOf(trx, entry.id));
        if (problem) throw new BusinessError(MSG.rosterBreaks(problem));
        const after = await trx
          .updateTable('registrations')
          .set({
            status: 'approved',
            reject_reason: null,
            reviewed_at: new Date(app.now()).toISOString(),
          })
          .where('id', '=', entry.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          action: 'registration.approve',
          summary: `通过报名：${entry.club_name}（${entry.competition_name}）`,
          before: rowOf(entry),
          after,
        };
      });
      return ok(detail, MSG.approved);
    },
  });

  await serve(app, adminRegistrationsApi.reject, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { reason } = request.body;
      const detail = await write(staff, request.params.id, async (trx, entry) => {
        if (entry.status === 'rejected') throw new BusinessError(MSG.alreadyRejected);
        const scheduled = await trx
          .selectFrom('games')
          .select('id')
          .where('competition_id', '=', entry.competition_id)
          .where('cancelled_at', 'is', null)
          .where((eb) =>
            eb.or([eb('home_club_id', '=', entry.club_id), eb('away_club_id', '=', entry.club_id)]),
          )
          .executeTakeFirst();
        if (scheduled) throw new BusinessError(MSG.scheduled);
        const after = await trx
          .updateTable('registrations')
          .set({
            status: 'rejected',
            reject_reason: reason,
            reviewed_at: new Date(app.now()).toISOString(),
          })
          .where('id', '=', entry.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          action: 'registration.reject',
          summary: `驳回报名：${entry.club_name}（${entry.competition_name}）：${reason}`,
          before: rowOf(entry),
          after: { ...after, reason },
        };
      });
      return ok(detail, MSG.rejected);
    },
  });

  await serve(app, adminRegistrationsApi.addPlayer, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { userId, number, reason } = request.body;
      const detail = await write(staff, request.params.id, async (trx, entry) => {
        if (entry.status === 'rejected') throw new BusinessError(MSG.rejectedEntry);
        const roster = await rosterOf(trx, entry.id);
        if (roster.some((p) => p.userId === userId)) throw new BusinessError(MSG.alreadyOnRoster);
        const member = await trx
          .selectFrom('memberships as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['u.id as userId', 'u.name', 'u.gender', 'm.number'])
          .where('m.club_id', '=', entry.club_id)
          .where('m.status', '=', 'active')
          .where('u.id', '=', userId)
          .executeTakeFirst();
        if (!member) throw new BusinessError(MSG.notClubMember);
        const player = {
          ...member,
          number: number === undefined || number === null ? member.number : number,
        };
        const competition = await competitionOf(trx, entry.id);
        const problem = firstProblem(rosterRulesOf(competition), [...roster, player]);
        if (problem) throw new BusinessError(MSG.rosterWouldBreak(problem));
        await trx
          .insertInto('registration_players')
          .values({ registration_id: entry.id, user_id: player.userId, number: player.number })
          .execute();
        await addToUnstartedGames(
          trx,
          { competitionId: entry.competition_id, clubId: entry.club_id },
          player,
        );
        return {
          action: 'registration.add_player',
          summary: `报名名单添加球员：${player.name}（${entry.club_name}，${entry.competition_name}）：${reason}`,
          before: { roster },
          after: { reason, player, roster: await rosterOf(trx, entry.id) },
        };
      });
      return ok(detail, MSG.playerAdded);
    },
  });

  await serve(app, adminRegistrationsApi.removePlayer, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { userId, reason } = request.body;
      const detail = await write(staff, request.params.id, async (trx, entry) => {
        if (entry.status === 'rejected') throw new BusinessError(MSG.rejectedEntry);
        const roster = await rosterOf(trx, entry.id);
        const player = roster.find((p) => p.userId === userId);
        if (!player) throw new BusinessError(MSG.notOnRoster);
        const rest = roster.filter((p) => p.userId !== userId);
        const competition = await competitionOf(trx, entry.id);
        const problem = firstProblem(rosterRulesOf(competition), rest);
        if (problem) throw new BusinessError(MSG.rosterWouldBreak(problem));
        await trx
          .deleteFrom('registration_players')
          .where('registration_id', '=', entry.id)
          .where('user_id', '=', userId)
          .execute();
        await removeFromUnstartedGames(
          trx,
          { competitionId: entry.competition_id, clubId: entry.club_id },
          userId,
        );
        return {
          action: 'registration.remove_player',
          summary: `报名名单移除球员：${player.name}（${entry.club_name}，${entry.competition_name}）：${reason}`,
          before: { roster },
          after: { reason, player, roster: rest },
        };
      });
      return ok(detail, MSG.playerRemoved);
    },
  });
}
