// Where the browser tests find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function assertChromium() {
  const found = chromiumPath();
  if (existsSync(found)) return found;
  throw new Error(
    `找不到 Chromium (${found})：浏览器测试需要它。请运行 \`apt-get install -y chromium\`，` +
      '或把 CHROME_PATH 设为一个 Chromium 可执行文件的路径。',
  );
}
