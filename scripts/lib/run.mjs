// Runs a command with inherited output and resolves with its exit code; used by the npm scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const VITE = path.resolve(import.meta.dirname, '../../node_modules/vite/bin/vite.js');

/**
 * Vite from this project's node_modules, straight through Node: no npx (which adds npm's own
 * warnings), and the module-runner config loader, which takes our extensionless TypeScript imports
 * without warning.
 */
export const vite = (args, options) =>
  run(process.execPath, [VITE, ...args, '--configLoader', 'runner'], options);
