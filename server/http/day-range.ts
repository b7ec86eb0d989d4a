/** A statistics call's range of China days, checked, or the request refused in Chinese naming its fields. */
import { checkDayRange, RANGE_DAYS_MAX, type RangeProblem } from '@shared/format/china-days.ts';
import { fail } from '@server/errors.ts';

/** The day numbers of 'YYYY-MM-DD'..'YYYY-MM-DD' (`names`: the query's fields, for the message). */
export function requireDayRange(start: string, end: string, names: { start: string; end: string } = { start: 'start', end: 'end' }, maxDays = RANGE_DAYS_MAX): { from: number; to: number } {
  const range = checkDayRange(start, end, maxDays);
  if (!('problem' in range)) return range;
  const messages: Record<RangeProblem, string> = {
    start: `参数错误：${names.start} 不是有效的日期`,
    end: `参数错误：${names.end} 不是有效的日期`,
    order: '开始日期不能晚于结束日期',
    length: `日期范围不能超过 ${maxDays} 天`,
  };
  throw fail.validation(messages[range.problem]);
}
