import type { ProcessingStatus } from '@shared/upload/status.ts';

/**
 * Material library wire types (spec §3 "Material", "Material category", "Source detail", "List query",
 * "Video preview data"). Shared by the API client, the widgets and the reference server.
 */

export type MaterialKind = 'picture' | 'audio' | 'video' | 'document';
export const MATERIAL_KINDS: readonly MaterialKind[] = ['picture', 'audio', 'video', 'document'];

/** A material row as findSources answers it. Which optional fields are present depends on the kind (spec §3). */
export type Material = {
  id: number;
  /** the kind of the row (the spec's target_type) */
  target_type: MaterialKind;
  /** audio and video: the id in the embedded video cloud */
  video_id?: string;
  title: string;
  /** the display name of the file, e.g. 'lesson-1.mp4' (never a path on the server) */
  file_name: string;
  /** pictures and documents: bytes */
  file_size?: number;
  /** audio and video: kilobytes; null while transcoding (spec §4 Video row status) */
  filesize?: number | null;
  /** the extension without the dot, lower case: 'pdf', 'png', 'mp3' */
  file_suffix: string;
  /** pictures: a signed URL of the image; documents: a signed download URL */
  url?: string;
  /** video: a signed URL of the poster frame; '' until it is made */
  holder?: string;
  /** audio and video: seconds; 0 until known */
  duration?: number;
  /** pictures: JSON text {"width":…,"height":…} */
  file_info?: string;
  category_id: number;
  /** unix seconds */
  created_at: number;
};

/** What a category the server makes itself is: 'default', where an upload without a category goes. */
export type SystemCategoryKey = 'default';

export type MaterialCategory = {
  id: number;
  /** as stored: what the teacher typed, or for a category the server made, the name it gave (SYSTEM_CATEGORY_NAMES) */
  name: string;
  /** materials of the asked kind in this category */
  source_count: number;
  /** only on a category the server made itself, renamed or not */
  system_key?: SystemCategoryKey;
};

export type SourceDetail = {
  target_type: MaterialKind;
  source_count: number;
  /** bytes */
  source_size: number;
};

export const SORT_OPTIONS = ['name_asc', 'name_desc', 'size_asc', 'size_desc', 'time_asc', 'time_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

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

/** The kinds of records that use materials (the server records each use, migration 028). */
export const MATERIAL_USER_KINDS = ['course', 'lesson', 'teacher', 'courseware', 'book', 'live', 'activity', 'planet', 'marketing_page', 'teacher_profile', 'certification'] as const;
export type MaterialUserKind = (typeof MATERIAL_USER_KINDS)[number];

/** ours: findUses, what uses each of the asked materials (only those something uses). */
export type MaterialUses = { id: number; uses: Partial<Record<MaterialUserKind, number>> };

export type PlaySign = {
  url: string;
  token: string;
  fileId: string;
  appId: string;
  holder: string;
};

/** spec §7 createSourceSign answer */
export type SourceSign = {
  sign: string;
  video_id: string;
  /** where the file goes: the tus endpoint of the embedded video cloud */
  upload_url: string;
};

/** Processing state of an audio or video upload, by video_id (spec §4 shell-wide uploader: polled until 2). */
export type VideoStatus = {
  video_id: string;
  /** PROCESSING_STATUS (shared/upload/status.ts): missing, processing, processed or failed */
  status: ProcessingStatus;
  material_id: number | null;
  message?: string;
};

/**
 * A material's processing ended (processed or failed): what the account's event stream sends, so that a list
 * showing the row reloads it (ours, beyond spec §7).
 */
export type MaterialProcessed = {
  id: number;
  kind: 'audio' | 'video';
  status: Exclude<ProcessingStatus, 0 | 1>;
};

export type UploadPermission = {
  canUpload: boolean;
  /** bytes used and allowed; quota null for accounts without a quota (高级讲师) */
  used: number;
  quota: number | null;
};
