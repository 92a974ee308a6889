// Checks the form before any request, with the contract's own Chinese messages.
import { passwordSchema, phoneSchema } from '../../../contract/account';
import type { VolunteerCredentials } from './login-volunteer';

export type CredentialErrors = Partial<Record<keyof VolunteerCredentials, string>>;

export function validateCredentials(values: VolunteerCredentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const phone = phoneSchema.safeParse(values.phone);
  if (!phone.success) errors.phone = phone.error.issues[0]?.message;
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) errors.password = password.error.issues[0]?.message;
  return errors;
}
