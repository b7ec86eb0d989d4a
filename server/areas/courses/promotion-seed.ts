/**
 * Demo activities and evaluations of the demo teacher's courses: two partitions with an activity in each
 * state (and one switched off), leading to the demo courses or to an address, and a few buyers' evaluations on each
 * demo course — several ratings, some replied, one hidden — so /course/activityList, /course/activity/sort and
 * /course/evaluation show real rows on first start.
 */
import type { ActivityLinkKind } from '@shared/courses/activity-types.ts';
import type { Db } from '@server/db/database.ts';
import { recordUses } from '@server/areas/materials/uses.ts';

const DAY = 86_400;

type DemoActivity = { title: string; course?: string; url?: string; cover?: string; from: number; days: number; enabled?: 0 };

/** `from` days from now (negative: in the past), lasting `days` */
const DEMO_PARTITIONS: { name: string; activities: DemoActivity[] }[] = [
  {
    name: '新人专区',
    activities: [
      { title: '新人专享：写作讲义 0 元领', course: 'richtext', cover: '专栏配图-2.png', from: -2, days: 30 },
      { title: '新人礼包：晨读打卡 7 天', url: 'https://h5.lectern.example/activity/newcomer', cover: '专栏配图-1.png', from: 3, days: 7 },
      { title: '开学季新人课', course: 'column', cover: '写作课封面.png', from: -40, days: 30 },
    ],
  },
  {
    name: '限时特惠',
    activities: [
      { title: '写作专栏限时 8 折', course: 'column', cover: '写作课封面.png', from: -1, days: 7 },
      { title: '组合课早鸟价', course: 'mixture', cover: '故事结构海报.png', from: 7, days: 7 },
      { title: '国庆写作营特惠', url: 'https://h5.lectern.example/activity/national-day', from: -60, days: 10 },
      { title: '私教课限量 10 席', course: 'private', from: -3, days: 14, enabled: 0 },
    ],
  },
];

type DemoEvaluation = { nickname: string; phone: string; rating: number; content: string; reply?: string; hidden?: 1 };

const DEMO_EVALUATIONS: DemoEvaluation[] = [
  { nickname: '小鱼', phone: '138****2046', rating: 5, content: '讲得很清楚，跟着练了一周，写东西顺多了。', reply: '谢谢你的认可，坚持写下去！' },
  { nickname: '阿杰', phone: '139****7781', rating: 4, content: '干货很多，希望能多一些练习题。', reply: '好的，下个月会补充练习题。' },
  { nickname: 'Lily', phone: '136****0912', rating: 3, content: '内容还可以，部分章节讲得有点快。' },
  { nickname: '王同学', phone: '137****5530', rating: 5, content: '老师的例子都很实用，推荐给想入门的朋友。' },
  { nickname: '大橙子', phone: '158****3307', rating: 2, content: '和我期待的不太一样，基础内容偏多。' },
  { nickname: '木子', phone: '186****4412', rating: 5, content: '内容扎实，没有废话，值这个价。', reply: '感谢支持！' },
  { nickname: '周周', phone: '135****6628', rating: 4, content: '音质不错，每天通勤路上听一节。' },
  { nickname: '一只猫', phone: '150****8873', rating: 1, content: '加我微信领全套资料，比这便宜多了' },
];

/** the evaluations of the i-th demo course: four of the list above, turning with i; the advert is hidden */
const evaluationsOf = (i: number): DemoEvaluation[] => [0, 1, 2, 3].map((k) => DEMO_EVALUATIONS[(i * 3 + k) % DEMO_EVALUATIONS.length]!);

export async function seedPromotions(db: Db, ownerId: number, now: number, courses: ReadonlyMap<string, number>, pictureOf: (file: string) => number | undefined): Promise<void> {
  for (const [p, partition] of DEMO_PARTITIONS.entries()) {
    const { id: partitionId } = await db
      .insertInto('course_activity_partitions')
      .values({ owner_id: ownerId, name: partition.name, position: p + 1, created_at: now - DAY, updated_at: now - DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [a, activity] of partition.activities.entries()) {
      const courseId = activity.course ? courses.get(activity.course) : undefined;
      const link: { link_type: ActivityLinkKind; course_id: number | null; url: string } = courseId
        ? { link_type: 'course', course_id: courseId, url: '' }
        : { link_type: 'url', course_id: null, url: activity.url ?? 'https://h5.lectern.example/activity' };
      const coverId = (activity.cover && pictureOf(activity.cover)) || 0;
      const start = now + activity.from * DAY;
      const { id } = await db
        .insertInto('course_activities')
        .values({ owner_id: ownerId, partition_id: partitionId, title: activity.title, cover_id: coverId, ...link, start_at: start, end_at: start + activity.days * DAY, enabled: activity.enabled ?? 1, position: a + 1, created_at: now - DAY, updated_at: now - DAY })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordUses(db, { kind: 'activity', id }, [coverId]);
    }
  }

  let hiddenDone = false;
  for (const [i, courseId] of [...courses.values()].entries()) {
    const rows = evaluationsOf(i).map((evaluation, k) => {
      const at = now - (i * 5 + k + 1) * DAY / 2;
      // the advert is hidden once; elsewhere it stays for the teacher to judge
      const hidden = evaluation.rating === 1 && !hiddenDone ? 1 : 0;
      if (hidden) hiddenDone = true;
      return {
        course_id: courseId,
        buyer_nickname: evaluation.nickname,
        buyer_phone: evaluation.phone,
        rating: evaluation.rating,
        content: evaluation.content,
        reply: evaluation.reply ?? '',
        replied_at: evaluation.reply ? at + 3_600 : 0,
        hidden,
        created_at: at,
      };
    });
    await db.insertInto('course_evaluations').values(rows).execute();
  }
}
