/**
 * findSources as the route answers it: a page of wire materials. A page is kept in memory and answered again while
 * the account's list of that kind keeps its version (migration-022.ts) and the signed URLs in it keep their expiry
 * (media-tokens.ts, a new one every 10 minutes): one read of the version instead of the page's query, its count,
 * the conversion of its rows and their serialisation (a page is kept as the JSON text of its answer). The version
 * is in the database, so a change made through any instance is seen.
 */
import type { MaterialKind } from '@shared/materials/types.ts';
import { okRows } from '@server/http/answers.ts';
import type { Session } from '@server/http/session-types.ts';
import { createVersionedCache } from '@server/db/versioned-cache.ts';
import type { FindQuery, MaterialQueryService } from './query.ts';
import type { MediaTokens } from './media-tokens.ts';
import { toMaterial } from './views.ts';

/** pages kept: at 60 rows of about 300 bytes, about 20 MB */
const KEPT_PAGES = 1000;

export function createMaterialListPages(query: MaterialQueryService, tokens: MediaTokens) {
  const pages = createVersionedCache<string>(KEPT_PAGES);

  /** the answer of findSources, `{result:'ok', rows, totalCount}`, as JSON text */
  return async function listAnswer(session: Session, kind: MaterialKind, find: FindQuery): Promise<string> {
    const library = await query.libraryOf(session.main.id, kind);
    const key = `${session.main.id}/${kind}?${find.page},${find.pageSize},${find.sortBy},${find.categoryId ?? ''},${find.startAt ?? ''},${find.endAt ?? ''},${find.unused ? 1 : 0},${find.keyword ?? ''}`;
    const expiry = tokens.expiry();
    if (library.version !== undefined) {
      const kept = pages.get(key, library.version, expiry);
      if (kept) return kept;
    }
    const found = await query.find(session, kind, find, library);
    const answer = JSON.stringify(okRows(found.rows.map((row) => toMaterial(row, tokens)), found.totalCount));
    // an account without a version has never had a material of this kind: nothing would tell a deleted category
    if (library.version !== undefined) pages.set(key, library.version, expiry, answer);
    return answer;
  };
}
