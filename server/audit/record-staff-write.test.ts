import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { recordStaffWrite } from './record-staff-write';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

describe('recordStaffWrite', () => {
  it('keeps who, when, what, before and after, without secrets or file bytes', async () => {
    const staff = { id: 1, name: '协会管理员', type: 'staff' as const, phone: '13800000000' };
    const at = Date.UTC(2026, 10, 24, 8, 0, 0);
    await recordStaffWrite(t.db, staff, at, {
      action: 'user.reset_password',
      targetType: 'user',
      targetId: 42,
      summary: '重置密码：测试用户',
      before: { name: '测试用户', password_hash: 'secret-hash' },
      after: { name: '测试用户', avatar: Buffer.from('abc') },
    });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.reset_password')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      at: '2026-11-24T08:00:00.000Z',
      user_id: 1,
      user_name: '协会管理员',
      target_type: 'user',
      target_id: '42',
      summary: '重置密码：测试用户',
    });
    expect(JSON.parse(row.before ?? '')).toEqual({ name: '测试用户' });
    expect(JSON.parse(row.after ?? '')).toEqual({ name: '测试用户', avatar: '<3 字节>' });
  });
});
