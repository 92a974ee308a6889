// nginx and openssl for the browser test that runs the deployment of deploy/ (a self-signed
// certificate, HTTPS and HTTP/2 in front of the server). `npm test` installs them as it installs
// Chromium: with apt-get where the machine lets us, otherwise a message saying how.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { aptInstall, canInstallWithApt } from './apt.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export const nginxPath = () => CANDIDATES.find((candidate) => fs.existsSync(candidate));

const hasOpenssl = () =>
  spawnSync('sh', ['-c', 'command -v openssl'], { stdio: 'ignore' }).status === 0;

const MISSING =
  '找不到 nginx 或 openssl：HTTPS 部署的浏览器测试需要它们。请运行 `apt-get install -y nginx openssl` 后重试。';

export function ensureNginx() {
  if (nginxPath() && hasOpenssl()) return;
  if (!canInstallWithApt()) throw new Error(MISSING);
  const { installed, seconds } = aptInstall(['nginx', 'openssl']);
  if (!installed || !nginxPath() || !hasOpenssl()) {
    throw new Error(`用 apt-get 安装 nginx 失败（${seconds} 秒）。${MISSING}`);
  }
  console.log(`未找到 nginx，已用 apt-get 安装 Debian 的 nginx 与 openssl（用时 ${seconds} 秒）。`);
}
