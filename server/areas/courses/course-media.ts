/**
 * The materials courses and lessons play or show: a record keeps a material's id, never its URL (media
 * URLs are signed for a while); reading it signs a fresh one, and a material deleted since shows as gone.
 */
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { CourseMedia } from '@shared/courses/types.ts';
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';

export type PlayedKind = 'audio' | 'video';

const KIND_NAMES: Record<PlayedKind, string> = { audio: '音频', video: '视频' };

/** A processed audio or video material of the caller's, by id; anything else is refused in words. */
export async function ownPlayedMaterial(db: Db, session: Session, id: number, kind: PlayedKind): Promise<number> {
  if (id <= 0) throw fail.validation(`请选择${KIND_NAMES[kind]}素材`);
  const material = await db
    .selectFrom('materials')
    .select(['id', 'kind', 'status', 'title'])
    .where('id', '=', id)
    .where('owner_id', '=', session.main.id)
    .executeTakeFirst();
  if (!material || material.kind !== kind) throw fail.validation(`${KIND_NAMES[kind]}素材不存在，请重新选择`);
  if (material.status !== PROCESSING_STATUS.processed) throw fail.validation(`素材「${material.title}」尚未转码完成，请稍后再选择`);
  return material.id;
}

/** The owner's audio and video materials among `ids`, as a course shows them. */
export async function playedMedia(db: Db, tokens: MediaTokens, ownerId: number, ids: readonly (number | null)[]): Promise<Map<number, CourseMedia>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('materials')
    .select(['id', 'kind', 'file_name', 'duration'])
    .where('id', 'in', wanted)
    .where('owner_id', '=', ownerId)
    .where('kind', 'in', ['audio', 'video'])
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, kind: row.kind as PlayedKind, file_name: row.file_name, duration: row.duration, url: tokens.url(row.id, 'file') }]));
}
