// The membership season's tables (migration 0013, docs/membership.md), apart from schema.ts so the
// season's parts read their own types in one place.
import type { ColumnType, Generated } from 'kysely';

/** 球员, 教练员, 裁判员 register a person; 俱乐部 registers a club. */
export type SeasonRegistrationKind = 'player' | 'coach' | 'judge' | 'club';
/** 待提交 → 待缴费 → 待审核 → 有效, or 已驳回; 已过期 is read from the season's end, never stored. */
export type SeasonRegistrationStatus =
  'draft' | 'awaiting_payment' | 'awaiting_review' | 'active' | 'rejected';
/** 对公转账 with an uploaded receipt, or money staff took in person; an online provider adds one. */
export type PaymentMethod = 'transfer' | 'in_person';
export type PaymentStatus = 'submitted' | 'confirmed' | 'refused';
export type TransferStatus = 'requested' | 'club_accepted' | 'approved' | 'rejected' | 'cancelled';

export interface SeasonsTable {
  id: Generated<number>;
  year: number;
  starts_on: string;
  ends_on: string;
  fee_player_fen: Generated<number>;
  fee_coach_fen: Generated<number>;
  fee_judge_fen: Generated<number>;
  fee_club_fen: Generated<number>;
  transfer_opens: string | null;
  transfer_closes: string | null;
  /** 1: registering without an ID number is refused. */
  id_number_required: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface WaiverVersionsTable {
  id: Generated<number>;
  version: number;
  text: string;
  published_at: string;
  published_by: number | null;
}

export interface SeasonRegistrationsTable {
  id: Generated<number>;
  season_id: number;
  /** The person registered; null for a club's registration. */
  user_id: number | null;
  /** The club registered (kind 'club'); null for a person's. */
  club_id: number | null;
  kind: SeasonRegistrationKind;
  status: SeasonRegistrationStatus;
  reject_reason: string | null;
  waiver_version_id: number | null;
  waiver_accepted_at: string | null;
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_relation: string | null;
  guardian_consented_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A member's upload (a transfer's receipt): served only to its owner and to staff. */
export interface PrivateFilesTable {
  id: Generated<number>;
  owner_user_id: number;
  sha256: string;
  file_name: string;
  mime: string;
  size: number;
  data: Buffer;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  season_id: number;
  payer_user_id: number;
  /** Set when a club's contact pays for the club's registrations at once. */
  club_id: number | null;
  method: PaymentMethod;
  amount_fen: number;
  status: PaymentStatus;
  receipt_file_id: number | null;
  refuse_reason: string | null;
  /** Given when staff confirm, e.g. 2027-000001; printed on the receipt. */
  receipt_number: string | null;
  paid_on: string | null;
  decided_at: string | null;
  decided_by: number | null;
  created_at: string;
}

export interface PaymentItemsTable {
  payment_id: number;
  registration_id: number;
  amount_fen: number;
}

export interface TransfersTable {
  id: Generated<number>;
  season_id: number;
  user_id: number;
  from_club_id: number | null;
  to_club_id: number;
  status: TransferStatus;
  requested_by: number;
  requested_at: string;
  club_accepted_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
  reason: string | null;
}

export interface EligibilityExceptionsTable {
  id: Generated<number>;
  competition_id: number;
  user_id: number;
  reason: string;
  granted_by: number | null;
  granted_at: string;
}

/** Columns migration 0013 adds to users and certificates (optional on insert). */
export interface SeasonUserColumns {
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** AES-256-GCM of the ID number (server/domain/membership), never the digits. */
  id_number_cipher: ColumnType<string | null, string | null | undefined, string | null>;
  /** e.g. 3301**********1234: what every screen shows. */
  id_number_masked: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SeasonTables {
  seasons: SeasonsTable;
  waiver_versions: WaiverVersionsTable;
  season_registrations: SeasonRegistrationsTable;
  private_files: PrivateFilesTable;
  payments: PaymentsTable;
  payment_items: PaymentItemsTable;
  transfers: TransfersTable;
  eligibility_exceptions: EligibilityExceptionsTable;
}
