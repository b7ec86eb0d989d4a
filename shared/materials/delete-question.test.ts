import { afterEach, describe, expect, it } from 'vitest';
import { $locale } from '@shared/i18n/i18n.ts';
import { deleteQuestion, inUseQuestion, usersText } from './delete-question.ts';

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

describe('the question when something uses a material', () => {
  it('names what uses the one material, then asks again', () => {
    expect(inUseQuestion([{ name: '封面.png', uses: { course: 2 } }], 1)).toBe('该素材正被 2 门课程使用。\n删除后，这些地方将不再显示它。仍要删除吗？');
    expect(usersText({ teacher: 1, course: 2, lesson: 3 })).toBe('2 门课程、3 个课时、1 位讲师');
  });

  it('lists the used ones of a selection, the first three by name', () => {
    const used = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.png`, uses: { book: 1 } }));
    expect(inUseQuestion(used.slice(0, 1), 5).split('\n')).toEqual(['所选素材中有 1 个正在使用：', '「a.png」：1 本教材', '删除后，这些地方将不再显示它。仍要删除吗？']);
    expect(inUseQuestion(used, 5).split('\n').slice(1, -1)).toEqual(['「a.png」：1 本教材', '「b.png」：1 本教材', '「c.png」：1 本教材', '另有 1 个素材']);
  });

  it('speaks English when chosen', async () => {
    $locale.set('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inUseQuestion([{ name: 'a.png', uses: { course: 1, live: 2 } }], 1)).toBe('This material is used by courses: 1, live sessions: 2.\nOnce it is deleted, these places no longer show it. Delete anyway?');
  });
});
