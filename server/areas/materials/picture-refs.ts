/**
 * Pictures of the material library that other records point at by id (a cover, an avatar, a QR code): a record
 * stores the id, never a URL, since media URLs are signed for two hours.
 */
import { fail } from '@server/errors.ts';
import type { Db } from '@server/db/database.ts';
import type { Session } from '@server/http/session-types.ts';

/** 0, or a picture material of the caller's; anything else is refused with `message`. */
export async function ownPictureId(db: Db, session: Session, id: number, message: string): Promise<number> {
  if (id === 0) return 0;
  const picture = await db
    .selectFrom('materials')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', session.main.id)
    .where('kind', '=', 'picture')
    .executeTakeFirst();
  if (!picture) throw fail.validation(message);
  return picture.id;
}

/** The ids of the caller's pictures among `ids` (a picture deleted since drops out). */
export async function presentPictures(db: Db, ownerId: number, ids: number[]): Promise<Set<number>> {
  const wanted = ids.filter((id) => id > 0);
  if (!wanted.length) return new Set();
  const rows = await db.selectFrom('materials').select('id').where('id', 'in', wanted).where('owner_id', '=', ownerId).where('kind', '=', 'picture').execute();
  return new Set(rows.map((row) => row.id));
}
