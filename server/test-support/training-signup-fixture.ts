// The training sign-up tests' world: an app whose clock the test moves, courses dated around the
// clock's day, members of every type with tickets, and one call helper.
import { issueTicket } from '../auth/tickets';
import { addDays } from '../demo/demo-dates';
import type { UserType } from '../db/schema';
import { buildTestApp, withTicket, type TestApp } from './build-test-app';
import { createTestUser } from './test-users';
import type { Body } from './demo-app';

export const TODAY = '2030-03-10';
/** Epoch ms of 10:00 on `date`, in the server's own time zone (its dates are local). */
export const morningOf = (date: string) => new Date(`${date}T10:00:00`).getTime();

export interface CourseDates {
  /** Days from TODAY to the first day of the course. */
  startsIn: number;
  /** Days from TODAY to the last day to sign up; by default the day before the start. */
  deadlineIn?: number;
  capacity: number;
}

export interface SignupWorld {
  test: TestApp;
  /** Sets the app's clock to 10:00 of TODAY plus `days`. */
  setDay: (days: number) => void;
  course: (dates: CourseDates) => Promise<number>;
  member: (type?: UserType) => Promise<{ id: number; ticket: string }>;
  call: <T = unknown>(method: 'GET' | 'POST', url: string, ticket?: string) => Promise<Body<T>>;
}

export async function buildSignupWorld(): Promise<SignupWorld> {
  let now = morningOf(TODAY);
  const test = await buildTestApp({ now: () => now });
  let phones = 0;
  return {
    test,
    setDay: (days) => {
      now = morningOf(addDays(TODAY, days));
    },
    course: async ({ startsIn, deadlineIn = startsIn - 1, capacity }) => {
      const row = await test.db
        .insertInto('trainings')
        .values({
          kind: 'coach',
          title: `测试培训班${startsIn}-${capacity}`,
          level: 'level3',
          city: '上海',
          place: '测试场地',
          start_date: addDays(TODAY, startsIn),
          end_date: addDays(TODAY, startsIn + 1),
          fee: 0,
          capacity,
          signup_deadline: addDays(TODAY, deadlineIn),
          signup: '在本页报名',
          content: '<p>课程</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    member: async (type = 'player') => {
      phones += 1;
      const id = await createTestUser(test.db, {
        phone: `136${String(phones).padStart(8, '0')}`,
        type,
      });
      return { id, ticket: await issueTicket(test.db, id, now) };
    },
    call: async (method, url, ticket) => {
      const response = await test.app.inject({
        method,
        url,
        headers: ticket ? withTicket(ticket) : {},
      });
      if (response.statusCode !== 200) {
        throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
      }
      return response.json();
    },
  };
}
