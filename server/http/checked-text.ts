/** What every area checks in what a teacher writes, beyond the request schema: trimmed text within its limits. */
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';

/** Trimmed text within `max` characters; `required` refuses an empty one. Line breaks and tabs are kept, other control characters refused. */
export function checkedText(field: string, raw: string, max: number, required: boolean): string {
  const text = raw.trim();
  if (required && text === '') throw fail.validation(`参数错误：${field} 不能为空`);
  if ([...text].length > max) throw fail.validation(`参数错误：${field} 长度不能超过 ${max} 个字符`);
  if (hasControlChars(text.replace(/[\n\r\t]/g, ''))) throw fail.validation(`参数错误：${field} 不能包含控制字符`);
  return text;
}
