// Two volunteers on one game: the confirm_duplicate event (两分都保留), who recorded each event,
// the possible duplicates the game's answer lists, and the handoff (交接给其他志愿者).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { ErrorCode } from '../../http/business-error';
import type {
  ActionResult,
  BatchItemResult,
  DayGames,
  VolunteerGameDetail,
  VolunteerRef,
} from '../../../src/contract/scoring';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';

let t: TestApp;
let f: ScoringFixture;
let ids: { volunteer: number; otherVolunteer: number };

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
  const users = await t.db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'in', ['13900000003', '13900000004'])
    .execute();
  const idOf = (phone: string) => users.find((u) => u.phone === phone)?.id ?? 0;
  ids = { volunteer: idOf('13900000003'), otherVolunteer: idOf('13900000004') };
});
afterEach(() => t.close());

const post = <T = ActionResult>(path: string, body: object, ticket = f.tickets.volunteer) =>
  call<T>(t.app, ticket, 'POST', `/api/volunteer/${path}`, body);
const score = (id: string, team: 'home' | 'away', at: number, ticket = f.tickets.volunteer) =>
  post('save/score', { id, gameId: f.gameId, team, at, deviceId: `phone-of-${ticket}` }, ticket);
const confirm = (id: string, scoreIds: string[], ticket = f.tickets.volunteer) =>
  post('confirm/duplicate', { id, gameId: f.gameId, at: 9000, scoreIds }, ticket);
const game = async (ticket = f.tickets.staff) =>
  (await call<VolunteerGameDetail>(t.app, ticket, 'GET', `/api/volunteer/game/${f.gameId}`)).data;
const assignSecond = () =>
  t.db
    .insertInto('volunteer_assignments')
    .values({ game_id: f.gameId, user_id: ids.otherVolunteer })
    .execute();

describe('two phones on one game', () => {
  beforeEach(async () => {
    await assignSecond();
    await post('begin', { id: 'begin-1', gameId: f.gameId, at: 1000 });
  });

  it('names who recorded each event and lists one point scored on both phones', async () => {
    expect((await score('a-1', 'home', 5000)).code).toBe(0);
    expect((await score('b-1', 'home', 12_000, f.tickets.otherVolunteer)).code).toBe(0);
    // The same team much later, and the other team at once, are no duplicates.
    expect((await score('b-2', 'home', 80_000, f.tickets.otherVolunteer)).code).toBe(0);
    expect((await score('a-2', 'away', 81_000)).code).toBe(0);
    const detail = await game();
    const a1 = detail.events.find((e) => e.id === 'a-1');
    const b1 = detail.events.find((e) => e.id === 'b-1');
    expect(a1).toMatchObject({ recorderId: ids.volunteer, recorderName: '记分员甲' });
    expect(b1).toMatchObject({ recorderId: ids.otherVolunteer, recorderName: '记分员乙' });
    expect(detail.possibleDuplicates).toEqual([
      { scoreIds: ['a-1', 'b-1'], team: 'home', at: 12_000 },
    ]);
    // Both count until one is undone.
    expect([detail.homeScore, detail.awayScore]).toEqual([3, 1]);
  });

  it('keeps both points on 两分都保留, once, whichever phone sends it and however often', async () => {
    await score('a-1', 'home', 5000);
    await score('b-1', 'home', 12_000, f.tickets.otherVolunteer);
    const first = await confirm('keep-1', ['a-1', 'b-1'], f.tickets.otherVolunteer);
    expect(first).toMatchObject({ code: 0, data: { id: 'keep-1', kind: 'confirm_duplicate' } });
    expect(await confirm('keep-1', ['a-1', 'b-1'], f.tickets.otherVolunteer)).toEqual(first);
    const detail = await game();
    expect(detail.possibleDuplicates).toEqual([]);
    expect(detail.events.find((e) => e.id === 'keep-1')).toMatchObject({
      kind: 'confirm_duplicate',
      scoreIds: ['a-1', 'b-1'],
    });
    expect([detail.homeScore, detail.awayScore]).toEqual([2, 0]);
    const stored = await t.db
      .selectFrom('game_events')
      .select('id')
      .where('kind', '=', 'confirm_duplicate')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('clears the duplicate when one of its points is undone', async () => {
    await score('a-1', 'home', 5000);
    await score('b-1', 'home', 12_000, f.tickets.otherVolunteer);
    const undo = await call(t.app, f.tickets.volunteer, 'DELETE', '/api/volunteer/delete/score', {
      id: 'b-1',
      gameId: f.gameId,
      at: 13_000,
    });
    expect(undo.code).toBe(0);
    const detail = await game();
    expect(detail.possibleDuplicates).toEqual([]);
    expect(detail.homeScore).toBe(1);
  });

  it('takes a confirm in the batch too', async () => {
    await score('a-1', 'home', 5000);
    await score('b-1', 'home', 6000, f.tickets.otherVolunteer);
    const answer = await post<{ results: BatchItemResult[] }>('batch', {
      actions: [
        { type: 'confirmDuplicate', id: 'keep-b', gameId: f.gameId, at: 7000, scoreIds: ['b-1'] },
      ],
    });
    expect(answer.data.results).toMatchObject([{ id: 'keep-b', code: 0 }]);
    expect((await game()).possibleDuplicates).toEqual([]);
  });
});

describe('refused confirms change nothing', () => {
  it('refuses before the game began, a score that is not this game’s, and bad bodies', async () => {
    const before = await confirm('keep-early', ['nothing']);
    expect(before.code).toBe(ErrorCode.business);
    expect(before.message).toBe('比赛尚未开始，请先开始比赛');
    await post('begin', { id: 'begin-1', gameId: f.gameId, at: 1000 });
    await post(
      'begin',
      { id: 'other-begin', gameId: f.otherGameId, at: 1000 },
      f.tickets.otherVolunteer,
    );
    await post(
      'save/score',
      { id: 'other-score', gameId: f.otherGameId, team: 'home', at: 2000 },
      f.tickets.otherVolunteer,
    );
    const missing = await confirm('keep-missing', ['other-score']);
    expect(missing.code).toBe(ErrorCode.notFound);
    expect(missing.message).toBe('要保留的得分不属于这场比赛或不存在');
    const empty = await confirm('keep-empty', []);
    expect(empty.code).toBe(ErrorCode.validation);
    expect(empty.message).toContain('请提供要保留的得分编号');
    const repeated = await confirm('keep-twice', ['x', 'x']);
    expect(repeated.message).toContain('得分编号不能重复');
    const notVolunteer = await confirm('keep-player', ['x'], f.tickets.player);
    expect(notVolunteer.code).toBe(ErrorCode.forbidden);
    const stored = await t.db
      .selectFrom('game_events')
      .select('id')
      .where('kind', '=', 'confirm_duplicate')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('handoff', () => {
  const candidates = (ticket = f.tickets.volunteer, gameId = f.gameId) =>
    call<VolunteerRef[]>(t.app, ticket, 'GET', `/api/volunteer/game/${gameId}/volunteers`);
  const handoff = (toUserId: number, ticket = f.tickets.volunteer, gameId = f.gameId) =>
    post<{ gameId: number; volunteer: VolunteerRef }>('handoff', { gameId, toUserId }, ticket);
  const listed = async (ticket: string) =>
    (await call<DayGames>(t.app, ticket, 'GET', '/api/volunteer/date/games')).data.map((g) => g.id);

  it('gives the game to another volunteer; what the old phone recorded before still syncs', async () => {
    await post('begin', { id: 'begin-1', gameId: f.gameId, at: 1000 });
    await score('a-1', 'home', 5000);
    expect((await candidates()).data).toEqual([{ id: ids.otherVolunteer, name: '记分员乙' }]);
    const now = t.app.now();
    const answer = await handoff(ids.otherVolunteer);
    expect(answer).toMatchObject({
      code: 0,
      message: '已交接给记分员乙',
      data: { gameId: f.gameId, volunteer: { id: ids.otherVolunteer, name: '记分员乙' } },
    });
    expect(await listed(f.tickets.volunteer)).not.toContain(f.gameId);
    expect(await listed(f.tickets.otherVolunteer)).toContain(f.gameId);
    // The old phone's point taken before the handoff arrives late and counts; a later one is refused.
    expect((await score('a-2', 'away', now - 10)).code).toBe(0);
    expect((await score('a-3', 'away', now + 60_000)).code).toBe(ErrorCode.forbidden);
    // The new phone reads the log and goes on.
    const detail = await game(f.tickets.otherVolunteer);
    expect(detail.events.map((e) => e.id)).toEqual(['begin-1', 'a-1', 'a-2']);
    expect((await score('b-1', 'home', now + 70_000, f.tickets.otherVolunteer)).code).toBe(0);
    expect((await game()).homeScore).toBe(2);
    const rows = await t.db
      .selectFrom('volunteer_assignments')
      .select(['user_id', 'removed_at'])
      .where('game_id', '=', f.gameId)
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([ids.volunteer, ids.otherVolunteer]);
    expect(rows[0]?.removed_at).toBeGreaterThanOrEqual(now);
    expect(rows[1]?.removed_at).toBeNull();
  });

  it('refuses a handoff to oneself, to nobody known, to someone already scoring, or of a finished game', async () => {
    const self = await handoff(ids.volunteer);
    expect(self).toMatchObject({ code: ErrorCode.validation, message: '请选择另一位志愿者' });
    const unknown = await handoff(999_999);
    expect(unknown.message).toBe('接手的志愿者不存在或已停用');
    await assignSecond();
    expect((await candidates()).data).toEqual([]);
    const already = await handoff(ids.otherVolunteer);
    expect(already.message).toBe('这位志愿者已在记录这场比赛');
    await post('begin', { id: 'begin-1', gameId: f.gameId, at: 1000 });
    await post('finished', { id: 'finish-1', gameId: f.gameId, at: 2000 });
    await t.db
      .deleteFrom('volunteer_assignments')
      .where('user_id', '=', ids.otherVolunteer)
      .execute();
    const finished = await handoff(ids.otherVolunteer);
    expect(finished).toMatchObject({ code: ErrorCode.business, message: '比赛已结束，无需交接' });
    const bad = await post('handoff', { gameId: f.gameId });
    expect(bad).toMatchObject({ code: ErrorCode.validation, message: '请选择接手的志愿者' });
    expect(await listed(f.tickets.volunteer)).toContain(f.gameId);
  });

  it('refuses a volunteer who is not scoring the game', async () => {
    const answer = await handoff(ids.volunteer, f.tickets.otherVolunteer);
    expect(answer.code).toBe(ErrorCode.forbidden);
    expect((await candidates(f.tickets.otherVolunteer)).code).toBe(ErrorCode.forbidden);
    expect((await candidates(f.tickets.volunteer, 999_999)).code).toBe(ErrorCode.notFound);
  });
});
