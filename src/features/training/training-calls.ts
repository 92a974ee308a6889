// The training section's sign-up calls. Reads go through useApi; the writes answer the caller's
// new sign-up, and a refusal is shown by the panel next to its button (useSubmitRefusal).
import { trainingApi } from '../../contract/api/training';
import { callApi } from '../../lib/api-client';

export const signUpFor = (id: number) => callApi(trainingApi.signUp, { params: { id } });
export const withdrawFrom = (id: number) => callApi(trainingApi.withdraw, { params: { id } });
