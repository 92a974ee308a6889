// The end-to-end test files of a folder (tests/browser, tests/ops) under node's test runner, or the
// files named on the command line. One file at a time: each starts its own servers (and browser,
// or database), and the machine has two cores.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { run } from './run.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs `folder`'s *.test.ts (or `only`); resolves with the runner's exit code. */
export function runTestFolder(folder, only) {
  const files = only.length
    ? only
    : readdirSync(path.join(ROOT, folder))
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name));
  // A test that hangs fails after ten minutes, naming itself, rather than holding CI until its
  // own limit ends the run with no word of which test it was.
  return run(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=600000', ...files],
    { cwd: ROOT },
  );
}
