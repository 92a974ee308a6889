// The demo courses show every sign-up state: several open, one full, one closed before its start,
// and finished ones; no course has more sign-ups than seats, and the demo player is free to sign up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateString } from '../db/local-date';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { trainingSignupState } from '../../src/contract/training-signup';
import type { TrainingSummary } from '../../src/contract/content-portal';
import { DEMO_PHONES } from './demo-people';

let t: TestApp;
let courses: TrainingSummary[];
const today = localDateString();

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  const response = await t.app.inject({ url: '/api/trainings?pageSize=100' });
  courses = response.json<{ data: { list: TrainingSummary[] } }>().data.list;
});
afterAll(() => t.close());

describe('the demo trainings', () => {
  it('are open, full and closed', () => {
    const states = courses.map((course) => trainingSignupState(course, today));
    expect(states.filter((state) => state === 'open').length).toBeGreaterThanOrEqual(4);
    expect(states.filter((state) => state === 'full')).toHaveLength(1);
    const closedBeforeStart = courses.filter(
      (course) => today > course.signupDeadline && today < course.startDate,
    );
    expect(closedBeforeStart).toHaveLength(1);
    expect(courses.some((course) => course.seatsLeft === 1)).toBe(true);
  });

  it('never have more current sign-ups than seats, and leave the demo player free', async () => {
    for (const course of courses) {
      const taken = await t.db
        .selectFrom('training_signups')
        .select('id')
        .where('training_id', '=', course.id)
        .where('status', '=', 'signed_up')
        .execute();
      expect(taken.length).toBeLessThanOrEqual(course.capacity);
      expect(course.seatsLeft).toBe(course.capacity - taken.length);
    }
    const demoPlayer = await t.db
      .selectFrom('training_signups')
      .innerJoin('users', 'users.id', 'training_signups.user_id')
      .select('training_signups.id')
      .where('users.phone', '=', DEMO_PHONES.player)
      .execute();
    expect(demoPlayer).toEqual([]);
    const withdrawn = await t.db
      .selectFrom('training_signups')
      .select('id')
      .where('status', '=', 'withdrawn')
      .execute();
    expect(withdrawn.length).toBeGreaterThan(0);
  });
});
