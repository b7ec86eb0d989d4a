/**
 * The student calls (docs/api.md "Students"). Spec §2 names the pages only and §7 no call: the paths are
 * ours. Every call is in the 用户 module (`user`); a student of another teacher answers 404 as if they did not exist.
 */
const USER = '/api/v3/user';

/** the tag resource's calls hang under it (tag-types.ts `studentTags`) */
export const STUDENT_TAG_BASE = `${USER}/tag`;

export const STUDENT_PATHS = {
  /**
   * GET page, pageSize, keyword?, channel?, first_from?, first_to?, spend_min?, spend_max?, sort? (last | first |
   * spend) → rows Student
   */
  findList: `${USER}/findList`,
  /** GET the list's filters → an .xlsx of every student they find, streamed */
  export: `${USER}/export`,
  /** GET id → StudentDetail (refund requests, planet memberships by phone, the note) */
  detail: `${USER}/detail`,
  /** GET id, page, pageSize → rows StudentOrder: the student's orders with the teacher, newest first */
  orders: `${USER}/orders`,
  /** POST {id, note} → Student */
  note: `${USER}/note`,
  /** GET page, pageSize, keyword?, kind? → rows StudentTag (with how many students have each now) */
  tags: `${STUDENT_TAG_BASE}/findList`,
  /** POST StudentTagInput → StudentTag */
  tagCreate: `${STUDENT_TAG_BASE}/create`,
  /** POST {id, …StudentTagInput} → StudentTag (a tag's kind stays what it was) */
  tagUpdate: `${STUDENT_TAG_BASE}/update`,
  /** POST {id}: the tag and whom it was given to */
  tagDelete: `${STUDENT_TAG_BASE}/delete`,
  /** POST TagAssignInput: manual tags given to (or, remove, taken from) students → {changed} */
  tagAssign: `${STUDENT_TAG_BASE}/assign`,
  /** POST {rule} → {students_n}: how many students a rule names now (the edit page's preview) */
  tagPreview: `${STUDENT_TAG_BASE}/preview`,
} as const;
