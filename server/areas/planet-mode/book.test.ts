import { describe, expect, it } from 'vitest';
import { PLANET_MODE_PATHS as PATHS } from '@shared/planet-mode/paths.ts';
import type { BookChapter } from '@shared/planet-mode/types.ts';
import { SENSITIVE, usePlanetModeServer } from './test-support.ts';

const demo = usePlanetModeServer();
const { post, get, rows, okData } = demo;

describe('the planet book', () => {
  it('lists the chapters in order, adds, edits, moves up and down, and deletes', async () => {
    const seeded = await rows<BookChapter>(PATHS.book.findList, { planet_id: demo.zhouPlanet });
    expect(seeded.map((c) => c.title)).toEqual(['第一章 拿起手机之前', '第二章 光线是摄影的语言']);
    expect(seeded[0]!.sections).toHaveLength(2);
    const chapter = await okData<BookChapter>(PATHS.book.create, { planet_id: demo.zhouPlanet, title: '第三章 后期', sections: [{ title: '裁剪', text: '先裁剪再调色。' }] });
    expect(chapter.sort).toBe(3);
    const moved = (await post(PATHS.book.move, { planet_id: demo.zhouPlanet, id: chapter.id, direction: 'up' })).body.rows as BookChapter[];
    expect(moved.map((c) => c.title)).toEqual(['第一章 拿起手机之前', '第三章 后期', '第二章 光线是摄影的语言']);
    const top = (await post(PATHS.book.move, { planet_id: demo.zhouPlanet, id: seeded[0]!.id, direction: 'up' })).body.rows as BookChapter[];
    expect(top.map((c) => c.id)).toEqual(moved.map((c) => c.id));
    const edited = await okData<BookChapter>(PATHS.book.update, {
      planet_id: demo.zhouPlanet,
      id: chapter.id,
      title: '第三章 后期调色',
      sections: [{ title: '调色', text: '先定白平衡。\n再调对比度。' }, { title: '裁剪', text: '先裁剪再调色。' }],
    });
    expect(edited.sections.map((s) => s.title)).toEqual(['调色', '裁剪']);
    expect((await post(PATHS.book.delete, { planet_id: demo.zhouPlanet, id: chapter.id })).body.result).toBe('ok');
    expect(await rows(PATHS.book.findList, { planet_id: demo.zhouPlanet })).toHaveLength(2);
  });

  it('refuses a chapter with no sections, an empty section, sensitive words, and asks for a planet', async () => {
    const base = { planet_id: demo.zhouPlanet, title: '第四章', sections: [{ title: '', text: '正文' }] };
    expect((await post(PATHS.book.create, { ...base, sections: [] })).body.message).toBe('请至少添加一节内容');
    expect((await post(PATHS.book.create, { ...base, sections: [{ title: '', text: ' ' }] })).body.message).toBe('参数错误：sections[0].text 不能为空');
    expect((await post(PATHS.book.create, { ...base, sections: [{ title: '', text: '办假证' }] })).body).toEqual(SENSITIVE);
    expect((await get(PATHS.book.findList)).body.message).toMatch(/planet_id/);
    expect(await rows(PATHS.book.findList, { planet_id: demo.zhouPlanet })).toHaveLength(2);
  });
});
