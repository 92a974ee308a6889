// Test data for the console's 会员与俱乐部 calls: two staff accounts, a volunteer, players, a
// contact with a pending club and another contact with one, and the CERTIFICATE_TYPE levels.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueTicket } from '../auth/tickets';
import type { Database } from '../db/schema';
import { createTestClub } from './test-clubs';
import { createTestUser } from './test-users';
import { call } from './scoring-test-fixture';

export const PASSWORD = 'demo1234';

export interface PeopleFixture {
  staff: number;
  otherStaff: number;
  volunteer: number;
  player: number;
  playerPhone: string;
  contact: number;
  pendingClub: number;
  otherPendingClub: number;
  approvedClub: number;
  tickets: { staff: string; otherStaff: string; player: string; contact: string };
}

export async function seedPeopleFixture(db: Kysely<Database>): Promise<PeopleFixture> {
  const staff = await createTestUser(db, {
    phone: '13600000000',
    type: 'staff',
    name: '工作人员甲',
  });
  const otherStaff = await createTestUser(db, {
    phone: '13600000009',
    type: 'staff',
    name: '工作人员乙',
  });
  const volunteer = await createTestUser(db, {
    phone: '13600000003',
    type: 'volunteer',
    name: '志愿者丙',
  });
  const playerPhone = '13600000001';
  const player = await createTestUser(db, { phone: playerPhone, name: '球员张三' });
  await createTestUser(db, { phone: '13600000011', name: '球员李四', city: '北京' });
  const contact = await createTestUser(db, {
    phone: '13600000002',
    type: 'contact',
    name: '联系人王五',
  });
  const otherContact = await createTestUser(db, {
    phone: '13600000012',
    type: 'contact',
    name: '联系人赵六',
  });
  const approvedClub = await createTestClub(db, { name: '早已通过俱乐部' });
  const pendingClub = await createTestClub(db, {
    name: '待审俱乐部',
    status: 'pending',
    contactUserId: contact,
  });
  const otherPendingClub = await createTestClub(db, {
    name: '另一待审俱乐部',
    status: 'pending',
    contactUserId: otherContact,
  });
  await db
    .insertInto('lovs')
    .values([
      { type: 'CERTIFICATE_TYPE', value: 'national', name: '国家级', sort: 1 },
      { type: 'CERTIFICATE_TYPE', value: 'level1', name: '一级', sort: 2 },
    ])
    .execute();
  const now = Date.now();
  return {
    staff,
    otherStaff,
    volunteer,
    player,
    playerPhone,
    contact,
    pendingClub,
    otherPendingClub,
    approvedClub,
    tickets: {
      staff: await issueTicket(db, staff, now),
      otherStaff: await issueTicket(db, otherStaff, now),
      player: await issueTicket(db, player, now),
      contact: await issueTicket(db, contact, now),
    },
  };
}

/** The audit rows of one action, oldest first. */
export const auditRows = (db: Kysely<Database>, action: string) =>
  db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** A signed-in call by ticket (body code and data), for brevity in the tests. */
export const as =
  (app: FastifyInstance, ticket: string | null) =>
  <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) =>
    call<T>(app, ticket, method, url, payload);
