/**
 * Certification calls (docs/api.md "Teacher profile and certification"). Spec §2 names the pages only and
 * §7 puts teacher calls under /api/v3/teacher_hybrid/*: the paths are ours. All in the 系统设置 module (`setting`).
 */
const TEACHER = '/api/v3/teacher_hybrid';

export const CERTIFICATION_PATHS = {
  /** GET → TeacherProfile; POST ProfileInput → TeacherProfile */
  profile: `${TEACHER}/teacher/information`,
  /** GET → rows ApplicationRow, newest first */
  applyList: `${TEACHER}/apply/list`,
  /** GET kind → Application | null: the open one of the kind, else the last approved */
  applyCurrent: `${TEACHER}/apply/current`,
  /** POST DraftInput → Application: one step's values saved (partial checks); main account only */
  applyDraft: `${TEACHER}/apply/draft`,
  /** POST {id} → Application: every step checked, then 审核中; main account only */
  applySubmit: `${TEACHER}/apply/submit`,
  /** POST ReviewInput → Application: development only (LECTERN_DEV_ROUTES=1), the platform's reviewer */
  devReview: `${TEACHER}/apply/dev/review`,
  /** GET → rows TtScopeState; POST TtScopeInput → rows TtScopeState (main account only) */
  ttScope: `${TEACHER}/tt_scope`,
} as const;
