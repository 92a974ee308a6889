// What a staff write changed, for 操作详情: the keys whose values differ between the record before
// and after (a creation has no before, a deletion no after), each value as readable text.
export interface FieldChange {
  key: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function recordDiff(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [from, to] = [shown(before), shown(after)];
    return from === to ? [] : [{ key: '', before: from, after: to }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .map((key) => ({ key, before: shown(from[key]), after: shown(to[key]) }))
    .filter((change) => change.before !== change.after);
}
