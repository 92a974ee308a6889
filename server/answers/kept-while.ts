// A value kept while its key stays the same: the parts of a public answer that only published
// content changes (a ContentStamp in the key), so the rebuild after a point reads only what the
// point changed. Kept under the stamp read before the value was, so never older than the key says
// (docs/public-answers.md, "Never stale").

/** One value at a time: a new key reads anew and forgets the old one; a failed read is not kept. */
export function keptWhile<T>() {
  let kept: { key: string; value: Promise<T> } | null = null;
  return (key: string, read: () => Promise<T>): Promise<T> => {
    if (kept?.key === key) return kept.value;
    const entry = { key, value: read() };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
}
