import { $config } from '@shared/config.ts';
import { absoluteUrl } from './embed-items.ts';
import { MATERIAL_PATHS } from './paths.ts';
import type {
  Material,
  MaterialCategory,
  MaterialKind,
  MaterialListQuery,
  MaterialUses,
  PlaySign,
  UploadPermission,
} from './types.ts';
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { xhrTransport, type XhrTransportOptions } from '@shared/upload/xhr-transport.ts';
import type { Page } from '@shared/api/types.ts';

/** The material calls of spec §7, one function per call of `MATERIAL_PATHS`. Each rejects with an `ApiError`. */

/** The calls an upload needs live in upload-client.ts (the shell uploader loads only those); exported here too. */
export { fetchCategories, fetchVideoStatus } from './upload-client.ts';

export type MaterialPage = Page<Material>;
/** spec §7 uploadSource: `info` is an empty object, except for pictures (width and height) */
export type UploadInfo = { width: number; height: number } | Record<string, never>;
/** A material change of updateSource: a new name or a new category (spec §7). */
export type SourceChange = { file_name: string } | { category_id: number };

/**
 * Media URLs come relative to the API origin. On a page of another origin (a third-party editor with
 * `apiBase`), <img> and <video> would resolve them against the page: make them absolute there.
 */
function onApiOrigin<T extends { url?: string; holder?: string }>(item: T): T {
  const { apiBase } = $config.get();
  if (!apiBase) return item;
  const page = globalThis.location?.href ?? 'http://localhost/';
  return {
    ...item,
    ...(item.url ? { url: absoluteUrl(item.url, apiBase, page) } : {}),
    ...(item.holder ? { holder: absoluteUrl(item.holder, apiBase, page) } : {}),
  };
}

export async function findSources(kind: MaterialKind, query: MaterialListQuery): Promise<MaterialPage> {
  const answer = await api().get(MATERIAL_PATHS.findSources(kind), { ...query });
  return { rows: ((answer.rows ?? []) as Material[]).map(onApiOrigin), totalCount: answer.totalCount ?? 0 };
}

/** The answer is "not shown" by the spec: ours carries the new category as `data`, when there is one. */
export async function createCategory(name: string): Promise<MaterialCategory | undefined> {
  return (await api().postForm<MaterialCategory>(MATERIAL_PATHS.createCategory, { name })).data;
}

/** spec §7: form file_name or category_id; a video adds target_type=video. */
export async function updateSource(id: number, change: SourceChange, kind: MaterialKind): Promise<void> {
  await api().postForm(MATERIAL_PATHS.updateSource(id), {
    ...change,
    ...(kind === 'video' ? { target_type: 'video' } : {}),
  });
}

/**
 * Moves every material of `fromCategoryId` into `toCategoryId` (form categoryId = the target, spec §7).
 * With a kind, only materials of that kind move (`target_type`, ours): a list screen shows one kind.
 */
export async function moveCategory(fromCategoryId: number, toCategoryId: number, kind?: MaterialKind): Promise<void> {
  await api().postForm(MATERIAL_PATHS.updateCategorySource(fromCategoryId), {
    categoryId: toCategoryId,
    target_type: kind,
  });
}

/** ours: what uses each of `ids` (only the materials something uses), asked before deleting them. */
export async function findUses(ids: readonly number[]): Promise<MaterialUses[]> {
  const chunks: number[][] = [];
  for (let at = 0; at < ids.length; at += FIND_USES_MAX) chunks.push(ids.slice(at, at + FIND_USES_MAX));
  const answers = await Promise.all(chunks.map((chunk) => api().get(MATERIAL_PATHS.findUses, { ids: chunk.join(',') })));
  return answers.flatMap((answer) => (answer.rows ?? []) as MaterialUses[]);
}

/** the most ids one findUses call takes (the server's schema) */
const FIND_USES_MAX = 200;

export async function deleteSource(id: number): Promise<void> {
  await api().postForm(MATERIAL_PATHS.deleteSource(id));
}

export async function fetchPlaySign(videoId: string): Promise<PlaySign> {
  return onApiOrigin(dataOf(await api().get<PlaySign>(MATERIAL_PATHS.getPlaySign(videoId))));
}

/** spec §6 canUpload; read from `data`, or from a top-level `canUpload` as spec §7 lists the answer. */
export async function fetchCanUpload(): Promise<UploadPermission> {
  const answer = await api().get<UploadPermission>(MATERIAL_PATHS.canUpload);
  if (answer.data) return answer.data;
  const flat = answer as { canUpload?: unknown; used?: unknown; quota?: unknown };
  return {
    canUpload: flat.canUpload === true,
    used: typeof flat.used === 'number' ? flat.used : 0,
    quota: typeof flat.quota === 'number' ? flat.quota : null,
  };
}

/**
 * spec §7 uploadSource (pictures and documents): multipart with info and categoryId, then file. The fields go
 * before the file so that a streaming server has them when the bytes arrive. `onProgress` gets whole percents
 * 0..100, so the request goes over XMLHttpRequest (xhr-transport.ts), sent by the API client's `send`: the
 * cross-cutting rules hold as for any call (query app/appid/u, Authorization, a token refresh first when only
 * the refresh token is valid, the error catalogue and the run of network errors). Resolves the stored material
 * when the answer carries one.
 */
export async function uploadSource(
  kind: MaterialKind,
  file: File,
  info: UploadInfo,
  categoryId: number,
  onProgress?: (percent: number) => void,
  options: Omit<XhrTransportOptions, 'onProgress'> = {},
): Promise<Material | undefined> {
  const body = new FormData();
  body.append('info', JSON.stringify(info));
  body.append('categoryId', String(categoryId));
  body.append('file', file, file.name);
  const transport = xhrTransport(body, { ...options, onProgress });
  const answer = await api().send<Material>(MATERIAL_PATHS.uploadSource(kind), transport, { signal: options.signal });
  return answer.data ?? undefined;
}
