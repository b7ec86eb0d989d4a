import { afterEach, describe, expect, it } from 'vitest';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import { planetClassName } from './class-names.ts';
import { PLANET_CLASSES } from './classes.ts';

// the planet catalogue is loaded for every test (test/setup/locales.ts)
afterEach(() => $locale.set('zh-CN'));

const every = PLANET_CLASSES.flatMap((parent) => [parent, ...parent.children]);

describe('a planet class’s name on screen', () => {
  it('is the list’s own name in Chinese, which the server answers', () => {
    for (const item of every) expect(planetClassName(item.id, $t.get())).toBe(item.name);
  });

  it('is English in English, for every class', () => {
    $locale.set('en');
    expect(planetClassName(1, $t.get())).toBe('Career skills');
    expect(planetClassName(302, $t.get())).toBe('Photography');
    for (const item of every) expect(planetClassName(item.id, $t.get())).not.toMatch(/\p{Script=Han}/u);
  });
});
