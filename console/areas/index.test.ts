import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES_ZH } from '@shared/i18n/route-titles/zh-CN.ts';
import { AREA_SCREENS } from './index.ts';

describe('the areas’ screens', () => {
  const paths = AREA_SCREENS.flatMap((screens) => Object.keys(screens));

  it('give each path to one area', () => {
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('are each at a titled path, so the route table (titled paths) reaches them', () => {
    expect(paths.filter((path) => !(path in ROUTE_TITLES_ZH))).toEqual([]);
  });
});
