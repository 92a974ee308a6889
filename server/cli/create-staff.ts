// npm run create-staff: makes the first staff account of a deployment without demo data
// (DEMO_DATA=false), or makes an existing account staff. Asks for the phone, the name and the
// password (hidden, twice); the password is never printed or logged. Uses DATABASE_URL as the
// server does, and migrates the database first, so it can run before the first start.
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { readEnv } from '../env';
import { askStaffAnswers, InputEnded, saveStaffAccount, type Ask } from './staff-account';

/** Lines from stdin, a terminal or a pipe alike; a hidden answer is not echoed on a terminal. */
function stdinAsk(): { ask: Ask; close: () => void } {
  let muted = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk as Buffer);
      done();
    },
  });
  const rl = readline.createInterface({
    input: process.stdin,
    output: echo,
    terminal: Boolean(process.stdin.isTTY),
  });
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (question, hidden = false) => {
    process.stdout.write(question);
    muted = hidden;
    const next = await lines.next();
    muted = false;
    if (hidden) process.stdout.write('\n');
    return next.done ? null : next.value;
  };
  return { ask, close: () => rl.close() };
}

async function main(): Promise<number> {
  const env = readEnv();
  const db = createDb(env.databaseUrl);
  const { ask, close } = stdinAsk();
  try {
    await migrateToLatest(db);
    console.log('创建工作人员账号（管理后台）');
    const answers = await askStaffAnswers(ask, (line) => console.log(line));
    const result = await saveStaffAccount(db, answers, Date.now());
    console.log(
      result.created
        ? `已创建工作人员账号：${answers.phone}（${answers.name}）`
        : `已将账号 ${answers.phone} 设为工作人员（${answers.name}），新密码已生效`,
    );
    return 0;
  } catch (error) {
    console.error(
      error instanceof InputEnded ? error.message : `创建失败：${(error as Error).message}`,
    );
    return 1;
  } finally {
    close();
    await db.destroy();
  }
}

process.exitCode = await main();
