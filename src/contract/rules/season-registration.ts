// The season registration's words and its one age rule, free of zod so a page can show them
// without loading the schemas (docs/membership.md).
export const PERSON_KINDS = ['player', 'coach', 'judge'] as const;
export const REGISTRATION_KINDS = [...PERSON_KINDS, 'club'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];
export const KIND_LABELS: Record<RegistrationKind, string> = {
  player: '球员',
  coach: '教练员',
  judge: '裁判员',
  club: '俱乐部',
};

export const STORED_STATUSES = [
  'draft',
  'awaiting_payment',
  'awaiting_review',
  'active',
  'rejected',
] as const;
/** What a screen shows: the stored state, or 已过期 once the season has ended (never stored). */
export const DISPLAY_STATUSES = [...STORED_STATUSES, 'expired'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];
export const STATUS_LABELS: Record<DisplayStatus, string> = {
  draft: '待提交',
  awaiting_payment: '待缴费',
  awaiting_review: '待审核',
  active: '有效',
  rejected: '已驳回',
  expired: '已过期',
};
/** The query centre's word for a person in the current season: no private detail. */
export const PUBLIC_STATUSES = ['active', 'unregistered', 'expired'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];
export const PUBLIC_STATUS_LABELS: Record<PublicStatus, string> = {
  active: '有效',
  unregistered: '未注册',
  expired: '已过期',
};

/**
 * Under 18 on `onDay` (the season's first day): the 18th birthday falls after it. Both sides use
 * it: the form shows the guardian's fields, the server decides whether consent is needed.
 */
export function isMinorOn(birthDate: string, onDay: string): boolean {
  const eighteenth = `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}`;
  return eighteenth > onDay;
}
