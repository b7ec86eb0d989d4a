import type { MessageKey } from '@shared/i18n/i18n.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import type { Material, SortOption } from './types.ts';

/** Shown where a value is unknown (spec §3: dimensions '-'). */
const UNKNOWN = '-';

/**
 * The size column (spec §3): audio and video carry `filesize` in KB, shown ×1024 as a size; pictures and
 * documents carry `file_size` in bytes. '-' when unknown (a video still transcoding has no filesize).
 */
export function sizeOf(material: Pick<Material, 'target_type' | 'filesize' | 'file_size'>): string {
  const isMedia = material.target_type === 'audio' || material.target_type === 'video';
  const bytes = isMedia ? (typeof material.filesize === 'number' ? material.filesize * 1024 : undefined) : material.file_size;
  return typeof bytes === 'number' ? formatBytes(bytes) : UNKNOWN;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as 'HH:MM:SS' (spec §3); hours grow past 99 when they must; whole seconds, rounded down. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** spec §3: pictures' file_info JSON {width, height} shown as 'width × height', otherwise '-'. */
export function dimensionsOf(material: Pick<Material, 'file_info'>): string {
  if (!material.file_info) return UNKNOWN;
  try {
    const info = JSON.parse(material.file_info) as { width?: unknown; height?: unknown } | null;
    const { width, height } = info ?? {};
    if (isPositive(width) && isPositive(height)) return `${width} × ${height}`;
  } catch {
    // not JSON: unknown
  }
  return UNKNOWN;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export type MaterialRowStatus = 'normal' | 'transcoding';

/** spec §4 "Video row status": a video is normal once it has a filesize, otherwise transcoding; others are always normal. */
export function statusOf(material: Pick<Material, 'target_type' | 'filesize'>): MaterialRowStatus {
  if (material.target_type !== 'video') return 'normal';
  return typeof material.filesize === 'number' ? 'normal' : 'transcoding';
}

export const STATUS_LABEL_KEYS: Record<MaterialRowStatus, MessageKey> = {
  normal: 'material.status.normal',
  transcoding: 'material.status.transcoding',
};

/**
 * Labels of the sort dropdown. spec §9: the time labels are inverted on purpose: time_desc is labelled
 * 旧-新 and time_asc 新-旧 (see the catalogues).
 */
export const SORT_LABEL_KEYS: Record<SortOption, MessageKey> = {
  name_asc: 'material.sort.name_asc',
  name_desc: 'material.sort.name_desc',
  size_asc: 'material.sort.size_asc',
  size_desc: 'material.sort.size_desc',
  time_asc: 'material.sort.time_asc',
  time_desc: 'material.sort.time_desc',
};

/** [from, to] as 'YYYY-MM-DD' (both ends included). */
export type DateRange = readonly [string, string];

/** spec §9: the date range is sent as start 00:00:00 and end 23:59:59. */
export function dateRangeToQuery(range: DateRange): { start_at: string; end_at: string } {
  return { start_at: `${range[0]} 00:00:00`, end_at: `${range[1]} 23:59:59` };
}

/** spec §9 card grid: cells of 151 px ... */
const CARD_CELL_PX = 151;
/** ... each with 8 px padding on both sides. */
const CARD_PADDING_PX = 8;

/**
 * Width of a picture card in the grid (spec §9: about 135 px, recomputed on resize). The container holds
 * as many 151 px cells as fit (at least one); the width is shared out among them and the padding comes
 * off both sides:
 *
 *   columns = max(1, floor(containerWidth / 151))
 *   width   = floor(containerWidth / columns) − 2 × 8
 *
 * A container of exactly n × 151 px gives 135 px cards; wider ones stretch the cards until another fits.
 */
export function cardWidth(containerWidth: number): number {
  const width = Math.max(0, Math.floor(containerWidth));
  const columns = Math.max(1, Math.floor(width / CARD_CELL_PX));
  return Math.max(0, Math.floor(width / columns) - 2 * CARD_PADDING_PX);
}
