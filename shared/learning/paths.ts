/**
 * Learning calls (docs/api.md "Learning"). Spec §2 names /user/dashboard and /user/detail only: the paths
 * are ours. In the 用户 module (`user`); a student of another teacher answers 404 as if they did not exist.
 */
const USER = '/api/v3/user';

export const LEARNING_PATHS = {
  /** GET from, to ('YYYY-MM-DD', China days, at most 366) → StudentDashboard */
  dashboard: `${USER}/dashboard`,
  /** GET id, page, pageSize → rows StudentCourse: the products the student bought, latest bought first */
  progress: `${USER}/progress`,
  /** POST PlayInput → StudentCourse: development only (LECTERN_DEV_ROUTES=1), standing in for the student's app */
  devPlay: `${USER}/dev/play`,
} as const;
