import type { MaterialKind, SystemCategoryKey } from './types.ts';

/** Accepted extensions per kind on the material screens (spec §5). */
export const EXTENSIONS: Record<MaterialKind, readonly string[]> = {
  audio: ['mp3', 'm4a', 'wav', 'aac'],
  video: ['3gp', 'avi', 'mp4', 'mov', 'flv', 'wmv', 'mkv', 'mpg', 'asf', 'webm'],
  picture: ['jpg', 'jpeg', 'png', 'gif', 'bmp'],
  document: ['pdf', 'doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx'],
};

/**
 * What the server stores per kind: the material screens' types, and wma as audio too, which the shell-wide
 * uploader sends as audio (spec §5 "Shell-wide uploader").
 */
export const STORED_EXTENSIONS: Record<MaterialKind, readonly string[]> = { ...EXTENSIONS, audio: [...EXTENSIONS.audio, 'wma'] };

/** Largest file per kind, in bytes (ours: the spec gives none). */
export const MAX_FILE_BYTES: Record<MaterialKind, number> = {
  picture: 20 * 1024 ** 2,
  document: 200 * 1024 ** 2,
  audio: 1024 ** 3,
  video: 4 * 1024 ** 3,
};

/** Pictures above this many pixels are refused (decompression bombs). */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** spec §9 */
export const PAGE_SIZE = 60;
export const DEFAULT_SORT = 'time_desc' as const;

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** A material's title from its file name: the name without its extension. */
export function titleOf(fileName: string): string {
  const extension = extensionOf(fileName);
  return extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
}

/** The base name's range in a file name, [0, index of the last dot): what a rename selects first ('讲义' of '讲义.pdf'). */
export function baseNameRange(fileName: string): [number, number] {
  return extensionOf(fileName) ? [0, fileName.lastIndexOf('.')] : [0, fileName.length];
}

export function isAcceptedFile(kind: MaterialKind, fileName: string): boolean {
  return EXTENSIONS[kind].includes(extensionOf(fileName));
}

/** The `accept` attribute of a file input for a kind. */
export function acceptAttribute(kind: MaterialKind): string {
  return EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
}

/**
 * The names the server gives the categories it makes itself (zh-CN, the product's language). A screen shows such a
 * category in the reader's language while it still has this name, and what the teacher typed once renamed.
 */
export const SYSTEM_CATEGORY_NAMES: Record<SystemCategoryKey, string> = { default: '默认分类' };
