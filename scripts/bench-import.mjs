// npm run bench:import [-- --members 10000]: the import bound (docs/membership.md,
// "Importing lists"): staff import `members` members from an XLSX, preview included, against the
// production server on a fresh SQLite file (or DATABASE_URL's PostgreSQL); the bound is 10 s for
// 10,000. Prints the sheet's size, each step's time and where the server says it went (reading
// the file, checking the rows, and the write transaction, which on SQLite every other write waits
// for). The same import in the middle of a
// championship day, with the phones' write p99 while it ran: npm run bench:day -- --import.
// A benchmark, not a test: it fails only if the setup does.
import { parseArgs } from 'node:util';
import { importSheet, signInStaff } from './bench/import-run.mjs';
import { membersSheet, runTag } from './bench/import-sheet.mjs';
import { startServer } from './bench/start-server.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';

const { values } = parseArgs({ options: { members: { type: 'string', default: '10000' } } });
const members = Number(values.members);

let server;
try {
  await ensureClientBuild();
  server = await startServer({ databaseUrl: process.env.DATABASE_URL });
  const sheet = await membersSheet(members, runTag());
  const ticket = await signInStaff(server.base);
  const run = await importSheet(server.base, ticket, sheet);
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
  const steps = (server) => `读表 ${ms(server.read)}，检查 ${ms(server.check)}`;
  console.log(
    [
      `导入 ${members} 名会员（XLSX ${(sheet.length / 1024).toFixed(0)} KB，${server.databaseUrl.split(':')[0]}）：`,
      `- 预览 ${seconds(run.previewMs)}（可导入 ${run.valid} 行；${steps(run.preview)}）`,
      `- 导入 ${seconds(run.commitMs)}（新增 ${run.created} 行；${steps(run.commit)}，写入事务 ${ms(run.commit.write)}）`,
      `- 合计 ${seconds(run.previewMs + run.commitMs)}（上限 10 s）`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`压测未能完成：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
