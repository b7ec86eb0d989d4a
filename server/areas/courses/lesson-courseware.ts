/**
 * The courseware a lesson hands out (migration 031): pieces of the teacher's /teach/courseware, in the order given,
 * replaced whole on each write that names them.
 */
import type { LessonCourseware } from '@shared/courses/types.ts';
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';

/** `ids` when each is a piece of the caller's courseware (undefined: the write leaves them as they are). */
export async function ownCourseware(db: Db, session: Session, ids: readonly number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined || ids.length === 0) return ids && [];
  const found = await db.selectFrom('teach_courseware').select('id').where('id', 'in', [...ids]).where('owner_id', '=', session.main.id).execute();
  if (found.length !== new Set(ids).size) throw fail.validation('课件不存在，请重新选择');
  return [...new Set(ids)];
}

export async function attachCourseware(db: Db, lessonId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('lesson_courseware').where('lesson_id', '=', lessonId).execute();
  if (ids.length === 0) return;
  await db.insertInto('lesson_courseware').values(ids.map((id, index) => ({ lesson_id: lessonId, courseware_id: id, position: index + 1 }))).execute();
}

/** Each lesson's courseware, in order. */
export async function coursewareOf(db: Db, lessonIds: readonly number[]): Promise<Map<number, LessonCourseware[]>> {
  const found = new Map<number, LessonCourseware[]>();
  if (lessonIds.length === 0) return found;
  const rows = await db
    .selectFrom('lesson_courseware as lc')
    .innerJoin('teach_courseware as w', 'w.id', 'lc.courseware_id')
    .select(['lc.lesson_id', 'w.id', 'w.name', 'w.downloadable'])
    .where('lc.lesson_id', 'in', [...lessonIds])
    .orderBy('lc.lesson_id')
    .orderBy('lc.position')
    .execute();
  for (const row of rows) {
    const list = found.get(row.lesson_id) ?? [];
    list.push({ id: row.id, name: row.name, downloadable: row.downloadable === 1 ? 1 : 0 });
    found.set(row.lesson_id, list);
  }
  return found;
}
