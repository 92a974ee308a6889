// Which page buttons a pager shows: the first, the last, and a window around the current page,
// with gaps marked, so a list of any length keeps a pager of bounded width.
export type PageSlot = number | 'gap';

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function pageSlots(page: number, count: number, around = 1): PageSlot[] {
  const shown = new Set<number>([1, count]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) slots.push(p - 1);
    else if (previous !== undefined && p - previous > 2) slots.push('gap');
    slots.push(p);
  });
  return slots;
}

/** A typed page number brought inside 1…count; undefined when it is not a number at all. */
export function clampPage(value: string, count: number): number | undefined {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return undefined;
  return Math.min(count, Math.max(1, parsed));
}
