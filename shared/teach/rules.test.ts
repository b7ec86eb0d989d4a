import { describe, expect, it } from 'vitest';
import { isbn13Problem, normaliseIsbn } from './rules.ts';

describe('ISBN-13', () => {
  it('keeps the 13 digits of a valid one, typed with hyphens or spaces', () => {
    expect(normaliseIsbn('9787540459925')).toBe('9787540459925');
    expect(normaliseIsbn('978-7-5404-5992-5')).toBe('9787540459925');
    expect(normaliseIsbn(' 978 7 5404 5992 5 ')).toBe('9787540459925');
    // a full-width hyphen and space as a Chinese input method types them
    expect(normaliseIsbn('978－7－5404－5992－5\u3000')).toBe('9787540459925');
    // the demo book's (server/areas/teach/seed.ts), a 979 one, and a check digit of 0
    expect(normaliseIsbn('978-986-5671-06-8')).toBe('9789865671068');
    expect(normaliseIsbn('979-10-90636-07-1')).toBe('9791090636071');
    expect(normaliseIsbn('9787100000000')).toBe('9787100000000');
  });

  it('reads nothing typed as no ISBN', () => {
    expect(normaliseIsbn('')).toBe('');
    expect(normaliseIsbn('  - ')).toBe('');
    expect(isbn13Problem('')).toBeNull();
  });

  it('refuses a wrong check digit, another length, an ISBN-10, another prefix and other characters', () => {
    for (const text of ['9787540459924', '978754045992', '97875404599255', '7-5404-5992-X', '754045992X', '9777540459925', '9787540459925x', '978.7.5404.5992.5', 'ISBN 9787540459925', '９７８７５４０４５９９２５']) {
      expect(normaliseIsbn(text), text).toBeNull();
      expect(isbn13Problem(text), text).toBe('badIsbn');
    }
    expect(isbn13Problem('978-7-5404-5992-5')).toBeNull();
  });
});
