/**
 * Content items (单品) made by batch creation from audio or video materials (spec §2 batch routes: they land in
 * /content/audio and /content/video; the calls are ours: batchCreate, list — the list also serves the planet pages).
 */
import type { Course } from '@shared/courses/content-items.ts';
import { fail, MESSAGES } from '@server/errors.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import type { CourseRow } from './schema.ts';
import type { Session } from '@server/http/session-types.ts';

export type CourseType = 'audio' | 'video';

export type CourseItem = { source_id: number; title: string };

export const COURSE_TITLE_MAX = 60;

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    source_id: row.source_id ?? 0,
    status: row.status,
    created_at: row.created_at,
  };
}

export function createContentItemService(ctx: ServiceContext) {
  const { db } = ctx;

  return {
    /** One course per item, all or none: every source must be the caller's, of `type`, and processed. */
    async batchCreate(session: Session, type: CourseType, items: CourseItem[]): Promise<Course[]> {
      const ownerId = session.main.id;
      const titles = items.map((item, index) => {
        const title = item.title.trim();
        if (title.length === 0) throw fail.validation(`参数错误：items.${index}.title 不能为空`);
        if ([...title].length > COURSE_TITLE_MAX) {
          throw fail.validation(`参数错误：items.${index}.title 长度不能超过 ${COURSE_TITLE_MAX} 个字符`);
        }
        return title;
      });
      const ids = [...new Set(items.map((item) => item.source_id))];
      const now = seconds(ctx.now);
      return db.transaction().execute(async (trx) => {
        const sources = await trx
          .selectFrom('materials')
          .select(['id', 'kind', 'status', 'title'])
          .where('owner_id', '=', ownerId)
          .where('id', 'in', ids)
          .execute();
        const byId = new Map(sources.map((s) => [s.id, s]));
        for (const id of ids) {
          const source = byId.get(id);
          if (!source) throw fail.notFound(`${MESSAGES.materialNotFound}（id ${id}）`);
          if (source.kind !== type) throw fail.validation(`素材「${source.title}」不是${type === 'audio' ? '音频' : '视频'}，无法创建该类型课程`);
          if (source.status !== 2) throw fail.validation(`素材「${source.title}」尚未转码完成，请稍后再创建课程`);
        }
        const rows = await trx
          .insertInto('courses')
          .values(items.map((item, index) => ({ owner_id: ownerId, type, single: 1, title: titles[index]!, source_id: item.source_id, created_at: now, updated_at: now })))
          .returningAll()
          .execute();
        return rows.map(toCourse);
      });
    },

    async list(session: Session, type: CourseType | undefined, page: number, pageSize: number) {
      let base = db.selectFrom('courses').where('owner_id', '=', session.main.id);
      if (type) base = base.where('type', '=', type);
      return countedPage(base, { page, pageSize }, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), (rows) => rows.map(toCourse));
    },
  };
}

