// Saving the console's 合作伙伴 whole (plan-replace.ts): the rows the list keeps are updated, new
// ones inserted, the rest deleted, and one audit row holds the list before and after.
import type { FastifyInstance } from 'fastify';
import type { AdminCooperators, CooperatorInput } from '../../../src/contract/admin-site';
import type { AuthUser } from '../../auth/auth-user';
import { recordStaffWrite } from '../../audit/record-staff-write';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { readAdminCooperators } from './cooperator-queries';
import { planReplace } from './plan-replace';
import { SITE_MESSAGES as M } from './site-messages';

/** `list` as the cooperators, in its order; answers them as the console reads them after. */
export async function saveCooperators(
  app: FastifyInstance,
  user: AuthUser,
  list: readonly CooperatorInput[],
): Promise<AdminCooperators> {
  return app.db.transaction().execute(async (trx) => {
    const before = await readAdminCooperators(trx);
    const types = new Set(before.types.map((type) => type.value));
    const unknown = list.find((item) => !types.has(item.type));
    if (unknown) {
      throw new BusinessError(M.unknownCooperatorType(unknown.type), ErrorCode.validation);
    }
    const plan = planReplace(before.list, list, '合作伙伴');
    const columns = (item: CooperatorInput, sort: number) => ({
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
    const after = await readAdminCooperators(trx);
    await recordStaffWrite(trx, user, app.now(), {
      action: 'site.cooperators',
      targetType: 'cooperator',
      summary: M.audit.cooperators(list.length),
      before: before.list,
      after: after.list,
    });
    return after;
  });
}
