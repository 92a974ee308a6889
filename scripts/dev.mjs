// npm run dev: the API with reload on API_PORT (8081) and Vite on 5173, which proxies /api to it.
import path from 'node:path';
import { spawn } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8081';

const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['--no-install', 'vite', '--configLoader', 'runner'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
