import { afterEach, describe, expect, it } from 'vitest';
import { $locale } from '@shared/i18n/i18n.ts';
import { deleteQuestion } from './delete-question.ts';

afterEach(() => $locale.set('zh-CN'));

describe('the delete question', () => {
  it('keeps the spec question for one material and names it on a second line', () => {
    expect(deleteQuestion(['讲义.pdf'])).toBe('确认要删除这个素材吗？\n「讲义.pdf」');
  });

  it('counts a selection and lists its first three names', () => {
    expect(deleteQuestion(['a.png', 'b.png'])).toBe('确认要删除所选素材吗？\n共 2 个素材：a.png、b.png');
    expect(deleteQuestion(['a.png', 'b.png', 'c.png', 'd.png'])).toBe('确认要删除所选素材吗？\n共 4 个素材：a.png、b.png、c.png 等');
  });

  it('says there are more when some names are unknown (selected on a page no longer shown)', () => {
    expect(deleteQuestion(['a.png'], 2)).toBe('确认要删除所选素材吗？\n共 2 个素材：a.png 等');
  });

  it('speaks English when chosen', () => {
    $locale.set('en');
    expect(deleteQuestion(['notes.pdf'])).toBe('Delete this material?\n"notes.pdf"');
    expect(deleteQuestion(['a.png', 'b.png'])).toBe('Delete the selected materials?\n2 materials: a.png, b.png');
  });
});
