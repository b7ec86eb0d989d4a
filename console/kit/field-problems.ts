import type { FieldProblem } from '@shared/form/field-rules.ts';
import { t } from '@shared/i18n/i18n.ts';

/** A rule's problem code worded for the user, naming the field. */
export function problemText(problem: FieldProblem, field: string): string {
  switch (problem.code) {
    case 'required':
      return t('kit.required', { field });
    case 'tooLong':
      return t('kit.tooLong', { field, n: problem.max });
    case 'tooSmall':
      return t('kit.tooSmall', { field, n: problem.min });
    case 'tooLarge':
      return t('kit.tooLarge', { field, n: problem.max });
    case 'notInteger':
      return t('kit.notInteger', { field });
  }
}

/** The message of a refused call, as the server worded it. */
export const refusalText = (error: unknown): string => (error instanceof Error && error.message ? error.message : t('common.failed'));
