import { describe, expect, it } from 'vitest';
import { pages } from './sections';
import source from './sections.ts?raw';

// Every source module, by its path from the project's root (the glob only lists them).
const MODULES = new Set(
  Object.keys(import.meta.glob('/src/**/*.{ts,tsx}')).map((key) => key.slice(1)),
);
const SECTION = /section\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g;

/** The module an import specifier of src/app/sections.ts loads, from the project's root. */
function resolved(specifier: string): string | undefined {
  const parts = ['src', 'app'];
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`].find((path) =>
    MODULES.has(path),
  );
}

describe('sections', () => {
  it('names each section by the module its import loads', () => {
    const sections = [...source.matchAll(SECTION)];
    expect(sections.length).toBeGreaterThan(10);
    for (const [, module, specifier] of sections) expect(module).toBe(resolved(specifier!));
  });

  it('gives every route page its section module', () => {
    const named = new Set([...source.matchAll(SECTION)].map(([, module]) => module));
    for (const page of Object.values(pages)) expect(named.has(page.module!)).toBe(true);
  });
});
