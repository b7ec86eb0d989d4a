/**
 * The operation log's labels (/setting/record): every private write route (`METHOD /url pattern`, as the
 * route is registered) names what it does with a label code; each code has a Chinese name (the server's words: the
 * export writes them) and an English one. Each area keeps its own in shared/<area>/operation-labels.ts (listed in
 * shared/areas-operation-log.ts); this file and label-names*.ts gather them. The server's recorder
 * (server/areas/operation-log/route-log.ts) writes one line per successful write of a labelled route; the contract
 * test (route-log.test.ts) fails on a private write route that is neither labelled nor in UNLOGGED_WRITES, so a new
 * write cannot be forgotten.
 *
 * Adding a write route: one line in its area's `routes` (reuse a code or add one); a new code needs its Chinese
 * and English names in the area's `names` (the compiler asks for both). A call whose service writes its own line
 * with `logOperation` in the write's transaction (money, permissions) keeps its label too; the recorder sees
 * that line and writes no second one.
 * Development routes (LECTERN_DEV_ROUTES) have no label and are never logged.
 */
import { AREA_OPERATION_LABELS } from '@shared/areas-operation-log.ts';
import { OPERATION_ACTIONS } from './types.ts';
import type { OperationLabel } from './label-names.ts';

export { LABEL_NAMES, type OperationLabel } from './label-names.ts';

type RouteParts = { readonly routes?: Readonly<Record<string, OperationLabel>>; readonly unlogged?: Readonly<Record<string, string>> };
// typed against OperationLabel: a route labelled with a code that no area names does not compile
const parts: readonly RouteParts[] = AREA_OPERATION_LABELS;

/** `METHOD /url pattern` of each private write route → its label, every area's */
export const ROUTE_LABELS: Readonly<Record<string, OperationLabel>> = Object.fromEntries(parts.flatMap((part) => Object.entries(part.routes ?? {})));

/**
 * Private writes that change nothing of the teacher's business, so they are not logged (each says why). Every
 * other private write route has a label.
 */
export const UNLOGGED_WRITES: Readonly<Record<string, string>> = Object.fromEntries(parts.flatMap((part) => Object.entries(part.unlogged ?? {})));

/** the money actions written by `logOperation` are label codes too (the compiler checks it) */
const _MONEY_ACTIONS_ARE_LABELS: readonly OperationLabel[] = OPERATION_ACTIONS;

/** the label of a route, or undefined for a route that is not logged */
export function labelOfRoute(method: string, url: string): OperationLabel | undefined {
  return ROUTE_LABELS[`${method} ${url}`];
}
