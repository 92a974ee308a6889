// No module imports itself through others, counting every kind of import: `import type`, lazy
// `import()` and re-exports too. A cycle makes a module's exports undefined while the cycle loads,
// depending on which file happens to load first; shared pieces go into a module of their own
// instead. This reads every import with TypeScript's own scanner: eslint-plugin-import's
// no-cycle skips type-only imports by design and made `npm run lint` four times slower.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'server', 'sw', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-server']);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names, as Node and Vite resolve it here; null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs'].map((ext) => base + ext)];
  candidates.push(base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts'));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function importGraph(root: string): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => {
    const full = path.join(root, folder);
    return fs.existsSync(full) ? sourceFiles(full) : [];
  });
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => resolve(file, imported.fileName))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's strongly connected components of more than one file, or of one importing itself. */
function cycles(graph: Map<string, string[]>, root: string): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(path.relative(root, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('form no cycle, type-only and lazy imports included', () => {
    expect(cycles(importGraph(ROOT), ROOT)).toEqual([]);
  });
});

describe('the cycle finder, on files written for the purpose', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      'server/first.ts',
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    write(
      'server/second.ts',
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    write(
      'server/third.ts',
      "import { first } from './first';\nexport const third = () => first;\n",
    );
    write('src/props.tsx', "import type { Shown } from './shown';\nexport type Props = Shown;\n");
    write(
      'src/shown.tsx',
      "export type Shown = string;\nexport const load = () => import('./props');\n",
    );
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds both ends of a cycle, and not a module that only imports one of them', () => {
    expect(cycles(importGraph(dir), dir)).toContainEqual(['server/first.ts', 'server/second.ts']);
  });

  it('finds a cycle closed by a type-only import and a lazy one', () => {
    expect(cycles(importGraph(dir), dir)).toContainEqual(['src/props.tsx', 'src/shown.tsx']);
    expect(cycles(importGraph(dir), dir)).toHaveLength(2);
  });
});
