/**
 * The certification area's contract: the public teacher profile (/setting/teacher/information), the
 * applications a teacher sends the platform — 讲师认证 (role), 实名认证 (identification) and 企业认证 (enterprise) —
 * and the Douyin authorisation scopes (/setting/ttScope). Times are unix seconds.
 */
import { cleanText, Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { PICTURES_MAX, PROFILE_LIMITS } from './rules.ts';
import { TT_SCOPE_KEYS } from './tt-scopes.ts';

const oneOf = <const T extends string>(values: readonly T[]) => Type.Enum(values, { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` });

export const APPLY_KINDS = ['role', 'identification', 'enterprise'] as const;
const ApplyKind = oneOf(APPLY_KINDS);
export type ApplyKind = (typeof APPLY_KINDS)[number];

/** draft → submitted (审核中) → approved | rejected; a rejected one is edited (draft again) and submitted again */
const ApplyStatus = Type.Enum(['draft', 'submitted', 'approved', 'rejected']);
export type ApplyStatus = Static<typeof ApplyStatus>;

/** a text field's value, or the ids of the picture materials of a pictures field */
const ApplyValue = Type.Union([Type.String({ maxLength: 1000 }), Type.Array(Id, { maxItems: PICTURES_MAX })]);
export type ApplyValue = Static<typeof ApplyValue>;
const ApplyData = Type.Record(Type.String(), ApplyValue);
export type ApplyData = Static<typeof ApplyData>;

const ApplyPicture = Type.Object({ id: Type.Integer(), url: Type.String() });
export type ApplyPicture = Static<typeof ApplyPicture>;

const rowFields = {
  id: Type.Integer(),
  kind: ApplyKind,
  status: ApplyStatus,
  /** the reviewer's reason of the last rejection ('' if never rejected) */
  reject_reason: Type.String(),
  /** the step a teacher continues at: the first with something missing, else the last */
  continue_step: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
  submitted_at: Seconds,
  reviewed_at: Seconds,
};

/** An application as its owner sees it: a secret field (the resident ID) is never answered whole. */
export const Application = Type.Object({
  ...rowFields,
  /** the values by field key; a secret field is '' here and masked in `masked` */
  data: ApplyData,
  masked: Type.Record(Type.String(), Type.String()),
  /** the pictures the data names that are still in the library, with their addresses */
  pictures: Type.Array(ApplyPicture),
});
export type Application = Static<typeof Application>;

/** One row of /setting/myRoleApply. */
export const ApplicationRow = Type.Object({
  ...rowFields,
  /** who or what is certified: the real name, the company name ('' while not filled) */
  subject: Type.String(),
});
export type ApplicationRow = Static<typeof ApplicationRow>;

/** one step's values: texts, or picture ids; the service checks them against the step's fields */
export const DraftInput = Type.Object({
  kind: ApplyKind,
  step: Type.Integer({ minimum: 0, maximum: 2, [RULE_KEYWORD]: '必须是 0 到 2 之间的整数' }),
  data: Type.Record(Type.String(), ApplyValue, { maxProperties: 10, [RULE_KEYWORD]: '必须是这一步的字段和值' }),
});
export type DraftInput = Static<typeof DraftInput>;

export const ReviewInput = Type.Object({
  id: Id,
  decision: oneOf(['approve', 'reject']),
  reason: Type.String({ maxLength: PROFILE_LIMITS.reasonMax, default: '' }),
});
export type ReviewInput = Static<typeof ReviewInput>;

/** What approved applications give the profile: labels shown beside the teacher's name, nothing more. */
const ProfileBadges = Type.Object({
  /** 已实名: an approved identification */
  identified: Type.Boolean(),
  /** 认证讲师: an approved role application, with its category */
  certified: Type.Boolean(),
  category: Type.String(),
  /** 企业认证: an approved enterprise application, with the company's name */
  enterprise: Type.String(),
});
export type ProfileBadges = Static<typeof ProfileBadges>;

/** the profile is shown to students: every text passes the content check (spec §5) */
export const ProfileInput = Type.Object({
  name: cleanText(PROFILE_LIMITS.nameMax),
  title: cleanText(PROFILE_LIMITS.titleMax, { default: '' }),
  intro: cleanText(PROFILE_LIMITS.introMax, { default: '' }),
  specialities: cleanText(PROFILE_LIMITS.specialitiesMax, { default: '' }),
  avatar_id: Type.Integer({ minimum: 0, default: 0, [RULE_KEYWORD]: '必须是图片素材 id（0 表示不设置）' }),
});
export type ProfileInput = Static<typeof ProfileInput>;

export const TeacherProfile = Type.Object({ ...ProfileInput.properties, avatar_url: Type.String(), badges: ProfileBadges, updated_at: Seconds });
export type TeacherProfile = Static<typeof TeacherProfile>;

const TtScopeKey = oneOf(TT_SCOPE_KEYS);

export const TtScopeState = Type.Object({ scope: TtScopeKey, enabled: Type.Enum([0, 1], { type: 'integer' }), required: Type.Boolean(), changed_at: Seconds });
export type TtScopeState = Static<typeof TtScopeState>;

export const TtScopeInput = Type.Object({
  scopes: Type.Array(Type.Object({ scope: TtScopeKey, enabled: Type.Enum([0, 1], { type: 'integer' }) }, { additionalProperties: false }), {
    minItems: 1,
    maxItems: TT_SCOPE_KEYS.length,
    [RULE_KEYWORD]: '必须列出授权范围和开关',
  }),
});
export type TtScopeInput = Static<typeof TtScopeInput>;
