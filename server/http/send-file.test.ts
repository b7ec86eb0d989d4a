import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';
import { parseRange } from './send-file.ts';

describe('parseRange', () => {
  it('reads the single-range forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
  });

  it('sends everything for no, malformed or multiple ranges', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=-', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=0-1,3-4', 10)).toBeUndefined();
  });

  it('calls ranges outside the file unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('contentDisposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'a.png')).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
    expect(contentDisposition('attachment', '讲义.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E8%AE%B2%E4%B9%89.pdf`);
  });

  it('never lets a name break out of the header', () => {
    const value = contentDisposition('attachment', 'a"b\\c\r\nX-Evil: 1;%\'().pdf');
    expect(value).toBe(`attachment; filename="a_b_cX-Evil: 1;_'().pdf"; filename*=UTF-8''a%22b%5CcX-Evil%3A%201%3B%25%27%28%29.pdf`);
    expect(value).not.toMatch(/[\r\n]/);
    expect(contentDisposition('inline', '\u0000')).toBe(`inline; filename="file"; filename*=UTF-8''file`);
  });
});
