import type { MaterialKind } from './types.ts';

const SOURCE = '/api/v3/column_hybrid/source';

/** Material calls of spec §7, verbatim; the ones it leaves "not shown" are ours (docs/api.md). */
export const MATERIAL_PATHS = {
  findSources: (kind: MaterialKind) => `${SOURCE}/${kind}/findSources`,
  getCategorys: (kind: MaterialKind) => `${SOURCE}/${kind}/getCategorys`,
  getSourceDetail: `${SOURCE}/getSourceDetail`,
  /** form: name */
  createCategory: `${SOURCE}/createCategory`,
  /** multipart: file, info, categoryId (pictures and documents) */
  uploadSource: (kind: MaterialKind) => `${SOURCE}/${kind}/uploadSource`,
  /** form: file_name or category_id; video adds target_type=video */
  updateSource: (id: number) => `${SOURCE}/${id}/updateSource`,
  /** form: categoryId (the target); moves every material of the path's category */
  updateCategorySource: (categoryId: number) => `${SOURCE}/${categoryId}/updateCategorySource`,
  deleteSource: (id: number) => `${SOURCE}/${id}/deleteSource`,
  /** ours: GET ?ids=1,2 → rows of {id, uses: {course: 2, …}} for the materials something uses */
  findUses: `${SOURCE}/findUses`,
  getPlaySign: (videoId: string) => `${SOURCE}/${videoId}/getPlaySign`,
  /** ours: processing state by video_id */
  videoStatus: (videoId: string) => `${SOURCE}/${videoId}/getVideoStatus`,
  /** form: categoryId, title (audio and video) */
  createSourceSign: (kind: 'audio' | 'video') => `${SOURCE}/${kind}/createSourceSign`,
  canUpload: '/api/v3/media/canUpload',
  /** ours: the embedded video cloud's tus endpoint (resumable uploads) */
  vodUpload: '/api/v3/vod/upload',
  /** ours: signed media files, GET /api/v3/media/file/{token} */
  mediaFile: '/api/v3/media/file',
} as const;
