/**
 * Demo live sessions of the demo teacher account: one in every state — on air now, coming up (free and
 * paid, landscape and portrait), ended with and without a replay — and a weekly series made as a batch would make
 * it, with the figures the live room would have recorded, so /live/list shows real rows on first start.
 */
import { randomUUID } from 'node:crypto';
import { seriesStarts, seriesTitle } from '@shared/live/rules.ts';
import type { LiveMode } from '@shared/live/types.ts';
import type { Db } from '@server/db/database.ts';
import { startOfChinaDay, SECONDS_PER_DAY as DAY } from '@server/db/time.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { newStreamKey } from './stream-keys.ts';

const MINUTE = 60;
const HOUR = 3600;

type DemoLive = {
  title: string;
  introduce: string;
  cover?: string;
  start_at: number;
  duration: number;
  price?: number;
  mode?: LiveMode;
  replay?: 0 | 1;
  started_at?: number;
  ended_at?: number;
  /** reservations, viewers, peak online, replay views */
  figures: [number, number, number, number];
  inColumn?: true;
};

function demoLives(now: number): DemoLive[] {
  const evening = startOfChinaDay(now) + 20 * HOUR;
  return [
    {
      title: '写作直播课：如何写好第一句话',
      introduce: '边讲边改：现场修改学员投稿的开头，讲清楚“第一句就有画面”。',
      cover: '直播预告横幅.png',
      start_at: now - 10 * MINUTE,
      duration: 90,
      started_at: now - 12 * MINUTE,
      figures: [268, 153, 97, 0],
      inColumn: true,
    },
    {
      title: '周末答疑：你的作文问题我来改',
      introduce: '提前在评论区留下你的问题，直播中逐一解答。',
      cover: '写作课封面.png',
      start_at: evening + DAY,
      duration: 60,
      figures: [86, 0, 0, 0],
    },
    {
      title: '小说写作训练营 开营直播',
      introduce: '训练营学员专场：介绍四周的练习安排与作业提交方式。',
      cover: '故事结构海报.png',
      start_at: evening + 3 * DAY,
      duration: 45,
      price: 990,
      mode: 'portrait',
      figures: [42, 0, 0, 0],
    },
    {
      title: '写作入门公开课',
      introduce: '面向零基础的免费公开课：从选题到成文的完整流程。',
      cover: '专栏配图-1.png',
      start_at: evening - 7 * DAY,
      duration: 60,
      started_at: evening - 7 * DAY - 5 * MINUTE,
      ended_at: evening - 7 * DAY + 65 * MINUTE,
      figures: [512, 436, 212, 389],
      inColumn: true,
    },
    {
      title: '读者见面会（线上）',
      introduce: '与读者聊聊新书背后的故事。',
      start_at: evening - 14 * DAY,
      duration: 90,
      replay: 0,
      figures: [156, 120, 74, 0],
    },
  ];
}

const SERIES = { name: '每周写作练习课', cover: '专栏配图-2.png', introduce: '每周一次的写作练习：布置题目、讲评上周作业。', count: 4 };
/** the series' sessions that have happened: viewers, peak online, replay views */
const SERIES_FIGURES: [number, number, number][] = [[188, 103, 142], [171, 96, 87]];

/** The demo sessions; a cover missing from the library (no demo files) leaves its session without one. */
export async function seedLive(db: Db, ownerId: number, now: number): Promise<void> {
  const pictures = await db.selectFrom('materials').select(['id', 'file_name']).where('owner_id', '=', ownerId).where('kind', '=', 'picture').execute();
  const coverOf = (file: string | undefined) => (file && pictures.find((p) => p.file_name === file)?.id) || 0;
  const column = await db.selectFrom('courses').select('id').where('owner_id', '=', ownerId).where('type', '=', 'column').executeTakeFirst();
  const key = randomUUID();
  const firstSeriesStart = startOfChinaDay(now) + 19 * HOUR - 12 * DAY;
  const series: DemoLive[] = seriesStarts(firstSeriesStart, SERIES.count, 7).map((startAt, i) => {
    const [viewers, peak, replays] = SERIES_FIGURES[i] ?? [0, 0, 0];
    return { title: seriesTitle(SERIES.name, i + 1), introduce: SERIES.introduce, cover: SERIES.cover, start_at: startAt, duration: 60, price: 1990, figures: [120 - i * 15, viewers, peak, replays], inColumn: true };
  });
  const made = [...demoLives(now).map((live) => ({ live, series: false })), ...series.map((live) => ({ live, series: true }))];
  for (const { live, series: inSeries } of made) {
    const coverId = coverOf(live.cover);
    const [reservations, viewers, peak, replays] = live.figures;
    const { id } = await db
      .insertInto('live_sessions')
      .values({
        owner_id: ownerId,
        title: live.title,
        cover_id: coverId,
        introduce: live.introduce,
        start_at: live.start_at,
        duration: live.duration,
        course_id: live.inColumn && column ? column.id : 0,
        series_key: inSeries ? key : '',
        series_name: inSeries ? SERIES.name : '',
        price: live.price ?? 0,
        mode: live.mode ?? 'landscape',
        replay: live.replay ?? 1,
        started_at: live.started_at ?? 0,
        ended_at: live.ended_at ?? 0,
        stream_key: newStreamKey(),
        reservations,
        viewers,
        peak_online: peak,
        replay_views: replays,
        created_at: Math.min(now, live.start_at) - 3 * DAY,
        updated_at: Math.min(now, live.start_at) - 3 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordUses(db, { kind: 'live', id }, [coverId]);
  }
}
