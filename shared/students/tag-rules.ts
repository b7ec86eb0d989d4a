/** The limits of student tags, checked by the console as the teacher types and by the server. */
import { numberProblem, type FieldProblem } from '@shared/form/field-rules.ts';

export const TAG_LIMITS = {
  nameMax: 15,
  /** tags a teacher may have */
  tagsMax: 100,
  /** products a rule may name */
  productsMax: 20,
  /** students tagged by one call (a page of the list at most) */
  studentsPerCall: 100,
  /** tags given or removed by one call */
  tagsPerCall: 20,
  ordersMax: 10_000,
  /** ¥1,000,000 in fen */
  spendMax: 100_000_000,
} as const;

export const tagOrdersProblem = (n: number | undefined): FieldProblem | undefined => numberProblem(n, { integer: true, min: 1, max: TAG_LIMITS.ordersMax });
export const tagSpendProblem = (fen: number | undefined): FieldProblem | undefined => numberProblem(fen, { integer: true, min: 1, max: TAG_LIMITS.spendMax });

/** a rule with no condition would tag every student: it needs at least one */
export const ruleIsEmpty = (rule: { spend_min: number | null; orders_min: number | null; channel: string | null; products: readonly unknown[] }): boolean =>
  rule.spend_min === null && rule.orders_min === null && rule.channel === null && rule.products.length === 0;
