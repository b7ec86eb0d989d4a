import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { $catalogs, $locale, $t, addMessages, allTexts, interpolate, loadLocale, t, type MessageKey } from './i18n.ts';
import { zhCN } from './zh-CN.ts';
import { en } from './en.ts';
import { consoleZhCN } from './console-zh-CN.ts';
import { consoleEn } from './console-en.ts';
import { planetZhCN } from '@shared/planets/texts-zh-CN.ts';
import { planetEn } from '@shared/planets/texts-en.ts';
import { teachZhCN } from '@shared/teach/texts-zh-CN.ts';
import { teachEn } from '@shared/teach/texts-en.ts';
import { uploaderZhCN } from './uploader/zh-CN.ts';
import { WIDGET_MESSAGES } from './widget-messages.ts';

type Texts = Record<string, string>;
const pairs: [Texts, Texts][] = [
  [zhCN, en],
  [consoleZhCN, consoleEn],
  [planetZhCN, planetEn],
  [teachZhCN, teachEn],
];

beforeAll(async () => {
  useTestStorageEngine();
  // every element's own texts, as the elements register them
  for (const set of WIDGET_MESSAGES) pairs.push([set['zh-CN'] as Texts, (await set.en()) as Texts]);
  await loadLocale('en');
});
afterEach(() => {
  $locale.set('zh-CN');
  cleanTestStorage();
});

describe('catalogues', () => {
  it('have the same keys in both locales and no empty text', () => {
    for (const [zh, english] of pairs) expect(Object.keys(english).sort()).toEqual(Object.keys(zh).sort());
    const all = pairs.flatMap(([zh]) => Object.keys(zh));
    expect(all.length).toBe(new Set(all).size);
    for (const locale of Object.values($catalogs.get())) {
      for (const text of Object.values(locale)) expect(text.trim()).not.toBe('');
    }
  });

  it('keep keys flat as area.key', () => {
    for (const key of pairs.flatMap(([zh]) => Object.keys(zh))) expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/);
  });

  it('use the same placeholders in both locales', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [zh, english] of pairs) {
      for (const key of Object.keys(zh)) expect(names(english[key]!)).toEqual(names(zh[key]!));
    }
  });

  it('carry the spec texts verbatim (Chinese ones in zh-CN, English messages in en), English titles with a capital', () => {
    expect(en['session.logoutTitle']).toBe('Confirm logout');
    expect(en['session.loggedOut']).toBe('you have been logged out; cancel to stay or log in again');
    expect(en['session.verifyFailed']).toBe('Verification failed, please login again');
    expect(en['storage.full']).toBe('your storage space has reached its limit');
    expect(en['common.operationCancelled']).toBe('operation cancelled');
    expect(zhCN['session.logoutTitle']).toBe('确认退出');
    expect(zhCN['session.loggedOut']).toBe('您已被登出，可以取消继续留在该页面，或者重新登录');
    expect(zhCN['session.verifyFailed']).toBe('验证失败，请重新登录');
    expect(consoleZhCN['login.resendIn']).toBe('{s} 秒后重新获取');
    expect(uploaderZhCN['upload.quotaExhausted']).toBe('账号上传额度已用尽，升级为高级讲师后可继续上传');
  });
});

describe('t', () => {
  it('speaks Chinese by default and English when chosen', () => {
    expect(t('login.submit')).toBe('登录');
    $locale.set('en');
    expect(t('login.submit')).toBe('Log in');
  });

  it('fills {name} parameters and leaves unknown ones visible', () => {
    expect(t('login.resendIn', { s: 42 })).toBe('42 秒后重新获取');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('a set of texts added after English loaded is there in both locales', async () => {
    const key = 'test.added' as MessageKey;
    await addMessages({ 'zh-CN': { [key]: '新增' }, en: () => Promise.resolve({ [key]: 'added' }) });
    expect(t(key)).toBe('新增');
    $locale.set('en');
    expect(t(key)).toBe('added');
  });

  it('allTexts lists the key in every locale', () => {
    expect(allTexts('network.timeout')).toEqual(['请求超时，请稍后重试', 'request timed out']);
  });
});

describe('$locale and $t', () => {
  it('stores the locale in plain storage under lectern_locale', () => {
    $locale.set('en');
    expect(getTestStorage()['lectern_locale']).toBe('en');
  });

  it('$t re-computes when the locale changes, also from another tab', () => {
    const seen: string[] = [];
    const unbind = $t.subscribe((translate) => seen.push(translate('shell.logout')));
    $locale.set('en');
    setTestStorageKey('lectern_locale', 'zh-CN');
    unbind();
    expect(seen).toEqual(['退出登录', 'Log out', '退出登录']);
  });

  it('ignores an unknown stored locale', () => {
    const unbind = $locale.listen(() => {});
    setTestStorageKey('lectern_locale', 'fr');
    expect($locale.get()).toBe('zh-CN');
    unbind();
  });
});
