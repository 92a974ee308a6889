// Runs a command with inherited output and resolves with its exit code; used by the npm scripts.
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

export const npx = (args, options) => run('npx', ['--no-install', ...args], options);
