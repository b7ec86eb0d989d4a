/** Demo teachers, courseware and textbooks of the demo teacher account, so the teaching screens show real rows on first start. */
import type { Db } from '@server/db/database.ts';
import { demoMaterialId } from '@server/areas/materials/seed.ts';
import { recordUses } from '@server/areas/materials/uses.ts';

/** the demo picture the first teacher wears as an avatar (server/areas/materials/seed.ts) */
export const DEMO_TEACHER_AVATAR = '讲师头像.png';

const DEMO_TEACHERS = [
  { name: '周老师', title: '资深写作讲师', intro: '十年出版编辑经验，带过 3000 多名学员完成第一篇小说。\n擅长故事结构与人物塑造。' },
  { name: '林晓', title: '摄影构图讲师', intro: '自由摄影师，作品刊登于多家杂志，主讲构图与光线。' },
  { name: '陈一鸣', title: '助教', intro: '负责作业点评与答疑，工作日 20:00 前回复。' },
];

export async function seedTeachers(trx: Db, ownerId: number, now: number): Promise<void> {
  await trx
    .insertInto('teach_teachers')
    .values(DEMO_TEACHERS.map((teacher, i) => ({ ...teacher, owner_id: ownerId, avatar_id: 0, created_at: now - (i + 1) * 86_400, updated_at: now - (i + 1) * 86_400 })))
    .execute();
}

/** The first demo teacher wears the demo avatar once the demo pictures are in the library. */
export async function useDemoAvatar(db: Db, ownerId: number): Promise<void> {
  const picture = await demoMaterialId(db, ownerId, 'picture', DEMO_TEACHER_AVATAR);
  if (!picture) return;
  const teachers = await db.updateTable('teach_teachers').set({ avatar_id: picture }).where('owner_id', '=', ownerId).where('name', '=', DEMO_TEACHERS[0]!.name).returning('id').execute();
  for (const teacher of teachers) await recordUses(db, { kind: 'teacher', id: teacher.id }, [picture]);
}

/** courseware made from the demo documents (server/areas/materials/seed.ts), once they are in the library */
const DEMO_COURSEWARE = [
  { file: '写作课讲义.pdf', name: '第一讲 讲义', description: '课前通读，带着问题来听课。', downloadable: 1 as const },
  { file: '课程大纲.pdf', name: '课程大纲', description: '', downloadable: 1 as const },
  { file: '作业模板.pdf', name: '作业模板（仅在线查看）', description: '按模板完成每周作业。', downloadable: 0 as const },
];

export async function seedCourseware(db: Db, ownerId: number, now: number): Promise<void> {
  const documents = await db
    .selectFrom('materials')
    .select(['id', 'file_name'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'document')
    .where('file_name', 'in', DEMO_COURSEWARE.map((item) => item.file))
    .execute();
  const idOf = new Map(documents.map((document) => [document.file_name, document.id]));
  const rows = DEMO_COURSEWARE.flatMap(({ file, ...item }, i) => {
    const documentId = idOf.get(file);
    return documentId === undefined ? [] : [{ ...item, owner_id: ownerId, document_id: documentId, created_at: now - (i + 1) * 3600, updated_at: now - (i + 1) * 3600 }];
  });
  if (rows.length === 0) return;
  const made = await db.insertInto('teach_courseware').values(rows).returning(['id', 'document_id']).execute();
  for (const row of made) await recordUses(db, { kind: 'courseware', id: row.id }, [row.document_id]);
}

/**
 * Demo textbooks, attached to the demo courses (server/areas/courses/seed.ts) that exist: a course that needs a demo
 * file missing from the library is not there. The first wears a demo picture as its cover once the pictures are in.
 * The ISBN is that of the book's 2014 edition (漫游者文化), check digit verified by shared/teach/rules.ts.
 */
const DEMO_BOOKS = [
  {
    title: '故事的解剖',
    author: '罗伯特·麦基',
    publisher: '漫游者文化',
    isbn: '9789865671068',
    cover: '故事结构海报.png',
    price: 6_800,
    description: '编剧与小说写作的经典教材：故事的结构、场景与人物。课程中的结构分析都以这本书为参考。',
    courses: ['写作入门：从一句话到一篇文章', '从零开始写小说（组合课）'],
  },
  {
    title: '写作课练习册（电子版）',
    author: '周老师',
    publisher: '',
    isbn: '',
    cover: '',
    price: 0,
    description: '每课配套的练习题与范文，PDF 电子版，购课学员免费领取。',
    courses: ['写作课讲义精读', '写作入门：从一句话到一篇文章'],
  },
];

export async function seedBooks(db: Db, ownerId: number, now: number): Promise<void> {
  const titles = DEMO_BOOKS.flatMap((book) => book.courses);
  const courses = await db.selectFrom('courses').select(['id', 'title']).where('owner_id', '=', ownerId).where('title', 'in', titles).execute();
  const courseId = new Map(courses.map((course) => [course.title, course.id]));
  for (const [i, { courses: attached, cover, ...book }] of DEMO_BOOKS.entries()) {
    const at = now - (i + 1) * 1800;
    const coverId = (cover && (await demoMaterialId(db, ownerId, 'picture', cover))) || 0;
    const { id } = await db
      .insertInto('teach_books')
      .values({ ...book, cover_id: coverId, owner_id: ownerId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordUses(db, { kind: 'book', id }, [coverId]);
    const ids = attached.flatMap((title) => courseId.get(title) ?? []);
    if (ids.length > 0) await db.insertInto('teach_book_courses').values(ids.map((course_id, n) => ({ book_id: id, course_id, position: n + 1 }))).execute();
  }
}
