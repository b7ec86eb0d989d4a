/** The courses a column is given to hold, as the caller may give them (its create form, 添加课程). */
import { COURSE_LIMITS } from '@shared/courses/rules.ts';
import type { CourseKind } from '@shared/courses/types.ts';
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';

/** `ids` without repeats, each a course of the caller's a column may hold (never a column); refused in words. */
export async function ownCoursesToHold(db: Db, session: Session, holder: CourseKind, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (holder !== 'column') throw fail.validation('只有专栏可以收录课程');
  const found = await db.selectFrom('courses').select(['id', 'type']).where('owner_id', '=', session.main.id).where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw fail.validation('课程不存在，请重新选择');
  if (found.some((course) => course.type === 'column')) throw fail.validation('专栏不能收录其他专栏');
  if (wanted.length > COURSE_LIMITS.columnCoursesMax) throw fail.validation(`一个专栏最多收录 ${COURSE_LIMITS.columnCoursesMax} 门课程`);
  return wanted;
}
