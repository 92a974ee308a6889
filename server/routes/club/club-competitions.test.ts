import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { ClubCompetition, Registration } from '../../../src/contract/club';
import { call } from '../../test-support/scoring-test-fixture';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';

let t: TestApp;
let f: ClubFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
});
afterEach(() => t.close());

const register = (competitionId: number, players: object[], ticket = f.tickets.contact) =>
  call<Registration>(t.app, ticket, 'POST', `/api/club/competitions/${competitionId}/register`, {
    players,
  });
const roster = (ids: number[]) => ids.map((userId) => ({ userId }));

describe('GET /api/club/competitions', () => {
  it('lists competitions open for registration with this club’s registration', async () => {
    const before = await call<ClubCompetition[]>(
      t.app,
      f.tickets.contact,
      'GET',
      '/api/club/competitions',
    );
    expect(before.data.map((c) => [c.id, c.registrationOpen, c.registration])).toEqual([
      [f.mixOpen, true, null],
      [f.maleOpen, true, null],
    ]);
    await register(f.mixOpen, roster([f.men[0], f.men[1], f.women[0], f.women[1]]));
    const after = await call<ClubCompetition[]>(
      t.app,
      f.tickets.contact,
      'GET',
      '/api/club/competitions',
    );
    expect(after.data[0]?.registration).toMatchObject({ status: 'pending', playerCount: 4 });
    expect((await call(t.app, f.tickets.freePlayer, 'GET', '/api/club/competitions')).code).toBe(
      1003,
    );
  });
});

describe('POST /api/club/competitions/:id/register', () => {
  it('registers a roster and replaces it on a second call while pending', async () => {
    const first = await register(f.mixOpen, [
      { userId: f.men[0], number: 99 },
      ...roster([f.men[1], f.women[0], f.women[1]]),
    ]);
    expect(first).toMatchObject({
      code: 0,
      data: { status: 'pending', competition: { id: f.mixOpen }, club: { id: f.clubId } },
    });
    expect(first.data.players.find((p) => p.userId === f.men[0])?.number).toBe(99);
    expect(first.data.players.find((p) => p.userId === f.men[1])?.number).toBe(2);

    const second = await register(f.mixOpen, roster([f.men[2], f.men[3], f.women[1], f.women[2]]));
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.players.map((p) => p.userId).sort()).toEqual(
      [f.men[2], f.men[3], f.women[1], f.women[2]].sort(),
    );
    expect(await t.db.selectFrom('registrations').select('id').execute()).toHaveLength(1);

    const read = await call<Registration>(
      t.app,
      f.tickets.contact,
      'GET',
      `/api/club/registrations/${first.data.id}`,
    );
    expect(read.data).toEqual(second.data);
    expect(
      (await call(t.app, f.tickets.otherContact, 'GET', `/api/club/registrations/${first.data.id}`))
        .code,
    ).toBe(1003);
    expect(
      (await call(t.app, f.tickets.staff, 'GET', `/api/club/registrations/${first.data.id}`)).code,
    ).toBe(0);
    expect(
      (await call(t.app, f.tickets.contact, 'GET', '/api/club/registrations/99999')).code,
    ).toBe(1004);

    await t.db.updateTable('registrations').set({ status: 'approved' }).execute();
    expect(
      (await register(f.mixOpen, roster([f.men[0], f.men[1], f.women[0], f.women[1]]))).message,
    ).toBe('报名已审核，不能再修改名单');
  });

  it('enforces the mixed-division minimums and the roster size', async () => {
    const fewWomen = await register(f.mixOpen, roster([f.men[0], f.men[1], f.men[2], f.women[0]]));
    expect(fewWomen.message).toBe('混合组名单至少需要 2 名男球员和 2 名女球员，还差 1 名女球员');
    const tooMany = await register(f.mixOpen, roster([...f.men, ...f.women]));
    expect(tooMany.message).toBe('参赛名单不能超过 6 人');
    expect(await t.db.selectFrom('registrations').select('id').execute()).toEqual([]);
  });

  it('refuses outsiders, duplicates, numbers twice, closed windows and other divisions', async () => {
    expect(
      (await register(f.mixOpen, roster([f.men[0], f.otherClubPlayer, f.women[0], f.women[1]])))
        .message,
    ).toBe('参赛球员必须是本俱乐部的在籍成员');
    expect(
      (await register(f.mixOpen, roster([f.men[0], f.men[0], f.women[0], f.women[1]]))).message,
    ).toBe('参赛名单中有重复的球员');
    expect(
      (
        await register(f.mixOpen, [
          { userId: f.men[0], number: 5 },
          { userId: f.men[1], number: 5 },
          ...roster(f.women.slice(0, 2)),
        ])
      ).message,
    ).toBe('参赛名单中有重复的背号');
    expect(
      (await register(f.mixClosed, roster([f.men[0], f.men[1], f.women[0], f.women[1]]))).message,
    ).toBe('该比赛当前不在报名时间内');
    expect((await register(f.maleOpen, roster([f.men[0], f.men[1]]))).message).toBe(
      '俱乐部的组别与比赛组别不一致，不能报名',
    );
    expect((await register(f.mixOpen, [])).message).toBe('请至少选择一名参赛球员');
    expect((await register(424242, roster([f.men[0]]))).code).toBe(1004);
    expect((await register(f.mixOpen, roster([f.men[0]]), f.tickets.freePlayer)).code).toBe(1003);
    expect(await t.db.selectFrom('registrations').select('id').execute()).toEqual([]);
  });

  it('lets staff register a named club', async () => {
    const answer = await call<Registration>(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/club/competitions/${f.mixOpen}/register`,
      {
        clubId: f.clubId,
        players: roster([f.men[0], f.men[1], f.women[0], f.women[1]]),
      },
    );
    expect(answer.data.club.id).toBe(f.clubId);
  });
});
