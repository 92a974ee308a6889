// The training section's sign-up calls. Reads go through useSwr; the writes answer the caller's
// new sign-up, and a refusal is shown by the panel next to its button (useSubmitRefusal).
import type { MySignup } from '../../contract/training-signup';
import { apiPost } from '../../lib/api-client';

export const trainingUrl = (id: number) => `/api/trainings/${id}`;
export const mySignupUrl = (id: number) => `/api/trainings/${id}/signup`;

export const signUpFor = (id: number) => apiPost<MySignup>(mySignupUrl(id));
export const withdrawFrom = (id: number) => apiPost<MySignup>(`/api/trainings/${id}/withdraw`);
