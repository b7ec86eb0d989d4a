/**
 * Database rows → wire types of shared/materials/types.ts. Which optional fields a Material has depends on
 * its kind (spec §3): pictures url, file_size, file_info; documents url, file_size; audio and video video_id,
 * filesize (KB, null until processing is done), duration; video also holder (poster URL or '').
 */
import type { Course, Material, MaterialKind } from '@shared/materials/types.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import type { CourseRow } from '@server/areas/courses/schema.ts';
import type { MaterialRow } from './schema.ts';
import type { MediaTokens } from './media-tokens.ts';

export function kilobytes(bytes: number): number {
  return Math.ceil(bytes / 1024);
}

export function toMaterial(row: MaterialRow, tokens: MediaTokens): Material {
  const base: Material = {
    id: row.id,
    target_type: row.kind,
    title: row.title,
    file_name: row.file_name,
    file_suffix: row.file_suffix,
    category_id: row.category_id,
    created_at: row.created_at,
  };
  switch (row.kind) {
    case 'picture':
      return {
        ...base,
        url: tokens.url(row.id, 'file'),
        file_size: row.file_size,
        file_info: JSON.stringify({ width: row.width ?? 0, height: row.height ?? 0 }),
      };
    case 'document':
      return { ...base, url: tokens.url(row.id, 'file'), file_size: row.file_size };
    case 'audio':
    case 'video': {
      const media: Material = {
        ...base,
        video_id: row.video_id ?? '',
        filesize: row.status === PROCESSING_STATUS.processed ? kilobytes(row.file_size) : null,
        duration: row.duration,
      };
      if (row.kind === 'video') media.holder = row.poster_name ? tokens.url(row.id, 'poster') : '';
      return media;
    }
  }
}

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    source_id: row.source_id,
    status: row.status,
    created_at: row.created_at,
  };
}

export const KIND_NAMES: Record<MaterialKind, string> = {
  picture: '图片',
  audio: '音频',
  video: '视频',
  document: '文档',
};
