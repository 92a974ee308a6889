// Where the browser tests find Chromium: CHROME_PATH when set, else Debian's /usr/bin/chromium.
// `npm test` must pass on a fresh machine with no step of the reader's own, so when no browser is
// found and we may install one (root, with apt-get, on Debian or Ubuntu) we install Debian's
// package; anywhere else we stop with a message that says how.
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROME_PATH || DEBIAN_CHROMIUM;
}

function missingMessage(found) {
  return (
    `找不到 Chromium (${found})：浏览器测试需要它。请运行 \`apt-get install -y chromium\`，` +
    '或把 CHROME_PATH 设为一个 Chromium 可执行文件的路径。'
  );
}

export function assertChromium() {
  const found = chromiumPath();
  if (existsSync(found)) return found;
  throw new Error(missingMessage(found));
}

/**
 * The browser for the tests: CHROME_PATH wins when set (and must exist); otherwise Debian's
 * Chromium, installed here first when it is missing and the machine lets us.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) return assertChromium();
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (!canInstallWithApt()) throw new Error(missingMessage(DEBIAN_CHROMIUM));

  const { installed, seconds } = aptInstall(['chromium']);
  if (!installed || !existsSync(DEBIAN_CHROMIUM)) {
    throw new Error(
      `用 apt-get 安装 Chromium 失败（${seconds} 秒）。${missingMessage(DEBIAN_CHROMIUM)}`,
    );
  }
  console.log(`未找到 Chromium，已用 apt-get 安装 Debian 的 chromium（用时 ${seconds} 秒）。`);
  return DEBIAN_CHROMIUM;
}
