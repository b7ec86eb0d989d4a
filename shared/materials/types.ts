import { Seconds, Type, type Static } from '@shared/api/schema.ts';
import { PROCESSING_STATUS, type ProcessingStatus } from '@shared/upload/status.ts';
import { MATERIAL_KINDS, MATERIAL_USER_KINDS, type SortOption } from './kinds.ts';

/**
 * Material library wire types (spec §3 "Material", "Material category", "Source detail", "List query",
 * "Video preview data") as schemas: the reference server validates and documents with them. The widgets and the
 * API client import only their types (the lists of kinds are in kinds.ts), so no widget carries the schema library.
 */

export const MaterialKind = Type.Enum([...MATERIAL_KINDS], { type: 'string' });
export type MaterialKind = Static<typeof MaterialKind>;

/** A material row as findSources answers it. Which optional fields are present depends on the kind (spec §3). */
export const Material = Type.Object({
  id: Type.Integer(),
  /** the kind of the row (the spec's target_type) */
  target_type: MaterialKind,
  /** audio and video: the id in the embedded video cloud */
  video_id: Type.Optional(Type.String()),
  title: Type.String(),
  /** the display name of the file, e.g. 'lesson-1.mp4' (never a path on the server) */
  file_name: Type.String(),
  /** pictures and documents: bytes */
  file_size: Type.Optional(Type.Integer()),
  /** audio and video: kilobytes; null while transcoding (spec §4 Video row status) */
  filesize: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** the extension without the dot, lower case: 'pdf', 'png', 'mp3' */
  file_suffix: Type.String(),
  /** pictures: a signed URL of the image; documents: a signed download URL */
  url: Type.Optional(Type.String()),
  /** video: a signed URL of the poster frame; '' until it is made */
  holder: Type.Optional(Type.String()),
  /** audio and video: seconds; 0 until known */
  duration: Type.Optional(Type.Number()),
  /** pictures: JSON text {"width":…,"height":…} */
  file_info: Type.Optional(Type.String()),
  category_id: Type.Integer(),
  /** unix seconds */
  created_at: Seconds,
});
export type Material = Static<typeof Material>;

/** What a category the server makes itself is: 'default', where an upload without a category goes. */
export const SystemCategoryKey = Type.Literal('default');
export type SystemCategoryKey = Static<typeof SystemCategoryKey>;

export const MaterialCategory = Type.Object({
  id: Type.Integer(),
  /** as stored: what the teacher typed, or for a category the server made, the name it gave (SYSTEM_CATEGORY_NAMES) */
  name: Type.String(),
  /** materials of the asked kind in this category */
  source_count: Type.Integer(),
  /** only on a category the server made itself, renamed or not */
  system_key: Type.Optional(SystemCategoryKey),
});
export type MaterialCategory = Static<typeof MaterialCategory>;

export const SourceDetail = Type.Object({
  target_type: MaterialKind,
  source_count: Type.Integer(),
  /** bytes */
  source_size: Type.Number(),
});
export type SourceDetail = Static<typeof SourceDetail>;

export type { SortOption } from './kinds.ts';

/** spec §7 findSources payload; dates as 'YYYY-MM-DD HH:mm:ss' (start 00:00:00, end 23:59:59, spec §9) */
export type MaterialListQuery = {
  keyword?: string;
  page: number;
  pageSize: number;
  /** 0 or absent: every category */
  categoryId?: number;
  sort_by: SortOption;
  start_at?: string;
  end_at?: string;
  /** ours: 1 lists only the materials nothing uses */
  unused?: 1;
};

export const MaterialUserKind = Type.Enum([...MATERIAL_USER_KINDS], { type: 'string' });
export type MaterialUserKind = Static<typeof MaterialUserKind>;

/** ours: findUses, what uses each of the asked materials (only those something uses). */
export const MaterialUses = Type.Object({ id: Type.Integer(), uses: Type.Partial(Type.Record(MaterialUserKind, Type.Integer())) });
export type MaterialUses = Static<typeof MaterialUses>;

export const PlaySign = Type.Object({
  url: Type.String(),
  token: Type.String(),
  fileId: Type.String(),
  appId: Type.String(),
  holder: Type.String(),
});
export type PlaySign = Static<typeof PlaySign>;

/** spec §7 createSourceSign answer */
export const SourceSign = Type.Object({
  sign: Type.String(),
  video_id: Type.String(),
  /** where the file goes: the tus endpoint of the embedded video cloud */
  upload_url: Type.String(),
});
export type SourceSign = Static<typeof SourceSign>;

const { failed, processed } = PROCESSING_STATUS;
const PROCESSING_STATUSES: ProcessingStatus[] = Object.values(PROCESSING_STATUS);

/** Processing state of an audio or video upload, by video_id (spec §4 shell-wide uploader: polled until 2). */
export const VideoStatus = Type.Object({
  video_id: Type.String(),
  /** PROCESSING_STATUS (shared/upload/status.ts): missing, processing, processed or failed */
  status: Type.Enum(PROCESSING_STATUSES, { type: 'integer' }),
  material_id: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.Optional(Type.String()),
});
export type VideoStatus = Static<typeof VideoStatus>;

/**
 * A material's processing ended (processed or failed): what the account's event stream sends, so that a list
 * showing the row reloads it (ours, beyond spec §7).
 */
export const MaterialProcessed = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['audio', 'video'], { type: 'string' }),
  status: Type.Enum([failed, processed], { type: 'integer' }),
});
export type MaterialProcessed = Static<typeof MaterialProcessed>;

export const UploadPermission = Type.Object({
  canUpload: Type.Boolean(),
  /** bytes used and allowed; quota null for accounts without a quota (高级讲师) */
  used: Type.Number(),
  quota: Type.Union([Type.Number(), Type.Null()]),
});
export type UploadPermission = Static<typeof UploadPermission>;
