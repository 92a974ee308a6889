// 报名 writes: 通过 (only a roster that meets the competition's limits now), 驳回 with the reason
// the club's contact reads in 俱乐部中心, and staff adding or removing one player with a reason,
// the only way a roster changes once the registration deadline has passed. Each write and its
// audit row share a transaction; the reason rides in the audit row's `after`, where the entry's
// page reads it back. server/routes/admin/registrations/registration-write-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type {
  AddRosterPlayerBody,
  AdminRegistrationDetail,
  RemoveRosterPlayerBody,
} from '../../../src/contract/admin-registrations';
import { checkRoster, type RosterPlayer } from '../../../src/contract/rules/roster-rules';
import type { AuthUser } from '../../auth/auth-user';
import type { Trx } from '../../audit/audited-write';
import { recordStaffWrite } from '../../audit/record-staff-write';
import { localDateString } from '../../db/local-date';
import { BusinessError, notFound } from '../../http/business-error';
import {
  competitionOf,
  readRegistration,
  REGISTRATION_TARGET,
  rosterOf,
} from './registration-read';
import { MSG } from './registrations-messages';
import { rosterRulesOf } from './roster-refusal';
import { addToUnstartedGames, removeFromUnstartedGames } from './scheduled-rosters';
import { tellEntryDecided, tellRosterChangedByStaff } from '../inbox/entry-news';
import { assertEligible } from '../membership/eligibility/assert-eligible';

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

type Audit = { action: string; summary: string; before: unknown; after: unknown };

export function registrationWrites(app: FastifyInstance) {
  const today = () => localDateString(new Date(app.now()));

  /** One write on an entry: the change and its audit row together, then the entry as it is now. */
  const write = async (
    staff: AuthUser,
    id: number,
    change: (trx: Trx, entry: Entry) => Promise<Audit>,
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

  /** 通过 or 驳回 (with its reason), stamped now; answers the entry's row after it. */
  const decide = (trx: Trx, entry: Entry, status: 'approved' | 'rejected', reason: string | null) =>
    trx
      .updateTable('registrations')
      .set({ status, reject_reason: reason, reviewed_at: new Date(app.now()).toISOString() })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();

  return {
    approve: (staff: AuthUser, id: number) =>
      write(staff, id, async (trx, entry) => {
        if (entry.status === 'approved') throw new BusinessError(MSG.alreadyApproved);
        const competition = await competitionOf(trx, entry.id);
        const roster = await rosterOf(trx, entry.id);
        const problem = firstProblem(rosterRulesOf(competition), roster);
        if (problem) throw new BusinessError(MSG.rosterBreaks(problem));
        // A membership may have lapsed since the entry was sent: approving it would hide that.
        await assertEligible(
          trx,
          competition,
          roster.map((p) => p.userId),
          today(),
        );
        await tellEntryDecided(trx, app, entry, { approved: true });
        return {
          action: 'registration.approve',
          summary: `通过报名：${entry.club_name}（${entry.competition_name}）`,
          before: rowOf(entry),
          after: await decide(trx, entry, 'approved', null),
        };
      }),

    reject: (staff: AuthUser, id: number, reason: string) =>
      write(staff, id, async (trx, entry) => {
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
        const after = await decide(trx, entry, 'rejected', reason);
        await tellEntryDecided(trx, app, entry, { approved: false, reason });
        return {
          action: 'registration.reject',
          summary: `驳回报名：${entry.club_name}（${entry.competition_name}）：${reason}`,
          before: rowOf(entry),
          after: { ...after, reason },
        };
      }),

    addPlayer: (staff: AuthUser, id: number, { userId, number, reason }: AddRosterPlayerBody) =>
      write(staff, id, async (trx, entry) => {
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
        await tellRosterChangedByStaff(trx, app, entry, { ...player, added: true, reason });
        return {
          action: 'registration.add_player',
          summary: `报名名单添加球员：${player.name}（${entry.club_name}，${entry.competition_name}）：${reason}`,
          before: { roster },
          after: { reason, player, roster: await rosterOf(trx, entry.id) },
        };
      }),

    removePlayer: (staff: AuthUser, id: number, { userId, reason }: RemoveRosterPlayerBody) =>
      write(staff, id, async (trx, entry) => {
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
        await tellRosterChangedByStaff(trx, app, entry, { ...player, added: false, reason });
        return {
          action: 'registration.remove_player',
          summary: `报名名单移除球员：${player.name}（${entry.club_name}，${entry.competition_name}）：${reason}`,
          before: { roster },
          after: { reason, player, roster: rest },
        };
      }),
  };
}
