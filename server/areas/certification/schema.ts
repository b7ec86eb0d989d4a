/** Tables of the certification area (migration 044), merged into Database in server/db/schema.ts. Times: unix seconds. */
import type { Generated } from 'kysely';
import type { ApplyKind, ApplyStatus } from '@shared/certification/types.ts';

/** the public teacher profile of a main account (/setting/teacher/information) */
interface TeacherProfilesTable {
  owner_id: number;
  name: string;
  title: string;
  intro: string;
  specialities: string;
  /** a picture material of the owner, 0 without one */
  avatar_id: number;
  updated_at: number;
}

export interface CertificationApplicationsTable {
  id: Generated<number>;
  owner_id: number;
  kind: ApplyKind;
  status: ApplyStatus;
  /** JSON: ApplyData, the values by field key (the resident ID whole: it is never answered so) */
  data: string;
  /** the reviewer's reason of the last rejection */
  reject_reason: Generated<string>;
  created_at: number;
  updated_at: number;
  /** 0 until submitted */
  submitted_at: Generated<number>;
  /** 0 until reviewed */
  reviewed_at: Generated<number>;
}

/** the Douyin scopes a main account grants (/setting/ttScope): one row per scope it has ever set */
interface TtScopesTable {
  owner_id: number;
  scope: string;
  enabled: 0 | 1;
  changed_at: number;
  /** the account that changed it last (the main account) */
  changed_by: number;
}

export interface CertificationTables {
  teacher_profiles: TeacherProfilesTable;
  certification_applications: CertificationApplicationsTable;
  tt_scopes: TtScopesTable;
}
