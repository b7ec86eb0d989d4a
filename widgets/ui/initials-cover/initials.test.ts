import { describe, expect, it } from 'vitest';
import { COVER_COLOURS, coverColourOf, initialsOf } from './initials.ts';

describe('generated cover', () => {
  it('shows the first character of a Chinese name', () => {
    expect(initialsOf('夜景与星空拍摄答疑')).toBe('夜');
    expect(initialsOf('  《手机摄影》构图')).toBe('手');
  });

  it('shows two capitals for a name in words', () => {
    expect(initialsOf('night sky Q&A')).toBe('NS');
    expect(initialsOf('Lightroom')).toBe('L');
    expect(initialsOf('Live 直播')).toBe('L');
  });

  it('keeps a character made of several code points whole, and is empty without a name', () => {
    expect(initialsOf('👩‍👩‍👧 family')).toBe('👩‍👩‍👧');
    expect(initialsOf('  ')).toBe('');
  });

  it('treats markup as text: the initial of "<b>" is "B"', () => {
    expect(initialsOf('<b>bold</b>')).toBe('B');
  });

  it('picks the same colour for the same id, and another for the next id', () => {
    expect(coverColourOf(12)).toBe(coverColourOf(12));
    expect(coverColourOf(12)).not.toBe(coverColourOf(13));
    expect(COVER_COLOURS).toContain(coverColourOf(-7));
    expect(COVER_COLOURS).toContain(coverColourOf('live-3'));
  });
});
