import { describe, expect, it } from 'vitest';
import { programProblemText, punchRefusalText } from './problem-texts.ts';

describe('the program problems worded by the server', () => {
  it('answers the Chinese sentences the API has always answered', () => {
    expect(programProblemText({ code: 'planTitleRequired' })).toBe('请输入打卡计划名称');
    expect(programProblemText({ code: 'dailyLimitRange', min: 1, max: 10 })).toBe('每日打卡次数必须是 1 到 10 之间的整数');
    expect(programProblemText({ code: 'priceRange', max: 9_999_999 })).toBe('价格必须在 0 到 99999.99 元之间');
    expect(programProblemText({ code: 'timeRangeRange', max: 3650 })).toBe('有效期必须是 0 到 3650 天');
    expect(programProblemText({ code: 'planRequired' })).toBe('打卡挑战需要关联一个打卡计划');
  });

  it('words a refused punch with its figures', () => {
    expect(punchRefusalText({ code: 'outsideWindow', window: '06:00-09:30' })).toBe('不在打卡时段（06:00-09:30）内');
    expect(punchRefusalText({ code: 'dailyLimitReached', limit: 1 })).toBe('今日打卡次数已达上限（1 次）');
  });
});
