/**
 * The program rules' problem codes (shared/planet-programs/rules.ts) worded in Chinese, the server's language:
 * what a refused request answers in `message`. The console words the same codes in the teacher's language.
 */
import type { ProgramProblem, PunchRefusal } from '@shared/planet-programs/rules.ts';

const yuan = (fen: number) => (fen / 100).toFixed(2);

export function programProblemText(problem: ProgramProblem): string {
  switch (problem.code) {
    case 'planTitleRequired':
      return '请输入打卡计划名称';
    case 'planTitleTooLong':
      return `打卡计划名称不能超过 ${problem.max} 个字`;
    case 'planContentTooLong':
      return `打卡说明不能超过 ${problem.max} 个字`;
    case 'dailyLimitRange':
      return `每日打卡次数必须是 ${problem.min} 到 ${problem.max} 之间的整数`;
    case 'timeWindowFormat':
      return '打卡时段格式应为 HH:MM-HH:MM，且开始早于结束';
    case 'datesRequired':
      return '请选择打卡的开始和结束日期';
    case 'startNotBeforeEnd':
      return '开始时间必须早于结束时间';
    case 'planEndPassed':
      return '结束时间不能早于当前时间';
    case 'specialTitleRequired':
      return '请输入专题名称';
    case 'specialTitleTooLong':
      return `专题名称不能超过 ${problem.max} 个字`;
    case 'specialContentTooLong':
      return `专题介绍不能超过 ${problem.max} 个字`;
    case 'priceRange':
      return `价格必须在 0 到 ${yuan(problem.max)} 元之间`;
    case 'priceRequired':
      return '付费提问和付费内容的价格必须大于 0';
    case 'timeRangeRange':
      return `有效期必须是 0 到 ${problem.max} 天`;
    case 'specialEndRequired':
      return '请选择专题的结束时间';
    case 'specialEndPassed':
      return '结束时间必须晚于当前时间';
    case 'planRequired':
      return '打卡挑战需要关联一个打卡计划';
  }
}

export function punchRefusalText(refusal: PunchRefusal): string {
  switch (refusal.code) {
    case 'punchNotStarted':
      return '打卡尚未开始';
    case 'punchEnded':
      return '打卡已结束';
    case 'outsideWindow':
      return `不在打卡时段（${refusal.window}）内`;
    case 'dailyLimitReached':
      return `今日打卡次数已达上限（${refusal.limit} 次）`;
  }
}
