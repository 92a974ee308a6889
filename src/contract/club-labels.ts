// The Chinese names of a player's gender, a club's division and a club's review, as the account
// centre and the club centre both show them. Type imports only: no schema comes with the names.
import type { ClubStatus } from './club';
import type { Division } from './division';

export const GENDER_LABEL = { M: '男', F: '女' } as const;

export const DIVISION_LABEL = {
  MIX: '混合组',
  MALE: '男子组',
  FEMALE: '女子组',
} as const satisfies Record<Division, string>;

export const CLUB_STATUS_LABEL = {
  pending: '等待协会审核',
  approved: '已审核通过',
  rejected: '未通过审核',
} as const satisfies Record<ClubStatus, string>;
