/** Demo teachers of the demo teacher account (issue 13), so /teach/teacher shows real rows on first start. */
import type { Db } from '@server/db/database.ts';

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
  const picture = await db
    .selectFrom('materials')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'picture')
    .where('file_name', '=', DEMO_TEACHER_AVATAR)
    .executeTakeFirst();
  if (!picture) return;
  await db.updateTable('teach_teachers').set({ avatar_id: picture.id }).where('owner_id', '=', ownerId).where('name', '=', DEMO_TEACHERS[0]!.name).execute();
}
