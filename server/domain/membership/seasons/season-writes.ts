// Staff setting a season and publishing the waiver, each with its audit row in the same
// transaction. A waiver is never edited: publishing writes the next version, so a registration's
// accepted version always reads as the member saw it.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import type { Trx } from '../../../audit/audited-write';
import type { seasonBody } from '../../../../src/contract/membership-season';
import { currentWaiver, toSeason, toWaiver } from './season-queries';
import { MSG } from './season-messages';

type SeasonInput = z.output<typeof seasonBody>;

const toColumns = (body: SeasonInput) => ({
  year: body.year,
  starts_on: body.startsOn,
  ends_on: body.endsOn,
  fee_player_fen: body.feePlayer,
  fee_coach_fen: body.feeCoach,
  fee_judge_fen: body.feeJudge,
  fee_club_fen: body.feeClub,
  transfer_opens: body.transferOpens ?? null,
  transfer_closes: body.transferCloses ?? null,
  id_number_required: body.idNumberRequired ? 1 : 0,
});

async function assertYearFree(trx: Trx, year: number, exceptId?: number) {
  const taken = await trx
    .selectFrom('seasons')
    .select('id')
    .where('year', '=', year)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (taken) throw new BusinessError(MSG.yearTaken(year), ErrorCode.conflict);
}

export function seasonWrites(app: FastifyInstance) {
  const at = () => new Date(app.now()).toISOString();
  return {
    create: (staff: AuthUser, body: SeasonInput) =>
      app.db.transaction().execute(async (trx) => {
        await assertYearFree(trx, body.year);
        const row = await trx
          .insertInto('seasons')
          .values({ ...toColumns(body), created_at: at(), updated_at: at(), updated_by: staff.id })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'season.create',
          targetType: 'season',
          targetId: row.id,
          summary: `新建${row.year}年度`,
          after: row,
        });
        return toSeason(row);
      }),

    change: (staff: AuthUser, id: number, body: SeasonInput) =>
      app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('seasons')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw notFound(MSG.season);
        await assertYearFree(trx, body.year, id);
        const row = await trx
          .updateTable('seasons')
          .set({ ...toColumns(body), updated_at: at(), updated_by: staff.id })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'season.change',
          targetType: 'season',
          targetId: id,
          summary: `修改${row.year}年度`,
          before,
          after: row,
        });
        return toSeason(row);
      }),

    publishWaiver: (staff: AuthUser, text: string) =>
      app.db.transaction().execute(async (trx) => {
        const latest = await currentWaiver(trx);
        const row = await trx
          .insertInto('waiver_versions')
          .values({
            version: (latest?.version ?? 0) + 1,
            text,
            published_at: at(),
            published_by: staff.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'waiver.publish',
          targetType: 'waiver_version',
          targetId: row.id,
          summary: `发布免责声明第 ${row.version} 版`,
          after: row,
        });
        return toWaiver(row);
      }),
  };
}
