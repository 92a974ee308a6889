// A Chinese font for the browser tests. Without one, Chromium draws each Chinese character as a
// narrow fallback glyph: a two-character name measures 19 px instead of 32 px, the tap-target
// checks fail, and every screenshot is a page of empty boxes. So `npm test` makes sure one is
// there, as it does for Chromium: installed with apt-get where the machine lets us (root, Debian or
// Ubuntu), otherwise a message saying which package to install.
import { spawnSync } from 'node:child_process';
import { aptInstall, canInstallWithApt } from './apt.mjs';

// 1.6 MB to download, 5 MB installed (fonts-noto-cjk is 57 MB); fontconfig brings fc-list, by
// which we find the font, and which Chromium's own dependencies leave out.
const FONT_PACKAGES = ['fontconfig', 'fonts-wqy-microhei'];

const MISSING =
  '找不到中文字体：浏览器测试按字形宽度检查点按区域，没有中文字体时汉字显示为窄小的方框。' +
  '请运行 `apt-get install -y fontconfig fonts-wqy-microhei`（或 fonts-noto-cjk）后重试。';

/** The families fontconfig knows for Chinese, or null when fontconfig itself is missing. */
function chineseFamilies() {
  const list = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (list.error || list.status !== 0) return null;
  return list.stdout.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Makes sure Chromium has a Chinese font. macOS and Windows ship one with the system; on Linux we
 * ask fontconfig, which is what Chromium asks too.
 */
export function ensureCjkFont() {
  if (process.platform !== 'linux') return;
  const families = chineseFamilies();
  if (families && families.length > 0) return;
  if (!canInstallWithApt()) throw new Error(MISSING);

  const { installed, seconds } = aptInstall(FONT_PACKAGES);
  if (!installed || !chineseFamilies()?.length) {
    throw new Error(`用 apt-get 安装中文字体失败（${seconds} 秒）。${MISSING}`);
  }
  console.log(
    `未找到中文字体，已用 apt-get 安装 Debian 的 fonts-wqy-microhei（用时 ${seconds} 秒）。`,
  );
}
