import { describe, expect, it } from 'vitest';
import { acceptAttribute, baseNameRange, extensionOf, isAcceptedFile } from './rules.ts';

describe('material file rules (spec §5)', () => {
  it('reads the lower-case extension', () => {
    expect(extensionOf('Lesson 1.MP4')).toBe('mp4');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it('finds the base name a rename selects: before the last dot, or all of a name without an extension', () => {
    expect(baseNameRange('讲义.pdf')).toEqual([0, 2]);
    expect(baseNameRange('archive.tar.gz')).toEqual([0, 11]);
    expect(baseNameRange('.hidden')).toEqual([0, 7]);
    expect(baseNameRange('noext')).toEqual([0, 5]);
    expect(baseNameRange('trailing.')).toEqual([0, 9]);
  });

  it('accepts exactly the spec extensions per kind', () => {
    expect(isAcceptedFile('audio', 'a.m4a')).toBe(true);
    expect(isAcceptedFile('audio', 'a.wma')).toBe(false);
    expect(isAcceptedFile('video', 'a.webm')).toBe(true);
    expect(isAcceptedFile('picture', 'a.webp')).toBe(false);
    expect(isAcceptedFile('document', 'a.pptx')).toBe(true);
    expect(isAcceptedFile('document', 'a.txt')).toBe(false);
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute('picture')).toBe('.jpg,.jpeg,.png,.gif,.bmp');
  });
});
