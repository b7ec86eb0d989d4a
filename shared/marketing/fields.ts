/** Request fields the coupon and campaign calls share, each rule in words (`x-rule`) as the failure message says it. */
import { RULE_KEYWORD, Type } from '@shared/api/schema.ts';

/** an integer from `min` to `max`, `unit` after its words */
export const whole = (min: number, max: number, unit = '', options: { default?: number } = {}) =>
  Type.Integer({ minimum: min, maximum: max, [RULE_KEYWORD]: `必须是 ${min} 到 ${max} 之间的整数${unit}`, ...options });

/** one of the words `values` */
export const oneOf = <const V extends string[]>(values: readonly [...V]) => Type.Enum(values, { type: 'string', [RULE_KEYWORD]: `必须是 ${values.join('、')} 之一` });

/** a moment of a window: unix seconds, by 2100 */
export const Moment = Type.Integer({ minimum: 1, maximum: 4_102_444_800, [RULE_KEYWORD]: '必须是时间（unix 秒）' });

/** a list's title search */
export const keywordField = (max: number) => Type.Optional(Type.String({ maxLength: max }));
