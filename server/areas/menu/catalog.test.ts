import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalog.ts';
import { MENU_TITLES_EN, ROUTE_TITLES_EN } from '@shared/i18n/route-titles/en.ts';

describe('the menu catalogue in English', () => {
  it('has an English title for every group and entry the server seeds', () => {
    const untitled = Object.values(CATALOGUE)
      .flatMap((entries) => entries.flatMap((entry) => [entry, ...(entry.children ?? [])]))
      .filter((entry) => !(ROUTE_TITLES_EN[entry.path] ?? MENU_TITLES_EN[entry.path] ?? (entry.name ? MENU_TITLES_EN[entry.name] : undefined)))
      .map((entry) => `${entry.title} ${entry.path}`);
    expect(untitled).toEqual([]);
  });
});
