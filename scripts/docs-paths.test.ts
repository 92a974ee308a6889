// Every repository path a document in docs/ names in backticks exists, so the docs cannot drift
// from the code silently: a file renamed or removed fails here until the sentence naming it is
// corrected. A module may be named as an import names it, without its extension. A path with a
// placeholder (`<feature>`, `*`, `{id}`, `…`) names a pattern, not a file, and is left out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const TOP_FOLDERS = ['src', 'server', 'sw', 'scripts', 'tests', 'deploy', 'docs'];
const PLACEHOLDER = /[<>*{}…$]/;

/** The repository paths in backticks of one document, with the line each is on. */
function pathsNamed(text: string): { line: number; path: string }[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/`([^`\s]+)`/g)]
      .map((match) => (match[1] ?? '').replace(/[:#].*$/, '').replace(/[.,;)]+$/, ''))
      .filter((named) => TOP_FOLDERS.some((folder) => named.startsWith(`${folder}/`)))
      .filter((named) => !PLACEHOLDER.test(named))
      .map((named) => ({ line: index + 1, path: named })),
  );
}

const exists = (named: string) =>
  ['', '.ts', '.tsx', '.mjs'].some((ext) => fs.existsSync(path.join(ROOT, named + ext)));

const documents = fs.readdirSync(DOCS).filter((name) => name.endsWith('.md'));

describe('the paths docs/ names', () => {
  it.each(documents)('docs/%s names only paths that exist', (name) => {
    const text = fs.readFileSync(path.join(DOCS, name), 'utf8');
    const missing = pathsNamed(text)
      .filter((named) => !exists(named.path))
      .map((named) => `${name}:${named.line} ${named.path}`);
    expect(missing).toEqual([]);
  });
});
