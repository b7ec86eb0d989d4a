/**
 * Magic-byte check: the content of a file must belong to the family its extension claims (file-type reads
 * the first bytes). Answers the Content-Type the file is served with, or undefined for a mismatch.
 */
import { fileTypeFromFile, type FileTypeResult } from 'file-type';
import type { MaterialKind } from '@shared/materials/types.ts';

const PICTURES = new Set(['png', 'jpg', 'gif', 'bmp']);
const OLE = new Set(['cfb', 'doc', 'xls', 'ppt']);
const OOXML = new Set(['zip', 'docx', 'xlsx', 'pptx']);
const AUDIO = new Set(['mp3', 'm4a', 'wav', 'aac']);
const VIDEO = new Set(['3gp', '3g2', 'avi', 'mp4', 'm4v', 'mov', 'qt', 'flv', 'asf', 'mkv', 'mpg', 'webm', 'mts']);

/** What we serve per extension where file-type's answer is too generic (cfb, zip) or not what players want. */
const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  m4a: 'audio/mp4',
  wma: 'audio/x-ms-wma',
};

function documentMatches(extension: string, found: FileTypeResult): boolean {
  if (extension === 'pdf') return found.ext === 'pdf';
  if (['doc', 'xls', 'ppt'].includes(extension)) return OLE.has(found.ext);
  return OOXML.has(found.ext);
}

function matches(kind: MaterialKind, extension: string, found: FileTypeResult): boolean {
  switch (kind) {
    case 'picture':
      return PICTURES.has(found.ext);
    case 'document':
      return documentMatches(extension, found);
    case 'audio':
      // an .m4a is an MP4 container; some encoders brand it as plain mp4; a .wma is an ASF holding only sound
      return AUDIO.has(found.ext) || (extension === 'm4a' && found.ext === 'mp4') || (extension === 'wma' && found.mime === 'audio/x-ms-asf');
    case 'video':
      return VIDEO.has(found.ext) || found.mime.startsWith('video/');
  }
}

/** The Content-Type to serve the file with, or undefined when its content does not fit its extension. */
export async function sniffMime(kind: MaterialKind, extension: string, file: string): Promise<string | undefined> {
  const found = await fileTypeFromFile(file);
  if (!found || !matches(kind, extension, found)) return undefined;
  return MIME_BY_EXTENSION[extension] ?? found.mime;
}
