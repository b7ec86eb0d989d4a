/** Tables of the materials area, merged into Database in server/db/schema.ts. Times are unix seconds; flags 0/1. */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { MaterialKind, MaterialUserKind, SystemCategoryKey } from '@shared/materials/types.ts';
import type { MaterialStatus } from '@shared/upload/status.ts';

interface MaterialCategoriesTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  name: string;
  /** what a category the server made is (shared/materials/categories.ts); null for a teacher's own (migration 016) */
  system_key: SystemCategoryKey | null;
  created_at: number;
}

interface MaterialsTable {
  id: Generated<number>;
  /** the main account */
  owner_id: number;
  kind: MaterialKind;
  category_id: number;
  title: string;
  /** display name of the file */
  file_name: string;
  /** random name under files/<owner>/, never derived from user input */
  stored_name: string;
  /** lower-case extension without the dot */
  file_suffix: string;
  /** Content-Type the file is served with */
  mime: string;
  /** bytes */
  file_size: number;
  /** seconds */
  duration: Generated<number>;
  width: number | null;
  height: number | null;
  video_id: string | null;
  /** PROCESSING_STATUS (shared/upload/status.ts): processing, processed or failed */
  status: Generated<MaterialStatus>;
  /** video: JPEG poster frame under files/<owner>/ */
  poster_name: string | null;
  /** why processing failed (status -1) */
  message: Generated<string>;
  created_at: number;
  /** while processing: until when (unix seconds) the instance that claimed the job holds it (migration-019.ts) */
  job_lease_until: number | null;
  /** how many times processing was claimed */
  job_attempts: Generated<number>;
}

/** Materials uploaded per owner, kind, category and China day, kept by triggers (migration-021.ts). */
interface MaterialDayCountsTable {
  owner_id: number;
  kind: MaterialKind;
  category_id: number;
  /** floor((created_at + 8 h) / 1 day) */
  day: number;
  n: number;
}

interface MaterialUsageTable {
  owner_id: number;
  kind: MaterialKind;
  source_count: number;
  /** bytes */
  source_size: number;
  /** goes up with every change to a list of this owner and kind (migration-022.ts) */
  version: Generated<number>;
}

/** An upload to the embedded video cloud, one per sign (migration-015.ts). */
export interface VodUploadsTable {
  /** the tus upload id */
  upload_id: string;
  video_id: string;
  /** the main account */
  owner_id: number;
  kind: 'audio' | 'video';
  category_id: number;
  /** '' for "from the file name" */
  title: string;
  file_name: string;
  /** bytes, the declared Upload-Length */
  size: number;
  created_at: number;
  /** an open upload after this is swept */
  expires_at: number;
  /** the row is kept until its sign has expired */
  sign_expires_at: number;
  /** null while the upload is open */
  closed_at: number | null;
}

export type VodUploadRow = Selectable<VodUploadsTable>;

export type MaterialRow = Selectable<MaterialsTable>;

export type NewMaterial = Insertable<MaterialsTable>;

export type MaterialCategoryRow = Selectable<MaterialCategoriesTable>;

/** which record uses which material (migration 028), with the material's owner */
interface MaterialUsesTable {
  material_id: number;
  user_kind: MaterialUserKind;
  user_id: number;
  owner_id: number;
  kind: MaterialKind;
}

export interface MaterialTables {
  material_categories: MaterialCategoriesTable;
  materials: MaterialsTable;
  material_usage: MaterialUsageTable;
  material_uses: MaterialUsesTable;
  material_day_counts: MaterialDayCountsTable;
  vod_uploads: VodUploadsTable;
}
