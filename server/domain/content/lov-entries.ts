// One type's rows of the lovs table, read and replaced whole in the order given (数据字典, and the
// quick links, which are the GLOBAL_IMAGE_LINK type). A value some record uses keeps its value and
// its place in the list; only its name may change.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { lovValuesInUse } from './lov-values-in-use';
import { planReplace } from './plan-replace';
import { SITE_MESSAGES as M } from './site-messages';

export interface LovEntry {
  id: number;
  value: string;
  name: string;
  inUse: boolean;
}

export interface LovEntryInput {
  id?: number | undefined;
  value: string;
  name: string;
}

export async function readLovEntries(db: Kysely<Database>, type: string): Promise<LovEntry[]> {
  const [rows, used] = await Promise.all([
    db
      .selectFrom('lovs')
      .select(['id', 'value', 'name'])
      .where('type', '=', type)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    lovValuesInUse(db, type),
  ]);
  return rows.map((row) => ({ ...row, inUse: used.has(row.value) }));
}

/** `what` names the set in a refusal (数据字典, 快捷链接); `repeated` words a doubled value. */
export async function replaceLovEntries(
  db: Kysely<Database>,
  type: string,
  list: readonly LovEntryInput[],
  words: { what: string; repeated: (value: string) => string },
): Promise<void> {
  const values = new Set<string>();
  for (const item of list) {
    if (values.has(item.value))
      throw new BusinessError(words.repeated(item.value), ErrorCode.validation);
    values.add(item.value);
  }
  const stored = await readLovEntries(db, type);
  const plan = planReplace(stored, list, words.what);
  const gone = plan.removed.find((row) => row.inUse);
  if (gone) throw new BusinessError(M.valueInUse(gone.name), ErrorCode.conflict);
  const moved = plan.kept.find(({ row, item }) => row.inUse && row.value !== item.value);
  if (moved) throw new BusinessError(M.valueFixed(moved.row.name), ErrorCode.conflict);

  if (plan.removed.length > 0) {
    const ids = plan.removed.map((row) => row.id);
    await db.deleteFrom('lovs').where('id', 'in', ids).execute();
  }
  for (const { row, item, sort } of plan.kept) {
    await db
      .updateTable('lovs')
      .set({ value: item.value, name: item.name, sort })
      .where('id', '=', row.id)
      .execute();
  }
  if (plan.added.length > 0) {
    await db
      .insertInto('lovs')
      .values(
        plan.added.map(({ item, sort }) => ({ type, value: item.value, name: item.name, sort })),
      )
      .execute();
  }
}
