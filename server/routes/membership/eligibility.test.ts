// Eligibility on entries (docs/membership.md, "Eligibility"): the season's player registration,
// the competition's ID-or-certificate rule, staff's exceptions, and the lapsed players of an
// approved entry flagged, never dropped.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';
import { call } from '../../test-support/scoring-test-fixture';
import { insertSeason, registerPlayers } from '../../test-support/season-rows-fixture';
import { localDateString } from '../../db/local-date';
import type { CompetitionEligibility } from '../../../src/contract/membership-eligibility';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => localDateString(new Date(Date.now() + days * DAY_MS));

let t: TestApp;
let f: ClubFixture;
let seasonId: number;
let year: number;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
  // The fixture's competitions start in 30 days: this season holds them.
  year = Number(day(30).slice(0, 4));
  seasonId = await insertSeason(t.db, { year, startsOn: day(-10), endsOn: day(60) });
});
afterEach(() => t.close());

const roster = () => [f.men[0], f.men[1], f.women[0], f.women[1]];
const enter = () =>
  call(t.app, f.tickets.contact, 'POST', `/api/club/competitions/${f.mixOpen}/register`, {
    players: roster().map((userId) => ({ userId })),
  });
const eligibility = () =>
  call<CompetitionEligibility>(
    t.app,
    f.tickets.staff,
    'GET',
    `/api/admin/competitions/${f.mixOpen}/eligibility`,
  );
const entries = () => t.db.selectFrom('registrations').select(['id', 'status']).execute();

describe('an entry checked against the season', () => {
  it('refuses a roster with a player not active this season, naming them, and stores nothing', async () => {
    await registerPlayers(t.db, seasonId, [f.men[0], f.women[0], f.women[1]]);
    await registerPlayers(t.db, seasonId, [f.men[1]], 'awaiting_payment');
    const refused = await enter();
    expect(refused.code).toBe(1000);
    expect(refused.message).toBe(`以下球员不符合参赛资格：王强：${year}年度会员未生效`);
    expect(await entries()).toEqual([]);

    await t.db.updateTable('season_registrations').set({ status: 'active' }).execute();
    expect((await enter()).code).toBe(0);
  });

  it('names every player refused, and a rejected registration as such', async () => {
    await registerPlayers(t.db, seasonId, [f.men[0], f.women[1]]);
    await registerPlayers(t.db, seasonId, [f.women[0]], 'rejected');
    expect((await enter()).message).toBe(
      `以下球员不符合参赛资格：王强：${year}年度会员未生效；李娜：${year}年度会员已驳回`,
    );
  });

  it('checks nothing for a competition no season holds', async () => {
    await t.db.deleteFrom('seasons').execute();
    expect((await enter()).code).toBe(0);
    expect((await eligibility()).data).toEqual({
      seasonYear: null,
      requiresIdentity: false,
      exceptions: [],
      flags: [],
    });
  });

  it('lets staff grant an exception with a reason, audited, and refuses one without', async () => {
    await registerPlayers(t.db, seasonId, [f.men[0], f.women[0], f.women[1]]);
    const url = `/api/admin/competitions/${f.mixOpen}/eligibility/exceptions`;
    const noReason = await call(t.app, f.tickets.staff, 'POST', url, { userId: f.men[1] });
    expect(noReason.message).toBe('请填写例外原因');
    const blank = await call(t.app, f.tickets.staff, 'POST', url, {
      userId: f.men[1],
      reason: ' ',
    });
    expect(blank.message).toBe('请填写例外原因');
    expect(await t.db.selectFrom('eligibility_exceptions').selectAll().execute()).toEqual([]);

    const granted = await call<CompetitionEligibility>(t.app, f.tickets.staff, 'POST', url, {
      userId: f.men[1],
      reason: '会费已现场缴纳，待补登记',
    });
    expect(granted.message).toBe('已允许该球员例外参赛');
    expect(granted.data.exceptions).toMatchObject([
      { userId: f.men[1], name: '王强', reason: '会费已现场缴纳，待补登记' },
    ]);
    const twice = await call(t.app, f.tickets.staff, 'POST', url, {
      userId: f.men[1],
      reason: '再来一次',
    });
    expect(twice.message).toBe('该球员在本赛事已有例外，无需再次添加');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'competition.eligibility_exception')
      .execute();
    expect(audit).toEqual([
      {
        action: 'competition.eligibility_exception',
        summary: '允许例外参赛：王强（全国混合组锦标赛）：会费已现场缴纳，待补登记',
      },
    ]);
    expect((await enter()).code).toBe(0);
    expect(
      (await call(t.app, f.tickets.contact, 'POST', url, { userId: f.men[1], reason: 'x' })).code,
    ).toBe(1003);
  });

  it('asks for an ID number or a valid certificate where the competition requires it', async () => {
    await registerPlayers(t.db, seasonId, roster());
    const rules = await call<CompetitionEligibility>(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/admin/competitions/${f.mixOpen}/eligibility/rules`,
      { requiresIdentity: true },
    );
    expect(rules.data).toMatchObject({ seasonYear: year, requiresIdentity: true });
    await t.db
      .updateTable('users')
      .set({ id_number_masked: '3301**********1234', id_number_cipher: 'v1:sealed' })
      .where('id', 'in', [f.men[0], f.women[0]])
      .execute();
    const certificate = (userId: number, validUntil: string | null) =>
      t.db
        .insertInto('certificates')
        .values({
          user_id: userId,
          kind: 'coach',
          level: '一级',
          number: `C${userId}`,
          issued_on: '2020-01-01',
          valid_until: validUntil,
        })
        .execute();
    await certificate(f.men[1], day(100));
    await certificate(f.women[1], day(10));
    expect((await enter()).message).toBe(
      '以下球员不符合参赛资格：陈静：未登记身份证号码，也没有有效的证书',
    );
    await certificate(f.women[1], null);
    expect((await enter()).code).toBe(0);
  });
});

describe('an approved entry whose player lapses', () => {
  it('is flagged to staff, the player kept on the roster; approving it later is refused', async () => {
    await registerPlayers(t.db, seasonId, roster());
    const entry = await enter();
    expect(entry.code).toBe(0);
    const [{ id } = { id: 0 }] = await entries();
    await t.db
      .updateTable('season_registrations')
      .set({ status: 'rejected' })
      .where('user_id', '=', f.women[0])
      .execute();
    const approve = await call(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/admin/registrations/${id}/approve`,
    );
    expect(approve.message).toBe(`以下球员不符合参赛资格：李娜：${year}年度会员已驳回`);

    await t.db.updateTable('season_registrations').set({ status: 'active' }).execute();
    expect(
      (await call(t.app, f.tickets.staff, 'POST', `/api/admin/registrations/${id}/approve`)).code,
    ).toBe(0);
    expect((await eligibility()).data.flags).toEqual([]);
    await t.db
      .updateTable('season_registrations')
      .set({ status: 'rejected' })
      .where('user_id', '=', f.women[0])
      .execute();
    expect((await eligibility()).data.flags).toEqual([
      {
        registrationId: id,
        clubName: '上海飞鱼',
        userId: f.women[0],
        name: '李娜',
        problem: `李娜：${year}年度会员已驳回`,
      },
    ]);
    const players = await t.db
      .selectFrom('registration_players')
      .select('user_id')
      .where('registration_id', '=', id)
      .execute();
    expect(players.map((p) => p.user_id).sort()).toEqual([...roster()].sort());
  });
});
