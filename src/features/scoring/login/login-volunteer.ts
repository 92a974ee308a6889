// The scoring login (scoringApi.login): on success the ticket and the user are kept
// (docs/api-conventions.md, "The ticket").
import { scoringApi } from '../../../contract/api/scoring';
import type { RouteAnswer } from '../../../contract/api/define-route';
import { callApi } from '../../../lib/api-client';
import { signIn } from '../../../lib/global-state';

export interface VolunteerCredentials {
  phone: string;
  password: string;
}

export async function loginVolunteer(
  credentials: VolunteerCredentials,
): Promise<RouteAnswer<typeof scoringApi.login>> {
  // Silent: the login form shows a refusal itself, next to the form, until the volunteer acts.
  const result = await callApi(scoringApi.login, { body: credentials }, { silent: true });
  signIn(result);
  // Asked at login so the browser keeps the games and the outbox when storage runs low.
  void navigator.storage?.persist?.().catch(() => false);
  return result;
}
