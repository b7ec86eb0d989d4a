import { describe, expect, it } from 'vitest';
import { attributeName, attributeText, parseAttribute } from './catalog.ts';

describe('element attributes', () => {
  it('map camelCase properties to kebab-case attributes', () => {
    expect(attributeName('categoryId')).toBe('category-id');
    expect(attributeName('kind')).toBe('kind');
  });

  it('read a boolean attribute as present or absent, "false" being off', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'open')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBe(false);
    expect(parseAttribute('boolean', undefined)).toBe(false);
  });

  it('read numbers, leaving out what is not one', () => {
    expect(parseAttribute('number', '9')).toBe(9);
    expect(parseAttribute('number', ' 3 ')).toBe(3);
    expect(parseAttribute('number', 'nine')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', null)).toBeUndefined();
  });

  it('read lists from comma-separated text or arrays, trimmed, without empty items', () => {
    expect(parseAttribute('list', 'picture, video,,')).toEqual(['picture', 'video']);
    expect(parseAttribute('list', ['audio'])).toEqual(['audio']);
    expect(parseAttribute('list', null)).toBeUndefined();
  });

  it('write properties back as attribute text; null removes the attribute', () => {
    expect(attributeText('boolean', true)).toBe('');
    expect(attributeText('boolean', false)).toBeNull();
    expect(attributeText('list', ['picture', 'video'])).toBe('picture,video');
    expect(attributeText('number', 3)).toBe('3');
    expect(attributeText('string', undefined)).toBeNull();
  });
});
