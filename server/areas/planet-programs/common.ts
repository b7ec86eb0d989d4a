/**
 * What the planet program services (punch cards, homework, specials, questions) share: the paging of their lists
 * and the clean-up of what a teacher wrote.
 */
import { fail } from '@server/errors.ts';
import { hasControlChars } from '@server/http/control-chars.ts';
import type { ProgramProblem } from '@shared/planet-programs/rules.ts';
import { programProblemText } from './problem-texts.ts';

export type Paging = { page: number; pageSize: number };

/** Trimmed text; refused with a message that names the field when empty (if required), too long or with control characters. */
export function cleanText(label: string, raw: string, max: number, required: boolean): string {
  const text = raw.trim();
  if (required && text === '') throw fail.validation(`请输入${label}`);
  if ([...text].length > max) throw fail.validation(`${label}不能超过 ${max} 个字`);
  if (hasControlChars(text.replace(/[\n\r\t]/g, ''))) throw fail.validation(`${label}不能包含控制字符`);
  return text;
}

/** A rule of shared/planet-programs/rules.ts answered with a problem: refuse it, worded in Chinese. */
export function refuseProblem(problem: ProgramProblem | undefined): void {
  if (problem) throw fail.validation(programProblemText(problem));
}
