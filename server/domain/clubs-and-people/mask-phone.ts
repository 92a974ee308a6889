/**
 * A club contact's roster shows a member's phone as 138****0001: enough to tell members apart, not
 * enough to call. Public answers carry no phone at all (people-public.ts).
 */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
