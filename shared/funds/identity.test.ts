import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditCodeProblem,
  maskCreditCode,
  maskResidentId,
  normalizeCreditCode,
  normalizeResidentId,
  residentIdProblem,
} from './identity.ts';

/** 2026-05-10 12:00 in China */
const today = new Date(Date.UTC(2026, 4, 10, 4, 0, 0));

// Known-good numbers, each checked by hand against its standard's algorithm (not computed by the code under test).
const RESIDENT_ID = '11010519491231002X';
const CREDIT_CODES = ['91350100M000100Y43', '91440300708461136T', '12100000400000624D', '53100000500021676K'];

const PROVINCES = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83];

/** `body` with the one ending of `endings` that the check accepts (there must be exactly one). */
function completed(body: string, endings: string, valid: (value: string) => boolean): string {
  const accepted = [...endings].map((end) => body + end).filter(valid);
  expect(accepted).toHaveLength(1);
  return accepted[0] ?? '';
}

/** `value` with its character at `at` replaced by another of `choices`. */
function changed(value: string, at: number, choices: string, pick: number): string {
  const others = [...choices].filter((c) => c !== value[at]);
  return value.slice(0, at) + others[pick % others.length] + value.slice(at + 1);
}

describe('residentIdProblem', () => {
  it('accepts a valid ID, with a small x and spaces around it', () => {
    expect(residentIdProblem(RESIDENT_ID, today)).toBeNull();
    expect(residentIdProblem('11010519491231002x', today)).toBeNull();
    expect(residentIdProblem(' 11010519491231002X  ', today)).toBeNull();
    expect(residentIdProblem('44030419900307123X', today)).toBeNull();
    expect(residentIdProblem('110105200002290013', today)).toBeNull(); // 2000-02-29: a leap day
  });

  it('wants something typed', () => {
    expect(residentIdProblem('', today)).toBe('required');
    expect(residentIdProblem('   ', today)).toBe('required');
  });

  it('refuses a wrong shape', () => {
    expect(residentIdProblem('11010519491231002', today)).toBe('format');
    expect(residentIdProblem('11010519491231002X1', today)).toBe('format');
    expect(residentIdProblem('1101051949123100X2', today)).toBe('format');
    expect(residentIdProblem('11010519491231002Y', today)).toBe('format');
    expect(residentIdProblem('110105 19491231 002X', today)).toBe('format');
    expect(residentIdProblem('110105491231002', today)).toBe('format'); // the old 15-digit ID
  });

  it('refuses a province that does not exist', () => {
    expect(residentIdProblem('910105194912310029', today)).toBe('region');
    expect(residentIdProblem('00010519491231002X', today)).toBe('region');
    expect(residentIdProblem('72010519491231002X', today)).toBe('region');
  });

  it('refuses a birth date that is no day, before 1900 or after today in China', () => {
    expect(residentIdProblem('110105194902300012', today)).toBe('birthDate'); // 02-30
    expect(residentIdProblem('110105190002290017', today)).toBe('birthDate'); // 1900 was no leap year
    expect(residentIdProblem('11010519491331002X', today)).toBe('birthDate');
    expect(residentIdProblem('11010519491200002X', today)).toBe('birthDate');
    expect(residentIdProblem('110105189912310023', today)).toBe('birthDate');
    expect(residentIdProblem('110105202605110017', today)).toBe('birthDate'); // tomorrow
    expect(residentIdProblem('110105202605100011', today)).toBeNull(); // born today
  });

  it('counts today in China time', () => {
    const born = '110105202605100011'; // 2026-05-10
    expect(residentIdProblem(born, new Date(Date.UTC(2026, 4, 9, 16, 0, 0)))).toBeNull(); // 00:00 in China
    expect(residentIdProblem(born, new Date(Date.UTC(2026, 4, 9, 15, 59, 59)))).toBe('birthDate');
  });

  it('refuses a wrong check character', () => {
    expect(residentIdProblem('110105194912310021', today)).toBe('checkDigit');
    expect(residentIdProblem('110105194902300013', today)).toBe('birthDate'); // the date is named first
    expect(residentIdProblem('11010519491231003X', today)).toBe('checkDigit');
  });

  it('catches every single changed character of a valid ID (MOD 11-2)', () => {
    const birth = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2026, 4, 9)), noInvalidDate: true });
    const sequence = fc.integer({ min: 0, max: 999 });
    const id = fc.tuple(fc.constantFrom(...PROVINCES), fc.integer({ min: 0, max: 9999 }), birth, sequence).map(([province, place, day, seq]) => {
      const body = `${province}${String(place).padStart(4, '0')}${day.toISOString().slice(0, 10).replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
      return completed(body, '0123456789X', (value) => residentIdProblem(value, today) === null);
    });
    fc.assert(
      fc.property(id, fc.integer({ min: 0, max: 17 }), fc.nat(), (valid, at, pick) => {
        const typo = changed(valid, at, at === 17 ? '0123456789X' : '0123456789', pick);
        expect(residentIdProblem(typo, today)).not.toBeNull();
      }),
    );
  });
});

describe('creditCodeProblem', () => {
  it('accepts valid codes, in small letters and with spaces around them too', () => {
    for (const code of CREDIT_CODES) expect(creditCodeProblem(code)).toBeNull();
    expect(creditCodeProblem('91350100m000100y43')).toBeNull();
    expect(creditCodeProblem(' 91350100M000100Y43 ')).toBeNull();
  });

  it('wants something typed', () => {
    expect(creditCodeProblem('')).toBe('required');
    expect(creditCodeProblem('  ')).toBe('required');
  });

  it('refuses I, O, Z, S and V, a wrong length and an unknown department', () => {
    for (const letter of ['I', 'O', 'Z', 'S', 'V']) expect(creditCodeProblem(`91350100${letter}000100Y43`)).toBe('format');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('format');
    expect(creditCodeProblem('91350100M000100Y431')).toBe('format');
    expect(creditCodeProblem('91350100-M000100Y43')).toBe('format');
    expect(creditCodeProblem('01350100M000100Y43')).toBe('format');
    expect(creditCodeProblem('J1350100M000100Y43')).toBe('format');
  });

  it('refuses a wrong check character', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checkDigit');
    expect(creditCodeProblem('91350100M000100Y4Y')).toBe('checkDigit');
    expect(creditCodeProblem('91350100M000101Y43')).toBe('checkDigit');
  });
});

describe('normalising and masking', () => {
  it('stores what the checks read', () => {
    expect(normalizeResidentId(' 11010519491231002x ')).toBe(RESIDENT_ID);
    expect(normalizeCreditCode(' 91350100m000100y43')).toBe('91350100M000100Y43');
  });

  it('shows only the ends, keeping an ID’s and a code’s length', () => {
    expect(maskResidentId('110105194912311234')).toBe('110***********1234');
    expect(maskResidentId('11010519491231002x')).toBe('110***********002X');
    expect(maskCreditCode('91350100M000100Y43')).toBe('91************0Y43');
    expect(maskResidentId('110105194912311234')).toHaveLength(18);
    expect(maskCreditCode('91350100M000100Y43')).toHaveLength(18);
  });

  it('hides a value too short to show its ends', () => {
    expect(maskResidentId('1234567')).toBe('*******');
    expect(maskCreditCode('')).toBe('');
  });
});
