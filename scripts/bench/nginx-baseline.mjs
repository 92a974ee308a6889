// A static-file baseline for `npm run bench`: nginx, when installed, serving the same bytes as an
// answer of the server from a file, on a free port, one worker process (the server is one Node
// process). Its requests per second are what a cached answer's are compared with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './start-server.mjs';

export { nginxPath } from '../lib/nginx.mjs';

const { fetch } = globalThis;

function configFor(dir, port) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp')};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    location = /answer {
      default_type application/json;
      alias ${path.join(dir, 'answer.json')};
    }
  }
}
`;
}

/** Starts nginx serving `body` at /answer; resolves with its URL and a way to stop it. */
export async function startNginx(executable, body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, who must be able to read the file.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'temp'));
  fs.writeFileSync(path.join(dir, 'answer.json'), body, { mode: 0o644 });
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), configFor(dir, port));
  const child = spawn(executable, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/answer`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 50; tries += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  await stop();
  throw new Error('nginx did not start');
}
