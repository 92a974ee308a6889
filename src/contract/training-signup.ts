// Training sign-up: the calls' shapes and the rules both sides read, so the page
// offers exactly what the server will accept.
//
// Who may sign up: players and club contacts, the people who coach or judge for clubs. Staff run
// the courses and volunteers only score games; their accounts are not for taking part.
import { z } from 'zod';
import type { UserType } from './account';

export const SIGNUP_USER_TYPES: readonly UserType[] = ['player', 'contact'];

export const signupStatusSchema = z.enum(['signed_up', 'withdrawn']);
export type SignupStatus = z.infer<typeof signupStatusSchema>;

/** open: 报名; full: 名额已满; closed: past the deadline, or the course has started. */
export type TrainingSignupState = 'open' | 'full' | 'closed';

interface SignupFacts {
  startDate: string;
  signupDeadline: string;
  seatsLeft: number;
}

/** The training's state for a new sign-up on `today` (YYYY-MM-DD); closed outranks full. */
export function trainingSignupState(training: SignupFacts, today: string): TrainingSignupState {
  if (today > training.signupDeadline || today >= training.startDate) return 'closed';
  return training.seatsLeft > 0 ? 'open' : 'full';
}

/** A member may withdraw until the course starts (its first day). */
export const canWithdraw = (training: { startDate: string }, today: string): boolean =>
  today < training.startDate;

/** The caller's sign-up for one training: GET, POST …/signup and POST …/withdraw answer it. */
export const mySignupSchema = z.object({
  trainingId: z.number().int(),
  /** null: never signed up for this training. */
  status: signupStatusSchema.nullable(),
  signedUpAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  seatsLeft: z.number().int(),
});
export type MySignup = z.infer<typeof mySignupSchema>;

/** One line of GET /api/user/trainings, the member's sign-ups, newest course first. */
export const myTrainingSchema = z.object({
  status: signupStatusSchema,
  signedUpAt: z.string(),
  withdrawnAt: z.string().nullable(),
  training: z.object({
    id: z.number().int(),
    kind: z.enum(['coach', 'judge']),
    title: z.string(),
    city: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
});
export type MyTraining = z.infer<typeof myTrainingSchema>;
export const myTrainingListSchema = z.array(myTrainingSchema);
