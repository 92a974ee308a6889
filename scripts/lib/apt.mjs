// Installing a Debian package for `npm test` when the machine lets us: as root, with apt-get, on
// Debian or Ubuntu. The browser tests need Chromium and a Chinese font; a fresh machine has
// neither, and the README promises that `npm test` needs no step of the reader's own.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

export function canInstallWithApt() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return root && apt && isDebianLike();
}

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Runs `apt-get update` and installs `packages`; answers whether it worked and how many whole
 * seconds it took (for the one line `npm test` prints). Installing without the update fails on a
 * fresh image, whose package lists are empty.
 */
export function aptInstall(packages) {
  const started = performance.now();
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...packages]);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return { installed, seconds };
}
