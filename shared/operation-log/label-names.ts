/**
 * The names of the operation log's label codes (route-labels.ts), each area's from its
 * shared/<area>/operation-labels.ts (listed in shared/areas-operation-log.ts): in Chinese the server's words (the
 * export writes them) and the zh-CN screen's. English names: label-names-en.ts.
 */
import type { OperationLabels } from '@shared/area-manifest.ts';
import { AREA_OPERATION_LABELS } from '@shared/areas-operation-log.ts';

type CodesOf<Area> = Area extends { readonly names: { readonly 'zh-CN': infer Names } } ? keyof Names & string : never;
/** a label code: one an area names; the money actions of `logOperation` (types.ts) are labels too */
export type OperationLabel = CodesOf<(typeof AREA_OPERATION_LABELS)[number]>;

const parts: readonly OperationLabels[] = AREA_OPERATION_LABELS;

/** every area's names in one locale; each area's en has exactly its zh-CN codes, so both have every code */
export const namesIn = (locale: 'zh-CN' | 'en') =>
  Object.fromEntries(parts.flatMap((part) => Object.entries(part.names?.[locale] ?? {}))) as Readonly<Record<OperationLabel, string>>;

/** label code → its Chinese name */
export const LABEL_NAMES = namesIn('zh-CN');
