/**
 * The page check of one record, for a route that several pages share (docs/decisions.md "Page permissions"): the
 * session check let the caller in because its menu shows one of the route's pages; the record it names may belong
 * to another of them (内容管理's items and 课程管理's courses are one table), and then the call is refused as the
 * route would be. Main accounts hold every page; an API key holds the modules of its scopes.
 */
import { moduleOfPage, type PageKey } from '@shared/menu/modules.ts';
import { fail } from '@server/errors.ts';
import type { Session } from './session-types.ts';

function holdsPage(session: Session, page: PageKey): boolean {
  if (session.apiKey) return session.apiKey.scopes.has(moduleOfPage(page));
  if (!session.isChild) return true;
  return session.pages?.has(page) === true;
}

/** Refuses 403 / 40300 when the caller's menu does not show `page`. */
export function requirePage(session: Session, page: PageKey): void {
  if (!holdsPage(session, page)) throw fail.forbidden();
}
