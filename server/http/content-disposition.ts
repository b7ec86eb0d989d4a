import { stripControlChars } from './control-chars.ts';

/**
 * `Content-Disposition` per RFC 6266: an ASCII `filename` fallback for old clients and the real name as
 * `filename*` in UTF-8 (RFC 8187).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const clean = stripControlChars(name).trim() || 'file';
  const fallback = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
