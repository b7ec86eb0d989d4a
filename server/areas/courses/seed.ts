/**
 * Demo courses of the demo teacher account: one of every kind, a column holding three of them, lessons
 * of every lesson kind, made from the demo materials once they are in the library, so the course screens show
 * real rows on first start; then their activities and evaluations (promotion-seed.ts).
 */
import type { CourseKind, LessonKind } from '@shared/courses/types.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import type { Db } from '@server/db/database.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { seedPromotions } from './promotion-seed.ts';
import { usedBy } from './rich-content.ts';

type DemoLesson = { title: string; type: LessonKind; file?: string; content?: string; free?: 1 };
type DemoCourse = {
  key: string;
  type: CourseKind;
  title: string;
  summary: string;
  cover?: string;
  file?: string;
  content?: string;
  price: number;
  original?: number;
  status: 0 | 1;
  lessons?: DemoLesson[];
  /** keys of the courses a column holds */
  holds?: string[];
  /** a content item (单品) of /content/* */
  single?: 1;
};

const HOUR = 3600;

/** rich text as the sanitiser keeps it; `{picture:名}` becomes a picture of the library */
const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'video',
    type: 'video',
    title: '写作入门：从一句话到一篇文章',
    summary: '两节视频课，讲清楚选题、结构与修改。',
    cover: '写作课封面.png',
    file: '第1课 写作入门.mp4',
    content: '<h2>你将学到</h2><ul><li>如何找到值得写的题目</li><li>文章的三段结构</li><li>改稿的三个步骤</li></ul>',
    price: 9_900,
    original: 19_900,
    status: 1,
    lessons: [
      { title: '第1课 写作入门', type: 'video', file: '第1课 写作入门.mp4', free: 1 },
      { title: '第2课 故事结构', type: 'video', file: '第2课 故事结构.mp4' },
    ],
  },
  {
    key: 'audio',
    type: 'audio',
    title: '每日晨读：十分钟语感训练',
    summary: '每天一段朗读示范，跟读练语感。',
    cover: '专栏配图-1.png',
    file: '晨读练习.wav',
    price: 1_990,
    status: 1,
    lessons: [
      { title: '第1讲 开场白', type: 'audio', file: '第1讲 开场白.wav', free: 1 },
      { title: '第2讲 如何选题', type: 'audio', file: '第2讲 如何选题.wav' },
    ],
  },
  {
    key: 'richtext',
    type: 'richtext',
    title: '写作课讲义精读',
    summary: '图文讲义，配练习题。',
    cover: '专栏配图-2.png',
    content: '<p>好文章的第一步，是<strong>想清楚要对谁说什么</strong>。</p>{picture:故事结构海报.png}<blockquote>写下来，再改三遍。</blockquote>',
    price: 990,
    status: 1,
  },
  {
    key: 'mixture',
    type: 'mixture',
    title: '从零开始写小说（组合课）',
    summary: '视频讲解 + 音频答疑 + 图文作业，一门课学完短篇小说。',
    cover: '故事结构海报.png',
    price: 29_900,
    original: 39_900,
    status: 1,
    lessons: [
      { title: '开篇：小说是什么', type: 'video', file: '第2课 故事结构.mp4', free: 1 },
      { title: '答疑：人物怎么立起来', type: 'audio', file: '第2讲 如何选题.wav' },
      { title: '作业：写一个 500 字的开头', type: 'richtext', content: '<p>用第一人称写一个 500 字的开头，周日前提交到星球。</p>' },
    ],
  },
  {
    key: 'private',
    type: 'private',
    title: '一对一写作私教课',
    summary: '四周一对一改稿，仅限私域学员购买。',
    price: 199_900,
    status: 0,
    lessons: [{ title: '开课须知', type: 'richtext', content: '<p>购买后添加助教微信，约定第一次改稿时间。</p>' }],
  },
  {
    key: 'service',
    type: 'service',
    title: '作文批改服务（单篇）',
    summary: '提交一篇 3000 字以内的文章，三个工作日内返回批注。',
    price: 4_900,
    status: 1,
  },
  {
    key: 'item-video',
    type: 'video',
    single: 1,
    title: '试听：写作入门第一课',
    summary: '单独购买的一节视频。',
    cover: '写作课封面.png',
    file: '第1课 写作入门.mp4',
    price: 0,
    status: 1,
  },
  {
    key: 'item-audio',
    type: 'audio',
    single: 1,
    title: '晨读示范：第 1 讲',
    summary: '一段完整的朗读示范音频。',
    file: '第1讲 开场白.wav',
    price: 290,
    status: 1,
  },
  {
    key: 'item-rich',
    type: 'richtext',
    single: 1,
    title: '一篇好开头的五个标准',
    summary: '图文干货，五分钟读完。',
    cover: '专栏配图-2.png',
    content: '<h2>好开头的五个标准</h2><ol><li>第一句就有画面</li><li>人物有欲望</li><li>有冲突的苗头</li><li>语气统一</li><li>不解释</li></ol>',
    price: 590,
    status: 1,
  },
  {
    key: 'column',
    type: 'column',
    title: '林老师写作专栏',
    summary: '持续更新的写作课合集，一次购买，全部课程可学。',
    cover: '写作课封面.png',
    content: '<p>专栏包含视频课、音频课与图文讲义，新课上线自动加入。</p>',
    price: 49_900,
    original: 59_900,
    status: 1,
    holds: ['video', 'audio', 'richtext', 'item-rich'],
  },
];

/** Courses of every kind from the demo materials; a material missing from the library (no ffmpeg) leaves its course out. */
export async function seedCourses(db: Db, ownerId: number, now: number): Promise<void> {
  const materials = await db.selectFrom('materials').select(['id', 'kind', 'file_name']).where('owner_id', '=', ownerId).execute();
  const idOf = (kind: MaterialKind, file: string) => materials.find((m) => m.kind === kind && m.file_name === file)?.id;
  const teacher = await db.selectFrom('teach_teachers').select('id').where('owner_id', '=', ownerId).orderBy('created_at', 'desc').executeTakeFirst();
  const richText = (html: string) => html.replace(/\{picture:([^}]+)\}/g, (_, file: string) => {
    const id = idOf('picture', file);
    return id === undefined ? '' : `<p><img data-material-id="${id}" alt="${file}" /></p>`;
  });
  const mediaOf = (type: CourseKind | LessonKind, file: string | undefined) => (file ? idOf(type === 'audio' ? 'audio' : 'video', file) : undefined);

  const made = new Map<string, number>();
  for (const [i, course] of DEMO_COURSES.entries()) {
    const source = mediaOf(course.type, course.file);
    if (course.file && source === undefined) continue;
    const at = now - (DEMO_COURSES.length - i) * 6 * HOUR;
    const content = richText(course.content ?? '');
    const coverId = (course.cover && idOf('picture', course.cover)) || 0;
    const { id } = await db
      .insertInto('courses')
      .values({
        owner_id: ownerId,
        type: course.type,
        title: course.title,
        summary: course.summary,
        content,
        cover_id: coverId,
        source_id: source ?? null,
        teacher_id: teacher?.id ?? 0,
        price: course.price,
        original_price: course.original ?? 0,
        status: course.status,
        single: course.single ?? 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.set(course.key, id);
    await recordUses(db, { kind: 'course', id }, usedBy({ cover_id: coverId, source_id: source ?? null, content }));
    const lessons = (course.lessons ?? []).flatMap((lesson) => {
      const media = mediaOf(lesson.type, lesson.file);
      if (lesson.file && media === undefined) return [];
      return [{ course_id: id, type: lesson.type, title: lesson.title, source_id: media ?? null, content: richText(lesson.content ?? ''), free: lesson.free ?? 0, created_at: at, updated_at: at }];
    });
    if (lessons.length > 0) {
      const rows = await db.insertInto('course_lessons').values(lessons.map((lesson, n) => ({ ...lesson, position: n + 1 }))).returning(['id', 'source_id', 'content']).execute();
      for (const row of rows) await recordUses(db, { kind: 'lesson', id: row.id }, usedBy(row));
    }
    const held = (course.holds ?? []).flatMap((key) => made.get(key) ?? []);
    if (held.length > 0) await db.insertInto('column_courses').values(held.map((courseId, n) => ({ column_id: id, course_id: courseId, position: n + 1 }))).execute();
  }
  await seedPromotions(db, ownerId, now, made, (file) => idOf('picture', file));
  await handOutDemoCourseware(db, ownerId);
}

/** The account's demo courseware (server/areas/teach/seed.ts, when its documents are in) goes with the first lessons. */
async function handOutDemoCourseware(db: Db, ownerId: number): Promise<void> {
  const pieces = await db.selectFrom('teach_courseware').select('id').where('owner_id', '=', ownerId).orderBy('id').execute();
  if (pieces.length === 0) return;
  const lessons = await db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select('l.id')
    .where('c.owner_id', '=', ownerId)
    .orderBy('l.id')
    .limit(2)
    .execute();
  const rows = lessons.flatMap((lesson, n) => (n === 0 ? pieces : pieces.slice(0, 1)).map((piece, position) => ({ lesson_id: lesson.id, courseware_id: piece.id, position: position + 1 })));
  if (rows.length > 0) await db.insertInto('lesson_courseware').values(rows).execute();
}
