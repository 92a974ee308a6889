// 合作伙伴: the cooperators table, grouped on /home by the COOPERATOR_TYPE list of values.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminSiteApi } from '../../../../src/contract/api/admin-site';
import type { AdminCooperators } from '../../../../src/contract/admin-site';
import type { Database } from '../../../db/schema';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { listLovs } from '../../../db/lov-queries';
import { planReplace } from '../../../domain/content/plan-replace';
import { SITE_MESSAGES as M } from '../../../domain/content/site-messages';

async function readCooperators(db: Kysely<Database>): Promise<AdminCooperators> {
  const [types, rows] = await Promise.all([
    listLovs(db, ['COOPERATOR_TYPE']),
    db.selectFrom('cooperators').selectAll().orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    types: types.map(({ value, name }) => ({ value, name })),
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      logo: row.logo,
      url: row.url ?? '',
    })),
  };
}

export async function cooperatorRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminSiteApi.cooperators, {
    config,
    handler: async () => ok(await readCooperators(app.db)),
  });

  await serve(app, adminSiteApi.saveCooperators, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { list } = request.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await readCooperators(trx);
        const types = new Set(before.types.map((type) => type.value));
        const unknown = list.find((item) => !types.has(item.type));
        if (unknown) {
          throw new BusinessError(M.unknownCooperatorType(unknown.type), ErrorCode.validation);
        }
        const plan = planReplace(before.list, list, '合作伙伴');
        const columns = (item: (typeof list)[number], sort: number) => ({
          name: item.name,
          type: item.type,
          logo: item.logo,
          url: item.url === '' ? null : item.url,
          sort,
        });
        if (plan.removed.length > 0) {
          const ids = plan.removed.map((row) => row.id);
          await trx.deleteFrom('cooperators').where('id', 'in', ids).execute();
        }
        for (const { row, item, sort } of plan.kept) {
          await trx
            .updateTable('cooperators')
            .set(columns(item, sort))
            .where('id', '=', row.id)
            .execute();
        }
        if (plan.added.length > 0) {
          await trx
            .insertInto('cooperators')
            .values(plan.added.map(({ item, sort }) => columns(item, sort)))
            .execute();
        }
        const after = await readCooperators(trx);
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.cooperators',
          targetType: 'cooperator',
          summary: M.audit.cooperators(list.length),
          before: before.list,
          after: after.list,
        });
        return after;
      });
      return ok(saved);
    },
  });
}
