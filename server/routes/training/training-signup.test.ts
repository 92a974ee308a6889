// Training sign-up rules through the real app: who may sign up, capacity, the deadline, the start
// of the course, withdrawal and signing up again, and the member's own list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../http/business-error';
import type { MySignup, MyTraining } from '../../../src/contract/training-signup';
import type { TrainingDetail } from '../../../src/contract/content-portal';
import {
  buildSignupWorld,
  TODAY,
  type SignupWorld,
} from '../../test-support/training-signup-fixture';

let world: SignupWorld;
beforeAll(async () => {
  world = await buildSignupWorld();
});
afterAll(() => world.test.close());
beforeEach(() => world.setDay(0));

const signUp = (id: number, ticket?: string) =>
  world.call<MySignup>('POST', `/api/trainings/${id}/signup`, ticket);
const withdraw = (id: number, ticket?: string) =>
  world.call<MySignup>('POST', `/api/trainings/${id}/withdraw`, ticket);
const rowsOf = (trainingId: number) =>
  world.test.db
    .selectFrom('training_signups')
    .selectAll()
    .where('training_id', '=', trainingId)
    .orderBy('id')
    .execute();

describe('signing up', () => {
  it('signs a player up, stores the row with its time and counts the seat', async () => {
    const course = await world.course({ startsIn: 10, capacity: 3 });
    const player = await world.member('player');
    const answer = await signUp(course, player.ticket);
    expect(answer).toMatchObject({
      code: 0,
      message: '报名成功',
      data: { trainingId: course, status: 'signed_up', seatsLeft: 2, withdrawnAt: null },
    });
    const rows = await rowsOf(course);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: player.id, status: 'signed_up' });
    expect(rows[0]?.signed_up_at).toBe(new Date(`${TODAY}T10:00:00`).toISOString());

    const detail = await world.call<TrainingDetail>('GET', `/api/trainings/${course}`);
    expect(detail.data).toMatchObject({ seatsLeft: 2, capacity: 3, signupDeadline: '2030-03-19' });
    const mine = await world.call<MySignup>(
      'GET',
      `/api/trainings/${course}/signup`,
      player.ticket,
    );
    expect(mine.data).toMatchObject({ status: 'signed_up', seatsLeft: 2 });
  });

  it('refuses a second sign-up of the same member and keeps one row', async () => {
    const course = await world.course({ startsIn: 10, capacity: 3 });
    const player = await world.member('player');
    await signUp(course, player.ticket);
    expect(await signUp(course, player.ticket)).toMatchObject({
      code: ErrorCode.conflict,
      message: '您已报名该培训',
    });
    expect(await rowsOf(course)).toHaveLength(1);
  });

  it('admits players and club contacts only', async () => {
    const course = await world.course({ startsIn: 10, capacity: 9 });
    const contact = await world.member('contact');
    expect((await signUp(course, contact.ticket)).code).toBe(0);
    for (const type of ['staff', 'volunteer'] as const) {
      const other = await world.member(type);
      expect(await signUp(course, other.ticket)).toMatchObject({
        code: ErrorCode.forbidden,
        message: '只有球员和俱乐部联系人可以报名培训',
      });
    }
    expect(await signUp(course)).toMatchObject({ code: ErrorCode.notLoggedIn });
    expect((await rowsOf(course)).map((row) => row.user_id)).toEqual([contact.id]);
  });

  it('refuses when every seat is taken, and frees a seat on withdrawal', async () => {
    const course = await world.course({ startsIn: 10, capacity: 2 });
    const [a, b, c] = [await world.member(), await world.member(), await world.member()];
    await signUp(course, a.ticket);
    expect((await signUp(course, b.ticket)).data.seatsLeft).toBe(0);
    expect(await signUp(course, c.ticket)).toMatchObject({
      code: ErrorCode.conflict,
      message: '名额已满：该培训共 2 个名额，已全部报满',
      data: null,
    });
    expect(await rowsOf(course)).toHaveLength(2);

    await withdraw(course, a.ticket);
    expect(await signUp(course, c.ticket)).toMatchObject({ code: 0, data: { seatsLeft: 0 } });
  });

  it('is open on the deadline day and closed the day after', async () => {
    const course = await world.course({ startsIn: 10, deadlineIn: 3, capacity: 5 });
    const [early, late] = [await world.member(), await world.member()];
    world.setDay(3);
    expect((await signUp(course, early.ticket)).code).toBe(0);
    world.setDay(4);
    expect(await signUp(course, late.ticket)).toMatchObject({
      code: ErrorCode.business,
      message: '报名已截止：该培训的报名截止日期为 2030-03-13',
    });
    expect(await rowsOf(course)).toHaveLength(1);
  });

  it('is closed once the course has started, whatever the deadline says', async () => {
    const course = await world.course({ startsIn: 2, deadlineIn: 5, capacity: 5 });
    const player = await world.member();
    world.setDay(2);
    expect(await signUp(course, player.ticket)).toMatchObject({
      message: '培训已开始，报名已截止',
    });
    expect(await rowsOf(course)).toHaveLength(0);
  });

  it('answers a clear error for a training that does not exist or a bad id', async () => {
    const player = await world.member();
    expect(await signUp(999999, player.ticket)).toMatchObject({
      code: ErrorCode.notFound,
      message: '培训不存在',
    });
    const bad = await signUp(0, player.ticket);
    expect(bad.code).toBe(ErrorCode.validation);
    expect(bad.message).toMatch(/编号/);
  });
});

describe('withdrawing', () => {
  it('withdraws before the start, and signing up again reactivates the same row', async () => {
    const course = await world.course({ startsIn: 10, capacity: 3 });
    const player = await world.member();
    await signUp(course, player.ticket);
    const [first] = await rowsOf(course);

    world.setDay(1);
    expect(await withdraw(course, player.ticket)).toMatchObject({
      code: 0,
      message: '已取消报名',
      data: { status: 'withdrawn', seatsLeft: 3 },
    });
    const [withdrawn] = await rowsOf(course);
    expect(withdrawn).toMatchObject({ id: first?.id, status: 'withdrawn' });
    expect(withdrawn?.withdrawn_at).toBe(new Date('2030-03-11T10:00:00').toISOString());
    expect(await withdraw(course, player.ticket)).toMatchObject({
      code: ErrorCode.conflict,
      message: '您没有报名该培训',
    });

    world.setDay(2);
    expect((await signUp(course, player.ticket)).data).toMatchObject({
      status: 'signed_up',
      withdrawnAt: null,
    });
    const rows = await rowsOf(course);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first?.id,
      status: 'signed_up',
      created_at: first?.created_at,
      signed_up_at: new Date('2030-03-12T10:00:00').toISOString(),
      withdrawn_at: null,
    });
  });

  it('is refused from the first day of the course on, and for someone never signed up', async () => {
    const course = await world.course({ startsIn: 3, capacity: 3 });
    const [player, stranger] = [await world.member(), await world.member()];
    await signUp(course, player.ticket);
    expect((await withdraw(course, stranger.ticket)).message).toBe('您没有报名该培训');
    world.setDay(3);
    expect(await withdraw(course, player.ticket)).toMatchObject({
      message: '培训已开始，不能再取消报名',
    });
    expect((await rowsOf(course))[0]?.status).toBe('signed_up');
  });
});

describe('the member’s list', () => {
  it('lists the caller’s own sign-ups with their status, the latest course first', async () => {
    const soon = await world.course({ startsIn: 5, capacity: 3 });
    const later = await world.course({ startsIn: 20, capacity: 3 });
    const [player, other] = [await world.member(), await world.member()];
    await signUp(soon, player.ticket);
    await signUp(later, player.ticket);
    await withdraw(soon, player.ticket);
    await signUp(soon, other.ticket);

    const list = await world.call<MyTraining[]>('GET', '/api/user/trainings', player.ticket);
    expect(list.data.map((item) => [item.training.id, item.status])).toEqual([
      [later, 'signed_up'],
      [soon, 'withdrawn'],
    ]);
    expect(list.data[1]?.withdrawnAt).not.toBeNull();
    expect((await world.call('GET', '/api/user/trainings')).code).toBe(ErrorCode.notLoggedIn);
  });
});
