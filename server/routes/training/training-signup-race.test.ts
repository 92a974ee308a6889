// Sign-ups racing for seats: many members at once for the last seats, and one member twice at
// once. Run on PostgreSQL (TEST_DATABASE_URL) this is a real race between pooled connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../http/business-error';
import { buildSignupWorld, type SignupWorld } from '../../test-support/training-signup-fixture';

let world: SignupWorld;
beforeAll(async () => {
  world = await buildSignupWorld();
});
afterAll(() => world.test.close());

const signUp = (id: number, ticket: string) =>
  world.call('POST', `/api/trainings/${id}/signup`, ticket);
const activeCount = async (trainingId: number) =>
  (
    await world.test.db
      .selectFrom('training_signups')
      .select('id')
      .where('training_id', '=', trainingId)
      .where('status', '=', 'signed_up')
      .execute()
  ).length;

describe('racing sign-ups', () => {
  it('never gives away more seats than there are', async () => {
    const seats = 2;
    const members = await Promise.all(Array.from({ length: 6 }, () => world.member()));
    for (let round = 0; round < 5; round += 1) {
      const course = await world.course({ startsIn: 10 + round, capacity: seats });
      const answers = await Promise.all(members.map((member) => signUp(course, member.ticket)));
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(seats);
      expect(codes.filter((code) => code === ErrorCode.conflict)).toHaveLength(
        members.length - seats,
      );
      expect(await activeCount(course)).toBe(seats);
    }
  });

  it('lets two sign-ups of one member for the last seat make one row', async () => {
    const course = await world.course({ startsIn: 10, capacity: 1 });
    const member = await world.member();
    const answers = await Promise.all([
      signUp(course, member.ticket),
      signUp(course, member.ticket),
    ]);
    expect(answers.map((answer) => answer.message).sort()).toEqual(
      ['报名成功', '您已报名该培训'].sort(),
    );
    expect(await activeCount(course)).toBe(1);
  });
});
