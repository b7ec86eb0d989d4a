/**
 * Rich text of courses and lessons: stored sanitised, its pictures, audio and video kept as material ids
 * of the writer's own library (server/content/rich-html.ts), and shown with fresh addresses.
 */
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';
import { presentRichHtml, richTextLength, sanitizeRichHtml } from '@server/content/rich-html.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';

/** The sanitised HTML of `field`, within `max` visible characters, whose media are all the caller's. */
export async function checkedRichText(db: Db, session: Session, field: string, raw: string, max: number): Promise<string> {
  const { html, materialIds } = sanitizeRichHtml(raw);
  if (richTextLength(html) > max) throw fail.validation(`参数错误：${field} 长度不能超过 ${max} 个字符`);
  if (materialIds.length > 0) {
    const found = await db.selectFrom('materials').select('id').where('id', 'in', materialIds).where('owner_id', '=', session.main.id).execute();
    if (found.length !== materialIds.length) throw fail.validation(`参数错误：${field} 中的素材不存在，请重新选择`);
  }
  return html;
}

/** The materials a course or lesson shows: its cover and media, and those in its rich text. */
export function usedBy(record: { cover_id?: number; source_id: number | null; content: string }): number[] {
  const inText = record.content.includes('data-material-id') ? sanitizeRichHtml(record.content).materialIds : [];
  return [record.cover_id ?? 0, record.source_id ?? 0, ...inText];
}

/** Each stored text with fresh addresses on its media; a material deleted since drops out. */
export async function presentRichTexts(db: Db, tokens: MediaTokens, ownerId: number, stored: readonly string[]): Promise<string[]> {
  const ids = [...new Set(stored.flatMap((html) => (html.includes('data-material-id') ? sanitizeRichHtml(html).materialIds : [])))];
  const present = new Set<number>();
  if (ids.length > 0) {
    const rows = await db.selectFrom('materials').select('id').where('id', 'in', ids).where('owner_id', '=', ownerId).execute();
    for (const row of rows) present.add(row.id);
  }
  return stored.map((html) => (html.includes('data-material-id') ? presentRichHtml(html, (id) => (present.has(id) ? tokens.url(id, 'file') : null)) : html));
}
