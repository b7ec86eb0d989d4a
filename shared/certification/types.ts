/**
 * The certification area's contract: the public teacher profile (/setting/teacher/information), the
 * applications a teacher sends the platform — 讲师认证 (role), 实名认证 (identification) and 企业认证 (enterprise) —
 * and the Douyin authorisation scopes (/setting/ttScope). Times are unix seconds.
 */
import type { TtScopeKey } from './tt-scopes.ts';

export const APPLY_KINDS = ['role', 'identification', 'enterprise'] as const;
export type ApplyKind = (typeof APPLY_KINDS)[number];

/** draft → submitted (审核中) → approved | rejected; a rejected one is edited (draft again) and submitted again */
export type ApplyStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

/** a text field's value, or the ids of the picture materials of a pictures field */
export type ApplyValue = string | number[];
export type ApplyData = Record<string, ApplyValue>;

export type ApplyPicture = { id: number; url: string };

/** An application as its owner sees it: a secret field (the resident ID) is never answered whole. */
export type Application = {
  id: number;
  kind: ApplyKind;
  status: ApplyStatus;
  /** the values by field key; a secret field is '' here and masked in `masked` */
  data: ApplyData;
  masked: Record<string, string>;
  /** the pictures the data names that are still in the library, with their addresses */
  pictures: ApplyPicture[];
  /** the reviewer's reason of the last rejection ('' if never rejected) */
  reject_reason: string;
  /** the step a teacher continues at: the first with something missing, else the last */
  continue_step: number;
  created_at: number;
  updated_at: number;
  submitted_at: number;
  reviewed_at: number;
};

/** One row of /setting/myRoleApply. */
export type ApplicationRow = Pick<Application, 'id' | 'kind' | 'status' | 'reject_reason' | 'continue_step' | 'created_at' | 'updated_at' | 'submitted_at' | 'reviewed_at'> & {
  /** who or what is certified: the real name, the company name ('' while not filled) */
  subject: string;
};

export type DraftInput = { kind: ApplyKind; step: number; data: ApplyData };

type ReviewDecision = 'approve' | 'reject';
export type ReviewInput = { id: number; decision: ReviewDecision; reason: string };

/** What approved applications give the profile: labels shown beside the teacher's name, nothing more. */
export type ProfileBadges = {
  /** 已实名: an approved identification */
  identified: boolean;
  /** 认证讲师: an approved role application, with its category */
  certified: boolean;
  category: string;
  /** 企业认证: an approved enterprise application, with the company's name */
  enterprise: string;
};

export type ProfileInput = { name: string; title: string; intro: string; specialities: string; avatar_id: number };

export type TeacherProfile = Omit<ProfileInput, 'avatar_id'> & { avatar_id: number; avatar_url: string; badges: ProfileBadges; updated_at: number };

export type TtScopeState = { scope: TtScopeKey; enabled: 0 | 1; required: boolean; changed_at: number };
export type TtScopeInput = { scopes: { scope: TtScopeKey; enabled: 0 | 1 }[] };
