import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain('demo1234');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('飞盘密码123');
    expect(await verifyPassword('飞盘密码123', stored)).toBe(true);
    expect(await verifyPassword('飞盘密码124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('demo1234', 'demo1234')).toBe(false);
    expect(await verifyPassword('demo1234', 'md5$abc')).toBe(false);
  });
});

describe('checkPassword', () => {
  it('checks a stored hash, and fails for a phone with none', async () => {
    const stored = await hashPassword('demo1234');
    expect(await checkPassword('demo1234', stored)).toBe(true);
    expect(await checkPassword('demo1235', stored)).toBe(false);
    expect(await checkPassword('demo1234', undefined)).toBe(false);
    expect(await checkPassword('', undefined)).toBe(false);
  });
});
