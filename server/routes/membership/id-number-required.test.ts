// A season with `id_number_required` (docs/membership.md, "ID numbers"): a player registration,
// registered or completed, is refused while the person has no ID number on file, and changes
// nothing; once the number is saved the same registration goes through. Other kinds are not held.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MySeason, Registration, Season } from '../../../src/contract/membership-season';
import { buildSeasonTestApp, type SeasonTestApp } from '../../test-support/season-test-fixture';

const NUMBER = '330106199003071236';
const REFUSAL = '2027年度球员注册须先填写身份证号码';

let t: SeasonTestApp;
let season: Season;

beforeEach(async () => {
  t = await buildSeasonTestApp('2027-03-01');
  season = await t.openSeason(2027);
  await t.as(t.staff)('POST', `/api/admin/membership/seasons/${season.id}`, {
    year: 2027,
    startsOn: '2027-01-01',
    endsOn: '2027-12-31',
    feePlayer: 120,
    feeCoach: 0,
    feeJudge: 50,
    feeClub: 800,
    idNumberRequired: true,
  });
  await t.publishWaiver('免责声明');
});
afterEach(() => t.close());

const rows = () => t.db.selectFrom('season_registrations').selectAll().orderBy('id').execute();

describe('a season that requires the ID number', () => {
  it('refuses a player registration without one, changes nothing, and takes it once saved', async () => {
    const { ticket } = await t.person({ phone: '13900000011', birthDate: '1990-03-07' });
    const as = t.as(ticket);
    const mine = await as<MySeason>('GET', '/api/user/season');
    expect(mine.data).toMatchObject({ season: { idNumberRequired: true }, idNumberMasked: null });

    const register = () =>
      as<Registration>('POST', '/api/user/season/registrations', {
        seasonId: season.id,
        kind: 'player',
        waiverVersion: 1,
      });
    expect(await register()).toMatchObject({ code: 1000, message: REFUSAL });
    expect(await rows()).toEqual([]);

    expect(await as('POST', '/api/user/idNumber', { idNumber: NUMBER })).toMatchObject({
      code: 0,
      data: { masked: '3301**********1236' },
    });
    expect((await as<MySeason>('GET', '/api/user/season')).data.idNumberMasked).toBe(
      '3301**********1236',
    );
    expect(await register()).toMatchObject({ code: 0, data: { status: 'awaiting_payment' } });
  });

  it('refuses completing a player draft without one, and holds no other kind', async () => {
    const { id, ticket } = await t.person({ phone: '13900000012', birthDate: '1990-03-07' });
    const as = t.as(ticket);
    expect(
      (
        await as<Registration>('POST', '/api/user/season/registrations', {
          seasonId: season.id,
          kind: 'judge',
          waiverVersion: 1,
        })
      ).data.status,
    ).toBe('awaiting_payment');

    // A draft made before staff required the number, completed after.
    const draft = await t.db
      .insertInto('season_registrations')
      .values({
        season_id: season.id,
        user_id: id,
        club_id: null,
        kind: 'player',
        status: 'draft',
        created_at: '2027-03-01T12:00:00.000Z',
        updated_at: '2027-03-01T12:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await rows();
    const submit = () =>
      as('POST', `/api/user/season/registrations/${draft.id}/submit`, { waiverVersion: 1 });
    expect(await submit()).toMatchObject({ code: 1000, message: REFUSAL });
    expect(await rows()).toEqual(before);

    await as('POST', '/api/user/idNumber', { idNumber: NUMBER });
    expect(await submit()).toMatchObject({ code: 0, data: { status: 'awaiting_payment' } });
  });
});
