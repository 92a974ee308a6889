// PostgreSQL's programs for the tests of two instances on one database (tests/ops/): each test
// makes and runs a cluster of its own with them (initdb in a temporary folder), so no running
// server or account is needed, only the package. `npm test` installs it as it installs Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { aptInstall, canInstallWithApt } from './apt.mjs';

const VERSIONS = '/usr/lib/postgresql';

function hasPostgres() {
  try {
    return fs
      .readdirSync(VERSIONS)
      .some((version) => fs.existsSync(path.join(VERSIONS, version, 'bin', 'initdb')));
  } catch {
    return false;
  }
}

const MISSING =
  '找不到 PostgreSQL：多实例与故障测试需要它的程序（initdb、postgres）。请运行 `apt-get install -y postgresql` 后重试。';

export function ensurePostgres() {
  if (hasPostgres()) return;
  if (!canInstallWithApt()) throw new Error(MISSING);
  const { installed, seconds } = aptInstall(['postgresql']);
  if (!installed || !hasPostgres()) {
    throw new Error(`用 apt-get 安装 PostgreSQL 失败（${seconds} 秒）。${MISSING}`);
  }
  console.log(`未找到 PostgreSQL，已用 apt-get 安装 Debian 的 postgresql（用时 ${seconds} 秒）。`);
}
