import { describe, expect, it } from 'vitest';
import type { OperationLabels, RouteTitles } from './area-manifest.ts';
import { SHARED_AREAS } from './areas.ts';
import { AREA_OPERATION_LABELS } from './areas-operation-log.ts';
import { PLATFORM_ROUTE_TITLES } from './i18n/route-titles/platform.ts';
import { ROUTE_TITLES_EN } from './i18n/route-titles/en.ts';
import { ROUTE_TITLES_ZH } from './i18n/route-titles/zh-CN.ts';
import { LABEL_NAMES, ROUTE_LABELS, UNLOGGED_WRITES } from './operation-log/route-labels.ts';
import { LABEL_NAMES_EN } from './operation-log/label-names-en.ts';

/** the keys more than one part names: merged, the later part would silently win */
const namedTwice = (parts: readonly (Readonly<Record<string, unknown>> | undefined)[]) => {
  const keys = parts.flatMap((part) => Object.keys(part ?? {}));
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))];
};

describe('the areas’ page titles', () => {
  const titles: readonly RouteTitles[] = [PLATFORM_ROUTE_TITLES, ...SHARED_AREAS.map((area) => area.routeTitles)];

  it('give each path to one area (or the platform)', () => {
    expect(namedTwice(titles.map((part) => part['zh-CN']))).toEqual([]);
  });

  it('name each route’s parent in one area only', () => {
    expect(namedTwice(SHARED_AREAS.map((area) => area.routeParents))).toEqual([]);
  });

  it('are all in the merged titles, in both locales', () => {
    const paths = titles.flatMap((part) => Object.keys(part['zh-CN']));
    expect(Object.keys(ROUTE_TITLES_ZH).sort()).toEqual([...paths].sort());
    expect(Object.keys(ROUTE_TITLES_EN).sort()).toEqual([...paths].sort());
  });
});

describe('the areas’ operation-log labels', () => {
  const parts: readonly OperationLabels[] = AREA_OPERATION_LABELS;

  it('label each write route in one area only, and name each code once', () => {
    expect(namedTwice(parts.flatMap((part) => [part.routes, part.unlogged]))).toEqual([]);
    expect(namedTwice(parts.map((part) => part.names?.['zh-CN']))).toEqual([]);
  });

  it('are all in the merged labels and names', () => {
    expect(Object.keys(ROUTE_LABELS).length + Object.keys(UNLOGGED_WRITES).length).toBe(parts.reduce((sum, part) => sum + Object.keys(part.routes ?? {}).length + Object.keys(part.unlogged ?? {}).length, 0));
    expect(Object.keys(LABEL_NAMES_EN).sort()).toEqual(Object.keys(LABEL_NAMES).sort());
  });
});
