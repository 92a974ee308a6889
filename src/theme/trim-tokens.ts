// Chakra's default tokens, trimmed to what this site can show: every token becomes a CSS variable
// that each visit parses, and part of createSystem's start-up work on every phone.

/** The record without the given keys (palettes no page uses). */
export function withoutKeys<T extends object>(record: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as T;
}

function isConditionalValue(value: unknown): value is { _light: unknown } {
  return typeof value === 'object' && value !== null && '_light' in value;
}

/** Semantic tokens with their light value only: the site has no dark mode. */
export function lightOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null) return tree;
  if ('value' in tree && isConditionalValue(tree.value))
    return { ...tree, value: tree.value._light };
  return Object.fromEntries(
    Object.entries(tree).map(([key, child]) => [key, lightOnly(child)]),
  ) as T;
}
