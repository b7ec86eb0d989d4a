import { describe, expect, it } from 'vitest';
import { isValidPhone, isValidSmsCode } from './validation.ts';

describe('account validation', () => {
  it('accepts 11-digit mobile numbers starting with 1', () => {
    expect(isValidPhone('13800000000')).toBe(true);
    expect(isValidPhone('1380000000')).toBe(false);
    expect(isValidPhone('23800000000')).toBe(false);
    expect(isValidPhone('1380000000a')).toBe(false);
  });
  it('accepts six-digit SMS codes only', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('12345a')).toBe(false);
  });
});
