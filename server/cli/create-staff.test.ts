// npm run create-staff: the dialogue with given answers, the account it makes or promotes, and one
// run of the real command with its answers piped in, on a temporary SQLite file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createDb } from '../db/connect';
import { buildTestApp, loginAs, type TestApp } from '../test-support/build-test-app';
import { createTestUser } from '../test-support/test-users';
import { askStaffAnswers, InputEnded, saveStaffAccount } from './staff-account';

/** An `ask` that gives these answers in turn, and records what was asked. */
function scripted(answers: string[]) {
  const asked: { question: string; hidden: boolean }[] = [];
  const said: string[] = [];
  const ask = (question: string, hidden = false) => {
    asked.push({ question, hidden });
    return Promise.resolve(answers.shift() ?? null);
  };
  return { ask, say: (line: string) => said.push(line), asked, said };
}

describe('the create-staff dialogue', () => {
  it('asks phone, name and the password twice, hiding the password', async () => {
    const io = scripted(['13900000000', ' 王管理 ', 'longenough1', 'longenough1']);
    expect(await askStaffAnswers(io.ask, io.say)).toEqual({
      phone: '13900000000',
      name: '王管理',
      password: 'longenough1',
    });
    expect(io.asked.map((q) => q.hidden)).toEqual([false, false, true, true]);
    expect(io.said).toEqual([]);
  });

  it('refuses in Chinese and asks again: a bad phone, no name, a short or mismatched password', async () => {
    const io = scripted([
      '12345',
      '13900000000',
      '',
      '王管理',
      'short',
      'longenough1',
      'different12',
      'longenough2',
      'longenough2',
    ]);
    const answers = await askStaffAnswers(io.ask, io.say);
    expect(answers.password).toBe('longenough2');
    expect(io.said).toEqual([
      '手机号格式不正确',
      '请输入姓名',
      '密码长度不能少于 8 位',
      '两次输入的密码不一致，请重新输入',
    ]);
  });

  it('stops when the input ends', async () => {
    const io = scripted(['13900000000']);
    await expect(askStaffAnswers(io.ask, io.say)).rejects.toBeInstanceOf(InputEnded);
  });
});

describe('saveStaffAccount', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('creates a staff account that can sign in', async () => {
    const result = await saveStaffAccount(
      t.db,
      { phone: '13900000000', name: '王管理', password: 'longenough1' },
      Date.now(),
    );
    expect(result.created).toBe(true);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'staff', name: '王管理', phone: '13900000000' });
    expect(row.password_hash).not.toContain('longenough1');
    expect(await loginAs(t.app, '13900000000', 'longenough1')).toMatch(/.+/);
  });

  it('makes an existing account staff with the new password, ending its sessions', async () => {
    const id = await createTestUser(t.db, { phone: '13900000001', type: 'player' });
    const oldTicket = await loginAs(t.app, '13900000001');
    const result = await saveStaffAccount(
      t.db,
      { phone: '13900000001', name: '升为工作人员', password: 'newpassword9' },
      Date.now(),
    );
    expect(result).toEqual({ id, created: false });
    const user = await t.db
      .selectFrom('users')
      .select(['type', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ type: 'staff', name: '升为工作人员' });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUserInfo',
      headers: { ticket: oldTicket },
    });
    expect(stale.json<{ code: number }>().code).toBe(401);
    await expect(loginAs(t.app, '13900000001', 'demo1234')).rejects.toThrow();
    expect(await loginAs(t.app, '13900000001', 'newpassword9')).toMatch(/.+/);
  });

  it('refuses answers that were not checked', async () => {
    await expect(
      saveStaffAccount(t.db, { phone: '13900000002', name: '甲', password: 'short' }, Date.now()),
    ).rejects.toThrow();
    const count = await t.db.selectFrom('users').select('id').execute();
    expect(count).toHaveLength(0);
  });
});

describe('npm run create-staff', () => {
  it('makes the account from piped answers and never prints the password', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'create-staff-'));
    const file = path.join(dir, 'feipan.db');
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, 'create-staff.ts')],
        { env: { ...process.env, DATABASE_URL: `sqlite:${file}` }, stdio: 'pipe' },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end('13900000005\n管理员\nshort\nSecret-pass-42\nSecret-pass-42\n');
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

      expect(output).toContain('密码长度不能少于 8 位');
      expect(output).toContain('已创建工作人员账号：13900000005（管理员）');
      expect(output).not.toContain('Secret-pass-42');
      expect(code).toBe(0);

      const db = createDb(`sqlite:${file}`);
      const row = await db
        .selectFrom('users')
        .select(['type', 'name', 'password_hash'])
        .where('phone', '=', '13900000005')
        .executeTakeFirstOrThrow();
      await db.destroy();
      expect(row).toMatchObject({ type: 'staff', name: '管理员' });
      expect(await verifyPassword('Secret-pass-42', row.password_hash)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
