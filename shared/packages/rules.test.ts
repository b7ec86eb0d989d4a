import { describe, expect, it } from 'vitest';
import { daysLeft, packageSize, storageState } from './rules.ts';

describe('package rules', () => {
  it('say when storage is near or at its quota', () => {
    expect(storageState({ used: 10, quota: null })).toBe('ok');
    expect(storageState({ used: 79, quota: 100 })).toBe('ok');
    expect(storageState({ used: 80, quota: 100 })).toBe('near');
    expect(storageState({ used: 100, quota: 100 })).toBe('full');
    expect(storageState({ used: 150, quota: 100 })).toBe('full');
  });

  it('count the days a package has left and name its size', () => {
    expect(daysLeft({ expires_at: 86_400 * 3 }, 1)).toBe(3);
    expect(daysLeft({ expires_at: 100 }, 200)).toBe(0);
    expect(packageSize(100 * 1024 ** 3)).toBe('100 GB');
  });
});
