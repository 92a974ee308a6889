// A short ordered set saved whole (cooperators, quick links, one type's values): which stored rows
// the new list keeps, which items are new and which rows it leaves out. An id the set does not hold
// means someone else removed it meanwhile, so the save is refused instead of guessing.
import { BusinessError, ErrorCode } from '../../http/business-error';
import { SITE_MESSAGES as M } from './site-messages';

export interface ReplacePlan<S, I> {
  /** Stored rows that stay, with their new content and place (from 1). */
  kept: { row: S; item: I; sort: number }[];
  added: { item: I; sort: number }[];
  removed: S[];
}

export function planReplace<S extends { id: number }, I extends { id?: number | undefined }>(
  stored: readonly S[],
  list: readonly I[],
  /** What the set is called in the refusal, e.g. 合作伙伴. */
  what: string,
): ReplacePlan<S, I> {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const seen = new Set<number>();
  const plan: ReplacePlan<S, I> = { kept: [], added: [], removed: [] };
  list.forEach((item, index) => {
    const sort = index + 1;
    if (item.id === undefined) {
      plan.added.push({ item, sort });
      return;
    }
    const row = byId.get(item.id);
    if (!row) throw new BusinessError(M.stale(what), ErrorCode.conflict);
    if (seen.has(item.id)) throw new BusinessError(M.repeatedId, ErrorCode.validation);
    seen.add(item.id);
    plan.kept.push({ row, item, sort });
  });
  plan.removed = stored.filter((row) => !seen.has(row.id));
  return plan;
}
