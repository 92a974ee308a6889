// POST /api/volunteer/login: on success the ticket and the user are kept
// (docs/api-conventions.md, "The ticket").
import { loginResultSchema, type LoginResult } from '../../../contract/account';
import { apiPost } from '../../../lib/api-client';
import { signIn } from '../../../lib/global-state';

export interface VolunteerCredentials {
  phone: string;
  password: string;
}

export async function loginVolunteer(credentials: VolunteerCredentials): Promise<LoginResult> {
  // Silent: the login form shows a refusal itself, next to the form, until the volunteer acts.
  const result = await apiPost('/api/volunteer/login', credentials, {
    schema: loginResultSchema,
    silent: true,
  });
  signIn(result);
  // Asked at login so the browser keeps the games and the outbox when storage runs low.
  void navigator.storage?.persist?.().catch(() => false);
  return result;
}
