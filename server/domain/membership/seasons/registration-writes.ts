// A person registering (or renewing) for a season, and completing a draft; a club's contact
// registering the club (docs/membership.md, "States"). Every check runs before the first write, in
// one transaction, so a refusal changes nothing. What moves a registration on:
// - the current waiver accepted, and for a person under 18 on the season's first day, the
//   guardian's consent: draft → awaiting_payment, or awaiting_review when the kind's fee is 0;
// - otherwise it is kept as a draft (待提交), which `submit` completes later.
// A season with `id_number_required` refuses a player registration, draft or not, while the
// person has no ID number on file: the form says so and links to the field first.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../../auth/auth-user';
import type { Trx } from '../../../audit/audited-write';
import { localDateString } from '../../../db/local-date';
import type { SeasonRegistrationStatus } from '../../../db/schema-season';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../../http/business-error';
import {
  isMinorOn,
  type RegistrationKind,
  type clubRegisterBody,
  type registerBody,
  type submitBody,
} from '../../../../src/contract/membership-season';
import { findContactClub } from '../../clubs-and-people/own-club';
import { readRegistration } from './registration-read';
import { currentWaiver, feeOf, type SeasonRow } from './season-queries';
import { MSG } from './season-messages';

type Submission = z.output<typeof submitBody>;

async function openSeason(trx: Trx, seasonId: number, today: string): Promise<SeasonRow> {
  const season = await trx
    .selectFrom('seasons')
    .selectAll()
    .where('id', '=', seasonId)
    .executeTakeFirst();
  if (!season) throw notFound(MSG.season);
  if (season.ends_on < today) throw new BusinessError(MSG.seasonEnded(season.year));
  return season;
}

/** The accepted waiver's columns; a version that is not the current one is refused. */
async function waiverColumns(trx: Trx, version: number | null, at: string) {
  if (version === null) return null;
  const current = await currentWaiver(trx);
  if (!current) throw new BusinessError(MSG.noWaiver);
  if (current.version !== version) throw new BusinessError(MSG.oldWaiver, ErrorCode.conflict);
  return { waiver_version_id: current.id, waiver_accepted_at: at };
}

/**
 * What a person's submission settles: the waiver, the birth date (kept on the account when it had
 * none), and a minor's guardian. `strict` (completing a draft) refuses what would leave it a draft.
 */
async function personColumns(
  trx: Trx,
  userId: number,
  season: SeasonRow,
  kind: RegistrationKind,
  body: Submission,
  times: { today: string; at: string },
  strict: boolean,
) {
  const user = await trx
    .selectFrom('users')
    .select(['birth_date', 'id_number_masked'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (kind === 'player' && season.id_number_required === 1 && !user.id_number_masked) {
    throw new BusinessError(MSG.idNumberRequired(season.year));
  }
  const birthDate = user.birth_date ?? body.birthDate ?? null;
  if (!birthDate) throw new BusinessError(MSG.birthDateMissing);
  if (birthDate > times.today) throw new BusinessError(MSG.birthDateFuture);
  const waiver = await waiverColumns(trx, body.waiverVersion, times.at);
  const minor = isMinorOn(birthDate, season.starts_on);
  const guardian = minor && body.guardian ? body.guardian : null;
  if (strict && !waiver) throw new BusinessError(MSG.waiverMissing);
  if (strict && minor && !guardian) throw new BusinessError(MSG.guardianMissing);
  return {
    newBirthDate: user.birth_date ? null : birthDate,
    complete: waiver !== null && (!minor || guardian !== null),
    columns: {
      ...waiver,
      ...(guardian && {
        guardian_name: guardian.guardianName,
        guardian_phone: guardian.guardianPhone,
        guardian_relation: guardian.guardianRelation,
        guardian_consented_at: times.at,
      }),
    },
  };
}

const statusAfter = (complete: boolean, season: SeasonRow, kind: RegistrationKind) => {
  if (!complete) return 'draft' satisfies SeasonRegistrationStatus;
  return feeOf(season, kind) === 0 ? 'awaiting_review' : 'awaiting_payment';
};

export function registrationWrites(app: FastifyInstance) {
  const times = () => {
    const now = new Date(app.now());
    return { today: localDateString(now), at: now.toISOString() };
  };

  return {
    register: (user: AuthUser, body: z.output<typeof registerBody>) =>
      app.db.transaction().execute(async (trx) => {
        const t = times();
        const season = await openSeason(trx, body.seasonId, t.today);
        const taken = await trx
          .selectFrom('season_registrations')
          .select('id')
          .where('season_id', '=', season.id)
          .where('user_id', '=', user.id)
          .where('kind', '=', body.kind)
          .executeTakeFirst();
        if (taken) {
          throw new BusinessError(
            MSG.alreadyRegistered(season.year, body.kind),
            ErrorCode.conflict,
          );
        }
        const settled = await personColumns(trx, user.id, season, body.kind, body, t, false);
        if (settled.newBirthDate) {
          await trx
            .updateTable('users')
            .set({ birth_date: settled.newBirthDate })
            .where('id', '=', user.id)
            .execute();
        }
        const row = await trx
          .insertInto('season_registrations')
          .values({
            season_id: season.id,
            user_id: user.id,
            club_id: null,
            kind: body.kind,
            status: statusAfter(settled.complete, season, body.kind),
            ...settled.columns,
            created_at: t.at,
            updated_at: t.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return readRegistration(trx, row.id, t.today);
      }),

    submit: (user: AuthUser, id: number, body: Submission) =>
      app.db.transaction().execute(async (trx) => {
        const t = times();
        const draft = await trx
          .selectFrom('season_registrations')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!draft) throw notFound(MSG.registration);
        if (draft.user_id !== user.id) throw forbidden(MSG.notYours);
        if (draft.status !== 'draft') throw new BusinessError(MSG.notDraft, ErrorCode.conflict);
        const season = await openSeason(trx, draft.season_id, t.today);
        const settled = await personColumns(trx, user.id, season, draft.kind, body, t, true);
        if (settled.newBirthDate) {
          await trx
            .updateTable('users')
            .set({ birth_date: settled.newBirthDate })
            .where('id', '=', user.id)
            .execute();
        }
        await trx
          .updateTable('season_registrations')
          .set({
            ...settled.columns,
            status: statusAfter(true, season, draft.kind),
            updated_at: t.at,
          })
          .where('id', '=', id)
          .execute();
        return readRegistration(trx, id, t.today);
      }),

    registerClub: (contact: AuthUser, body: z.output<typeof clubRegisterBody>) =>
      app.db.transaction().execute(async (trx) => {
        const t = times();
        if (contact.type !== 'contact') throw forbidden(MSG.notContact);
        const club = await findContactClub(trx, contact.id);
        if (!club) throw new BusinessError(MSG.noClub);
        if (club.status !== 'approved') throw new BusinessError(MSG.clubNotApproved);
        const season = await openSeason(trx, body.seasonId, t.today);
        const taken = await trx
          .selectFrom('season_registrations')
          .select('id')
          .where('season_id', '=', season.id)
          .where('club_id', '=', club.id)
          .where('kind', '=', 'club')
          .executeTakeFirst();
        if (taken)
          throw new BusinessError(MSG.clubAlreadyRegistered(season.year), ErrorCode.conflict);
        const waiver = await waiverColumns(trx, body.waiverVersion, t.at);
        const row = await trx
          .insertInto('season_registrations')
          .values({
            season_id: season.id,
            user_id: null,
            club_id: club.id,
            kind: 'club',
            status: statusAfter(waiver !== null, season, 'club'),
            ...waiver,
            created_at: t.at,
            updated_at: t.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return readRegistration(trx, row.id, t.today);
      }),
  };
}
