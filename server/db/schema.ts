/**
 * Kysely view of the SQLite database. Times are unix seconds; flags are 0/1 integers.
 * Later migrations add tables and columns here.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MaterialKind } from '../../shared/materials/types.ts';
import type { PlanetFundsTables } from './schema-planet-funds.ts';
import type { PlanetMemberTables } from './schema-planet-members.ts';
import type { PlanetModeTables } from './schema-planet-mode.ts';
import type { PlanetProgramTables } from './schema-planet-programs.ts';
import type { PlanetThemeTables } from './schema-planet-themes.ts';

export type AccountMode = 'teacher' | 'planet';
export type AccountTier = 'free' | 'advanced';
export type RevokedReason = 'logout' | 'replay' | 'disabled';
export type TokenKind = 'access' | 'refresh';
export type MsgType = 'platform' | 'deal' | 'market' | 'official';

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  nickname: string;
  avatar: string;
  uid: string;
  /** child (staff) accounts: `child_<random>` */
  uuid: string;
  /** self for main accounts */
  main_id: number;
  mode: AccountMode;
  tier: AccountTier;
  /** 1 enabled, 0 disabled */
  status: number;
  created_at: number;
  last_login_at: number | null;
}

export interface TokenFamiliesTable {
  id: Generated<number>;
  user_id: number;
  created_at: number;
  /** end of the login: no token of the family lives past it */
  absolute_exp: number;
  revoked_at: number | null;
  revoked_reason: RevokedReason | null;
}

export interface TokensTable {
  /** sha256 (hex) of the token id; the id itself is never stored */
  hash: string;
  family_id: number;
  kind: TokenKind;
  exp: number;
  used_at: number | null;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  exp: number;
  attempts: number;
  used_at: number | null;
  created_at: number;
}

export interface ModulesTable {
  id: Generated<number>;
  pid: number;
  path: string;
  src: string;
  icon: string;
  name: string;
  title: string;
  status: number;
  sort_num: number;
  mode: AccountMode;
  /** 1: path is an absolute URL of another site */
  external: number;
}

export interface ChildGrantsTable {
  child_id: number;
  module_id: number;
}

export interface UserSwitchesTable {
  user_id: number;
  name: string;
  value: string;
}

export interface PageVisitsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  title: string;
  created_at: number;
}

export interface PlanetsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  introduce: string;
  /** cents */
  price: number;
  status: number;
  created_at: number;
  // migration 005
  /** JSON array of picture material ids */
  backgrounds: Generated<string>;
  time_mode: Generated<number>;
  time_unit: Generated<string>;
  time_value: Generated<number>;
  description: Generated<string>;
  first_class: Generated<number>;
  second_class: Generated<number>;
  has_homepage: Generated<number>;
  homepage_id: Generated<number>;
  /** 0 draft, 1 under review, 2 approved, 3 rejected */
  audit_status: Generated<number>;
  audit_reason: Generated<string>;
  audit_submitted_at: number | null;
  /** JSON object of the ten switches */
  settings: Generated<string>;
  updated_at: Generated<number>;
}

export interface PlanetMembersTable {
  id: Generated<number>;
  planet_id: number;
  nickname: string;
  role: string;
  /** 1 active */
  status: number;
  created_at: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  subtitle: string;
  content: string;
  msg_type: MsgType;
  /** 1 read */
  read_status: number;
  created_at: number;
}

/** 1 transcoding, 2 normal, -1 failed */
export type MaterialStatus = 1 | 2 | -1;

export interface MaterialCategoriesTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  created_at: number;
}

export interface MaterialsTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  kind: MaterialKind;
  category_id: number;
  title: string;
  /** display name of the file */
  file_name: string;
  /** random name under files/<owner>/, never derived from user input */
  stored_name: string;
  /** lower-case extension without the dot */
  file_suffix: string;
  /** Content-Type the file is served with */
  mime: string;
  /** bytes */
  file_size: number;
  /** seconds */
  duration: Generated<number>;
  width: number | null;
  height: number | null;
  video_id: string | null;
  status: Generated<MaterialStatus>;
  /** video: JPEG poster frame under files/<owner>/ */
  poster_name: string | null;
  /** why processing failed (status -1) */
  message: Generated<string>;
  created_at: number;
}

export interface MaterialUsageTable {
  owner_id: number;
  kind: MaterialKind;
  source_count: number;
  /** bytes */
  source_size: number;
}

export interface CoursesTable {
  id: Generated<number>;
  owner_id: number;
  type: 'audio' | 'video';
  title: string;
  source_id: number;
  status: Generated<number>;
  created_at: number;
}

/** help window (migration 004): articles with view counts; messages for the assistant */
export interface HelpArticlesTable { id: Generated<number>; title: string; body: string; category: string; views: Generated<number>; sort: Generated<number> }
export interface HelpContactsTable { id: Generated<number>; user_id: number; contact: Generated<string>; message: string; page: Generated<string>; created_at: number }

/** guide dialogs (migration 003): the guide variants ('steps', 'demo') an account finished or dismissed */
export interface GuideFlagsTable { user_id: number; variant: 'steps' | 'demo'; done_at: number }

/** migration 006: money movements of a planet owner, fen, signed (+ income, − refunds, withdrawals, SaaS) */
export interface PlanetLedgerTable {
  id: Generated<number>;
  owner_id: number;
  planet_id: number | null;
  member_id: number | null;
  kind: 'join' | 'renew' | 'refund' | 'withdraw' | 'saas';
  amount: number;
  title: Generated<string>;
  created_at: number;
}

export interface Database extends PlanetThemeTables, PlanetProgramTables, PlanetMemberTables, PlanetModeTables, PlanetFundsTables {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  tokens: TokensTable;
  sms_codes: SmsCodesTable;
  modules: ModulesTable;
  child_grants: ChildGrantsTable;
  user_switches: UserSwitchesTable;
  page_visits: PageVisitsTable;
  planets: PlanetsTable;
  planet_members: PlanetMembersTable;
  planet_ledger: PlanetLedgerTable;
  notifications: NotificationsTable;
  material_categories: MaterialCategoriesTable;
  materials: MaterialsTable;
  material_usage: MaterialUsageTable;
  courses: CoursesTable;
  guide_flags: GuideFlagsTable;
  help_articles: HelpArticlesTable;
  help_contacts: HelpContactsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ModuleRow = Selectable<ModulesTable>;
export type NewModule = Insertable<ModulesTable>;
export type TokenFamilyRow = Selectable<TokenFamiliesTable>;
export type PlanetRow = Selectable<PlanetsTable>;
export type TokenRow = Selectable<TokensTable>;
export type MaterialRow = Selectable<MaterialsTable>;
export type NewMaterial = Insertable<MaterialsTable>;
export type MaterialCategoryRow = Selectable<MaterialCategoriesTable>;
export type CourseRow = Selectable<CoursesTable>;
