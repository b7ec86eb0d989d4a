import { afterEach, beforeAll, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $config, DEFAULT_CONFIG, configure } from './config.ts';
import { $locale } from './i18n/i18n.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  $config.set({ ...DEFAULT_CONFIG });
  $locale.set('zh-CN');
  cleanTestStorage();
});

it('starts with same-origin defaults', () => {
  expect($config.get()).toEqual({
    apiBase: '',
    app: 'lectern',
    appid: 'console',
    assistantUrl: '/helps',
    legacyUrl: '/examples/legacy-v1.html',
    loginUrl: '/login',
  });
});

it('merges a partial configuration and ignores undefined fields', () => {
  configure({ apiBase: 'https://api.example', appid: undefined });
  configure({ app: 'shop' });
  expect($config.get()).toMatchObject({ apiBase: 'https://api.example', app: 'shop', appid: 'console' });
});

it('switches the locale', () => {
  configure({ locale: 'en' });
  expect($locale.get()).toBe('en');
  expect($config.get().locale).toBe('en');
});
