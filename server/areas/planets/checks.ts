/** Checks every planet area applies to what a teacher writes: the sensitive-word check (spec §5) and text limits. */
import type { ContentChecker } from '@server/content/sensitive-words.ts';
import { ApiError, fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';

/** spec §5, verbatim; result code -1 */
export const SENSITIVE_MESSAGE = '操作失败，内容包含敏感词';

/** Spec §5: create and update of planet content answer -1 '操作失败，内容包含敏感词' when the check reports 87014. */
export function assertClean(content: ContentChecker, ...texts: (string | null | undefined)[]): void {
  if (content.check(...texts).code !== 0) throw new ApiError(400, -1, SENSITIVE_MESSAGE);
}

/** Trimmed text within `max` characters; `required` refuses an empty one. Line breaks and tabs are kept, other control characters refused. */
export function checkedText(field: string, raw: string, max: number, required: boolean): string {
  const text = raw.trim();
  if (required && text === '') throw fail.validation(`参数错误：${field} 不能为空`);
  if ([...text].length > max) throw fail.validation(`参数错误：${field} 长度不能超过 ${max} 个字符`);
  if (hasControlChars(text.replace(/[\n\r\t]/g, ''))) throw fail.validation(`参数错误：${field} 不能包含控制字符`);
  return text;
}
