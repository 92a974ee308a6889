// Staff's side of registration: the list by season, state and kind, approving a registration
// whose fee is 0 (one with a fee becomes 有效 when its payment is confirmed, which is the
// payments' part), and rejecting any registration with a reason the member sees. Both audited.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { auditedWrite, type Trx } from '../../../audit/audited-write';
import { localDateString } from '../../../db/local-date';
import type { Database } from '../../../db/schema';
import { contains, given, toCount } from '../../../db/query-helpers';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import {
  KIND_LABELS,
  type AdminRegistration,
  type registrationListQuery,
} from '../../../../src/contract/membership-season';
import { registrationRows, toRegistration, type RegistrationRow } from './registration-read';
import { feeOf } from './season-queries';
import { MSG } from './season-messages';

const toAdmin = (row: RegistrationRow, today: string): AdminRegistration => ({
  ...toRegistration(row, today),
  name: row.kind === 'club' ? (row.club_name ?? '') : (row.person_name ?? ''),
  phone: row.kind === 'club' ? row.contact_phone : row.person_phone,
});

export async function listRegistrations(
  db: Kysely<Database>,
  query: z.output<typeof registrationListQuery>,
  today: string,
) {
  const q = query.q;
  const base = registrationRows(db)
    .$if(query.seasonId !== undefined, (qb) =>
      qb.where('r.season_id', '=', query.seasonId as number),
    )
    .$if(query.status !== undefined, (qb) => qb.where('r.status', '=', query.status!))
    .$if(query.kind !== undefined, (qb) => qb.where('r.kind', '=', query.kind!))
    .$if(given(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          contains('u.name', q as string),
          contains('u.phone', q as string),
          contains('c.name', q as string),
        ]),
      ),
    );
  const [count, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
    base
      .orderBy('s.year', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return {
    list: rows.map((row) => toAdmin(row, today)),
    total: toCount(count?.total),
    page: query.page,
    size: query.size,
  };
}

async function readAdmin(trx: Trx, id: number, today: string) {
  const row = await registrationRows(trx).where('r.id', '=', id).executeTakeFirst();
  return row && toAdmin(row, today);
}

export function registrationReview(app: FastifyInstance) {
  const today = () => localDateString(new Date(app.now()));
  const target = {
    type: 'season_registration',
    read: async (trx: Trx, id: number) => {
      const found = await readAdmin(trx, id, today());
      if (!found) throw notFound(MSG.registration);
      return found;
    },
  };
  const summaryOf = (verb: string, r: AdminRegistration) =>
    `${verb}${r.year}年度${KIND_LABELS[r.kind]}注册：${r.name}`;

  return {
    approve: (staff: AuthUser, id: number) =>
      auditedWrite(app, staff, target, async (trx) => {
        const row = await registrationRows(trx).where('r.id', '=', id).executeTakeFirst();
        if (!row) throw notFound(MSG.registration);
        if (row.status !== 'awaiting_review') {
          throw new BusinessError(MSG.notAwaitingReview, ErrorCode.conflict);
        }
        if (feeOf(row, row.kind) !== 0) throw new BusinessError(MSG.feeNotZero);
        const before = toAdmin(row, today());
        await trx
          .updateTable('season_registrations')
          .set({ status: 'active', updated_at: new Date(app.now()).toISOString() })
          .where('id', '=', id)
          .execute();
        return {
          id,
          audit: { action: 'registration.approve', summary: summaryOf('审核通过', before), before },
        };
      }),

    reject: (staff: AuthUser, id: number, reason: string) =>
      auditedWrite(app, staff, target, async (trx) => {
        const row = await registrationRows(trx).where('r.id', '=', id).executeTakeFirst();
        if (!row) throw notFound(MSG.registration);
        if (row.status === 'rejected')
          throw new BusinessError(MSG.alreadyRejected, ErrorCode.conflict);
        const before = toAdmin(row, today());
        await trx
          .updateTable('season_registrations')
          .set({
            status: 'rejected',
            reject_reason: reason,
            updated_at: new Date(app.now()).toISOString(),
          })
          .where('id', '=', id)
          .execute();
        return {
          id,
          audit: { action: 'registration.reject', summary: summaryOf('驳回', before), before },
        };
      }),
  };
}
