// The database as Kysely sees it. One migration set (server/db/migrations) creates exactly these
// tables on SQLite and PostgreSQL, so every column uses types both engines store the same way:
// integers, text, and times as ISO strings or epoch milliseconds (bigint-free numbers).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SeasonTables, SeasonUserColumns } from './schema-season';
import type { PaymentTables } from './schema-payments';
import type { ClubRecordTables } from './schema-club-records';
import type { InboxTables, InboxUserColumns } from './schema-inbox';
import type { CalendarTables } from './schema-calendars';
import type { EligibilityCompetitionColumns } from './schema-eligibility';
import type { RecordsTables, RecordsUserColumns } from './schema-records';

export type UserType = 'player' | 'contact' | 'volunteer' | 'staff';
export type Division = 'MIX' | 'MALE' | 'FEMALE';
export type Gender = 'M' | 'F';
export type RatioRule = 'A' | 'B';
export type ClubStatus = 'pending' | 'approved' | 'rejected';
export type MembershipStatus = 'invited' | 'active' | 'leave_requested' | 'left' | 'rejected';
export type GameStatus = 'scheduled' | 'live' | 'finished';
export type Team = 'home' | 'away';
/** Where a piece of content is in its life (docs/console.md): only `published` rows whose
 * `published_at` has come are shown to visitors. */
export type ContentStatus = 'draft' | 'published' | 'withdrawn';
/** A competition's phase: 筹备中, 报名中, 进行中, 已结束. */
export type CompetitionPhase = 'upcoming' | 'registering' | 'ongoing' | 'finished';

/** The columns every content table shares since migration 0005 (the console). */
export interface LifeCycleColumns {
  status: Generated<ContentStatus>;
  /**
   * ISO time the item is (or was, or will be) shown from; a time ahead schedules it. Trainings and
   * the sport's pages got it in migration 0005, so there it may be left to the default ('').
   */
  published_at: string;
  /** 1 puts the item above the others of its list. */
  pinned: Generated<number>;
  updated_at: Generated<string>;
  updated_by: number | null;
}

export type GameEventKind =
  'begin' | 'score' | 'delete_score' | 'save_name' | 'finish' | 'timeout' | 'confirm_duplicate';

export interface UsersTable extends SeasonUserColumns, InboxUserColumns, RecordsUserColumns {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  name: string;
  type: UserType;
  gender: Gender | null;
  birth_year: number | null;
  city: string | null;
  avatar: string | null;
  intro: string | null;
  /** 1: the account cannot sign in and its tickets are refused. */
  disabled: Generated<number>;
  /** 1: the password was reset by staff and must be changed at the next sign-in. */
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Login tickets: only the SHA-256 of the ticket is stored. */
export interface TicketsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  /** Epoch ms of the last call made with this ticket; 30 days without one kills it. */
  last_used_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: 'login' | 'register' | 'reset';
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/** Fixed-window counters shared by every instance (rate limits live in the database). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  division: Division;
  city: string;
  logo: string | null;
  intro: string | null;
  founded_year: number | null;
  status: ClubStatus;
  contact_user_id: number | null;
  /** Why staff rejected the registration, shown to the contact. */
  reject_reason: string | null;
  created_at: string;
}

export interface MembershipsTable {
  id: Generated<number>;
  club_id: number;
  user_id: number;
  status: MembershipStatus;
  number: number | null;
  created_at: string;
  updated_at: string;
}

/** Every status a membership has passed through, oldest first. */
export interface MembershipEventsTable {
  id: Generated<number>;
  membership_id: number;
  status: MembershipStatus;
  at: string;
}

export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'coach' | 'judge';
  level: string;
  number: string;
  issued_on: string;
  /** Since migration 0013; null: the certificate never expires (as every older one). */
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompetitionsTable extends EligibilityCompetitionColumns {
  id: Generated<number>;
  name: string;
  level: string;
  scope: 'national' | 'international';
  division: Division;
  city: string;
  venue: string | null;
  start_date: string;
  end_date: string;
  registration_opens: string | null;
  registration_closes: string | null;
  min_male: number;
  min_female: number;
  max_roster: number;
  cover: string | null;
  description: string | null;
  /** Life cycle since migration 0006: a draft competition is shown to nobody but staff. */
  status: Generated<ContentStatus>;
  published_at: Generated<string>;
  pinned: Generated<number>;
  updated_at: Generated<string>;
  updated_by: number | null;
  /** A phase staff set over the one the dates give (competitionStatusOf); null follows the dates. */
  phase: CompetitionPhase | null;
  /** Fewest players a roster may have (max_roster is the most). */
  min_roster: Generated<number>;
  fee: string | null;
  /** JSON array of { uploadId, fileName }: the competition's documents (rules, notices). */
  documents: string | null;
  /** What a forfeited game counts as in the standings: forfeit_points to 0 for the team that came. */
  forfeit_points: Generated<number>;
  /** Last day (inclusive) spirit scores may be given or changed; null: two days after end_date. */
  spirit_deadline: string | null;
  /** The pools' tie-break rule set (src/contract/rules/tie-breakers.ts). Since migration 0010. */
  tie_break_rules: ColumnType<'wfdf' | 'usau', 'wfdf' | 'usau' | undefined, 'wfdf' | 'usau'>;
  /** The schedule grid's slot (one game) and a team's least rest, in minutes. Since migration 0011. */
  slot_minutes: Generated<number>;
  min_rest_minutes: Generated<number>;
  /** The event this competition is a division of (events); null stands alone. Since migration 0012. */
  event_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An event of several divisions, each a competition naming it (docs/competitions.md). */
export interface EventsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
  updated_at: string;
  updated_by: number | null;
}

export interface RegistrationsTable {
  id: Generated<number>;
  competition_id: number;
  club_id: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  /** Why staff rejected the entry; the club's contact sees it in 俱乐部中心. */
  reject_reason: string | null;
  reviewed_at: string | null;
}

export interface RegistrationPlayersTable {
  registration_id: number;
  user_id: number;
  number: number | null;
}

export interface GamesTable {
  id: Generated<number>;
  competition_id: number;
  date: string;
  time: string;
  field: string;
  round: string | null;
  /** The pool (group) of a round-robin game, e.g. A组; null for other games. */
  pool: string | null;
  home_club_id: number | null;
  away_club_id: number | null;
  home_name: string;
  away_name: string;
  status: GameStatus;
  points_to_win: number;
  halftime_at: number;
  soft_cap_minutes: number | null;
  hard_cap_minutes: number | null;
  timeouts_per_half: number;
  /**
   * A mixed game's ratio rule (docs/scoring-model.md, "Mixed games"); null for a men's or
   * women's game. Since migration 0009.
   */
  ratio_rule: ColumnType<RatioRule | null, RatioRule | null | undefined, RatioRule | null>;
  /** 1 when the volunteer may record each team's line with a point. Since migration 0009. */
  track_lines: ColumnType<number, number | undefined, number>;
  /** The team that did not come (the other wins by the competition's forfeit_points); null if none. */
  forfeit_team: Team | null;
  /** ISO time staff cancelled the game; a cancelled game never counts in the standings. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** Derived from game_events in the same transaction that stores an event; never sent by a phone. */
  home_score: number;
  away_score: number;
  began_at: number | null;
  finished_at: number | null;
  /**
   * Since migration 0010, for a game of a saved championship format: its stage, its number in the
   * format (「第N场」), and each side's slot (a SlotSource as JSON). A side whose slot is set and
   * whose club is null is a placeholder not filled yet; its name is the slot's label.
   */
  stage_number: ColumnType<number | null, number | null | undefined, number | null>;
  format_game: ColumnType<number | null, number | null | undefined, number | null>;
  home_slot: ColumnType<string | null, string | null | undefined, string | null>;
  away_slot: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GamePlayersTable {
  id: Generated<number>;
  game_id: number;
  team: Team;
  user_id: number | null;
  name: string;
  number: number | null;
}

export interface VolunteerAssignmentsTable {
  game_id: number;
  user_id: number;
  /**
   * Epoch ms staff gave the game to someone else. The volunteer no longer sees the game, but what
   * they recorded before that time still syncs (docs/competitions.md).
   */
  removed_at: number | null;
}

/** The scoring log: one row per action, keyed by the id the phone made, so a resend is a no-op. */
export interface GameEventsTable {
  id: string;
  game_id: number;
  kind: GameEventKind;
  team: Team | null;
  scorer_id: number | null;
  assist_id: number | null;
  /** For delete_score: the id of the score event it voids. For save_name: the game_players id. */
  target_id: string | null;
  payload: string | null;
  device_id: string | null;
  seq: number | null;
  at: number;
  received_at: number;
  user_id: number;
}

/** One team's spirit score of its opponent in one game (0–4 per WFDF category). */
export interface SpiritScoresTable {
  /** The id the phone made for its latest submission: a resend of it is answered, not stored. */
  id: string;
  game_id: number;
  /** The giving club; (game_id, club_id) is unique, so an edit replaces the earlier score. */
  club_id: number;
  rules: number;
  fouls: number;
  fairness: number;
  attitude: number;
  communication: number;
  comment: string;
  /** Who submitted it: the club's contact or its named captain. */
  user_id: number;
  /** The phone's time of the submission (ms); an older edit arriving late never replaces a newer. */
  at: number;
  received_at: number;
}

/** The player a club names to give its spirit scores in one competition, besides its contact. */
export interface SpiritCaptainsTable {
  competition_id: number;
  club_id: number;
  user_id: number;
  named_by: number;
  named_at: string;
}

export interface NoticesTable extends LifeCycleColumns {
  id: Generated<number>;
  category: 'notice_competition' | 'notice_train' | 'notice_publicity' | 'notice_other';
  title: string;
  summary: string;
  content: string;
}

export interface NewsTable extends LifeCycleColumns {
  id: Generated<number>;
  category: 'news_internal' | 'news_international' | 'news_report' | 'official';
  title: string;
  summary: string;
  content: string;
  cover: string | null;
  source: string | null;
}

export interface TrainingsTable extends Omit<LifeCycleColumns, 'published_at'> {
  published_at: Generated<string>;
  id: Generated<number>;
  kind: 'coach' | 'judge';
  title: string;
  level: string;
  city: string;
  place: string;
  start_date: string;
  end_date: string;
  fee: number;
  capacity: number;
  /** The last day (YYYY-MM-DD) a member may sign up online; never after the start date. */
  signup_deadline: string;
  signup: string;
  content: string;
}

export type TrainingSignupStatus = 'signed_up' | 'withdrawn';

/** One person's sign-up for one training; withdrawing and signing up again reuse the row. */
export interface TrainingSignupsTable {
  id: Generated<number>;
  training_id: number;
  user_id: number;
  status: TrainingSignupStatus;
  /** ISO times: the row's first sign-up, the latest sign-up, the withdrawal after it if any. */
  created_at: string;
  signed_up_at: string;
  withdrawn_at: string | null;
}

export interface SportCategoriesTable extends Omit<LifeCycleColumns, 'published_at'> {
  published_at: Generated<string>;
  id: Generated<number>;
  name: string;
  summary: string;
  content: string;
  image: string | null;
  sort: number;
}

export interface DownloadsTable extends LifeCycleColumns {
  id: Generated<number>;
  category: 'frisbee_rule' | 'competition_file' | 'edu_file';
  name: string;
  file_name: string;
  mime: string;
  size: number;
  /** The file itself (a Buffer from both drivers). */
  data: Buffer;
}

/** An image or file a staff member uploaded, kept in the database so every instance serves it. */
export interface UploadsTable {
  id: Generated<number>;
  sha256: string;
  file_name: string;
  /** The type found in the bytes themselves, never the one the browser claimed. */
  mime: string;
  size: number;
  data: Buffer;
  created_at: string;
  created_by: number | null;
}

/** One staff write: who, when, what, and the record before and after (JSON). Never updated. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string;
  /** e.g. `notice.publish`, `club.approve`. */
  action: string;
  target_type: string;
  target_id: string | null;
  /** One Chinese line for the list. */
  summary: string;
  before: string | null;
  after: string | null;
}

/** One counter per scope of public data (server/answers/answer-versions.ts). */
export interface AnswerVersionsTable {
  scope: string;
  version: number;
}

export interface SiteConfigTable {
  key: string;
  value: string;
}

export interface LovsTable {
  id: Generated<number>;
  type: string;
  value: string;
  name: string;
  sort: number;
}

export interface CooperatorsTable {
  id: Generated<number>;
  name: string;
  type: string;
  logo: string;
  url: string | null;
  sort: number;
}

/** A competition's saved championship format (migration 0010); JSON in the text columns. */
export interface CompetitionFormatsTable {
  competition_id: number;
  template_id: string;
  /** FormatOptions of build-format.ts. */
  options: string;
  /** Club ids by seed, seed 1 first. */
  seeds: string;
  /** The BuiltFormat as built when saved. */
  format: string;
  created_by: number;
  created_at: string;
}

export interface CompetitionStagesTable {
  id: Generated<number>;
  competition_id: number;
  number: number;
  kind: 'pools' | 'powerPools' | 'crossover' | 'bracket' | 'swiss';
  name: string;
}

/** A last-resort result staff recorded: the tied clubs (JSON ids) in the order it gave. */
export interface TieDecisionsTable {
  id: Generated<number>;
  competition_id: number;
  stage: number;
  pool: string;
  teams: string;
  method: 'throw' | 'flip';
  note: string | null;
  decided_by: number;
  decided_at: string;
}

/** A correction that would change a side of a game already begun, waiting for staff. */
export interface StageConflictsTable {
  id: Generated<number>;
  competition_id: number;
  game_id: number;
  side: Team;
  current_club_id: number | null;
  proposed_club_id: number | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  /** 1: the new team took the slot; 0: the game was kept as played; null while waiting. */
  applied: number | null;
  reason: string | null;
}

export interface Database
  extends
    SeasonTables,
    InboxTables,
    CalendarTables,
    PaymentTables,
    RecordsTables,
    ClubRecordTables {
  users: UsersTable;
  tickets: TicketsTable;
  sms_codes: SmsCodesTable;
  rate_limits: RateLimitsTable;
  clubs: ClubsTable;
  memberships: MembershipsTable;
  membership_events: MembershipEventsTable;
  certificates: CertificatesTable;
  competitions: CompetitionsTable;
  registrations: RegistrationsTable;
  registration_players: RegistrationPlayersTable;
  games: GamesTable;
  game_players: GamePlayersTable;
  volunteer_assignments: VolunteerAssignmentsTable;
  game_events: GameEventsTable;
  notices: NoticesTable;
  news: NewsTable;
  trainings: TrainingsTable;
  training_signups: TrainingSignupsTable;
  sport_categories: SportCategoriesTable;
  downloads: DownloadsTable;
  site_config: SiteConfigTable;
  lovs: LovsTable;
  cooperators: CooperatorsTable;
  uploads: UploadsTable;
  audit_log: AuditLogTable;
  answer_versions: AnswerVersionsTable;
  spirit_scores: SpiritScoresTable;
  spirit_captains: SpiritCaptainsTable;
  competition_formats: CompetitionFormatsTable;
  competition_stages: CompetitionStagesTable;
  tie_decisions: TieDecisionsTable;
  stage_conflicts: StageConflictsTable;
  events: EventsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Game = Selectable<GamesTable>;
export type GameEvent = Selectable<GameEventsTable>;
