import type { UserType } from '../db/schema';

/** The signed-in caller, set on every request by the ticket hook (null for a visitor). */
export interface AuthUser {
  id: number;
  name: string;
  type: UserType;
  /** The caller's own phone, unmasked: never put it in an answer about someone else. */
  phone: string;
}
