/** The recorder's pure parts (route-log.ts): which record a write names and what its line says of it. */
import { describe, expect, it } from 'vitest';
import { moduleOfRoute, objectIdOf, summaryOf } from './route-log.ts';

describe('objectIdOf', () => {
  it('takes the body’s id, then the path’s, then a create answer’s', () => {
    expect(objectIdOf({ id: 7 }, { id: '9' }, '{"result":"ok","data":{"id":3}}')).toBe(7);
    expect(objectIdOf({}, { id: '9' }, '{"result":"ok","data":{"id":3}}')).toBe(9);
    expect(objectIdOf({ name: 'x' }, {}, '{"result":"ok","data":{"id":3}}')).toBe(3);
    expect(objectIdOf(undefined, undefined, '{"result":"ok"}')).toBeNull();
  });

  it('ignores ids that are no positive integers, broken answers and long ones', () => {
    expect(objectIdOf({ id: -1 }, { id: 'abc' }, 'not json')).toBeNull();
    expect(objectIdOf({ id: 1.5 }, {}, '{"data":{"id":"12"}}')).toBe(12);
    expect(objectIdOf({}, {}, `{"data":{"id":4},"pad":"${'x'.repeat(5000)}"}`)).toBeNull();
  });
});

describe('summaryOf', () => {
  it('copies a name, a title, a nickname or a file name, and counts a batch', () => {
    expect(summaryOf({ name: ' 分类一 ', title: '副标题' })).toBe('分类一');
    expect(summaryOf({ title: '课程' })).toBe('课程');
    expect(summaryOf({ file_name: 'a.png' })).toBe('a.png');
    // a batch's count is the server's words: a code and its count, in the reader's language when read
    expect(summaryOf({ ids: [1, 2, 3] })).toEqual({ code: 'batch', params: { count: 3 } });
  });

  it('never copies a secret or any other field', () => {
    expect(summaryOf({ password: 'hunter22', code: '123456', access_token: 't', card_no: '6222020000000000', phone: '13800000000' })).toBe('');
    expect(summaryOf('name=x')).toBe('');
    expect(summaryOf(null)).toBe('');
  });
});

describe('moduleOfRoute', () => {
  it('files a route under the module of its first page', () => {
    expect(moduleOfRoute('materials.source')).toBe('materials');
    expect(moduleOfRoute('planet')).toBe('planet');
    expect(moduleOfRoute(['course.video', 'content.video'])).toBe('course');
    expect(moduleOfRoute(undefined)).toBe('');
  });
});
