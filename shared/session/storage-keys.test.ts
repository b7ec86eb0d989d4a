import { expect, it } from 'vitest';
import { ALL_STORAGE_KEYS, ttlSecondsFor } from './storage-keys.ts';

const now = Date.UTC(2025, 0, 1);

it('lists the spec keys', () => {
  expect([...ALL_STORAGE_KEYS].sort()).toEqual(
    ['_ukit', '_token', '_refresh_token', '_module', '_child_id', '_login_user', '_login_token', '_guide', '_sidebar_status'].sort(),
  );
});

it('keeps items 14 days and the guide flag one day', () => {
  expect(ttlSecondsFor('_ukit', {}, now)).toBe(1209600);
  expect(ttlSecondsFor('_module', [], now)).toBe(1209600);
  expect(ttlSecondsFor('_sidebar_status', true, now)).toBe(1209600);
  expect(ttlSecondsFor('_guide', true, now)).toBe(86400);
});

it('keeps tokens until their exp (unix seconds)', () => {
  expect(ttlSecondsFor('_token', { id: 'a', exp: now / 1000 + 7200 }, now)).toBe(7200);
  expect(ttlSecondsFor('_refresh_token', { id: 'r', exp: now / 1000 + 30 * 86400 }, now)).toBe(30 * 86400);
  expect(ttlSecondsFor('_token', { id: 'a', exp: now / 1000 - 5 }, now)).toBe(0);
  expect(ttlSecondsFor('_token', undefined, now)).toBe(0);
});
