/**
 * findSources as the route answers it: a page of wire materials. A page is kept in memory and answered again while
 * the account's list of that kind keeps its version (migration-022.ts) and the signed URLs in it keep their expiry
 * (media-tokens.ts, a new one every 10 minutes): one read of the version instead of the page's query, its count
 * and the conversion of its rows. The version is in the database, so a change made through any instance is seen.
 */
import type { Page } from '@shared/api/types.ts';
import type { Material, MaterialKind } from '@shared/materials/types.ts';
import type { Session } from '@server/http/session-types.ts';
import { createVersionedCache } from '@server/db/versioned-cache.ts';
import type { FindQuery, MaterialQueryService } from './query.ts';
import type { MediaTokens } from './media-tokens.ts';
import { toMaterial } from './views.ts';

/** pages kept: at 60 rows, about 15 MB */
const KEPT_PAGES = 1000;

export function createMaterialListPages(query: MaterialQueryService, tokens: MediaTokens) {
  const pages = createVersionedCache<Page<Material>>(KEPT_PAGES);

  return async function listPage(session: Session, kind: MaterialKind, find: FindQuery): Promise<Page<Material>> {
    const library = await query.libraryOf(session.main.id, kind);
    const key = `${session.main.id}/${kind}?${find.page},${find.pageSize},${find.sortBy},${find.categoryId ?? ''},${find.startAt ?? ''},${find.endAt ?? ''},${find.keyword ?? ''}`;
    const expiry = tokens.expiry();
    if (library.version !== undefined) {
      const kept = pages.get(key, library.version, expiry);
      if (kept) return kept;
    }
    const found = await query.find(session, kind, find, library);
    const page = { rows: found.rows.map((row) => toMaterial(row, tokens)), totalCount: found.totalCount };
    // an account without a version has never had a material of this kind: nothing would tell a deleted category
    if (library.version !== undefined) pages.set(key, library.version, expiry, page);
    return page;
  };
}

export type MaterialListPages = ReturnType<typeof createMaterialListPages>;
