/**
 * The checks a form field's value passes before it is sent, the same on every side: the console checks them as the
 * teacher types, the server again on the request. They answer a problem code (with its figure), never a sentence:
 * each side words the code in the user's language.
 */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooSmall'; min: number }
  | { code: 'tooLarge'; max: number }
  | { code: 'notInteger' };

export type TextRule = { required?: boolean; max?: number };
export type NumberRule = { required?: boolean; min?: number; max?: number; integer?: boolean };

/** Text after trimming; its length counts characters (an emoji is one), as the server does. */
export function textProblem(value: string, rule: TextRule): FieldProblem | undefined {
  const text = value.trim();
  if (rule.required && text === '') return { code: 'required' };
  if (rule.max !== undefined && [...text].length > rule.max) return { code: 'tooLong', max: rule.max };
  return undefined;
}

/** A number field; undefined or NaN is "nothing entered". */
export function numberProblem(value: number | undefined, rule: NumberRule): FieldProblem | undefined {
  if (value === undefined || Number.isNaN(value)) return rule.required ? { code: 'required' } : undefined;
  if (rule.integer && !Number.isInteger(value)) return { code: 'notInteger' };
  if (rule.min !== undefined && value < rule.min) return { code: 'tooSmall', min: rule.min };
  if (rule.max !== undefined && value > rule.max) return { code: 'tooLarge', max: rule.max };
  return undefined;
}
