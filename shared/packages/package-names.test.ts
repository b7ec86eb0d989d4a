import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $locale, $t, addMessages, loadLocale } from '@shared/i18n/i18n.ts';
import { PACKAGE_NAMES, packageName } from './package-names.ts';
import { packagesMessages } from './texts.ts';
import { packagesEn } from './texts-en.ts';

const HAN = /\p{Script=Han}/u;

beforeAll(async () => {
  await addMessages(packagesMessages);
  await loadLocale('en');
});
afterEach(() => $locale.set('zh-CN'));

describe('a package’s name on screen', () => {
  it('is the platform’s own package in the reader’s language while it keeps the platform’s name', () => {
    expect(packageName('storage-10g', '存储空间 10 GB（1 年）', $t.get())).toBe('存储空间 10 GB（1 年）');
    $locale.set('en');
    expect(packageName('storage-10g', '存储空间 10 GB（1 年）', $t.get())).toBe('Storage 10 GB (1 year)');
    expect(packageName('traffic-500g', '每月流量 500 GB（1 年）', $t.get())).toBe('Monthly traffic 500 GB (1 year)');
  });

  it('names every package of the platform in English', () => {
    $locale.set('en');
    for (const [code, name] of Object.entries(PACKAGE_NAMES)) expect(packageName(code, name, $t.get())).not.toMatch(HAN);
    expect(Object.keys(packagesEn).filter((key) => key.startsWith('package.name.'))).toHaveLength(Object.keys(PACKAGE_NAMES).length);
  });

  it('is what is stored once renamed, or for a code the console does not know', () => {
    $locale.set('en');
    expect(packageName('storage-10g', '存储空间 10 GB 特惠', $t.get())).toBe('存储空间 10 GB 特惠');
    expect(packageName('storage-1t', '存储空间 1 TB（1 年）', $t.get())).toBe('存储空间 1 TB（1 年）');
    expect(packageName('toString', '存储空间', $t.get())).toBe('存储空间');
  });
});
