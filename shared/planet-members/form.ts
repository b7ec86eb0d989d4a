/**
 * Console-side checks and small computations of the members, data and menus screens, free of React:
 * the refund form, the menu names, the statistics' date presets and the totals of a trend.
 */
import type { MessageKey, MessageParams } from '@shared/i18n/i18n.ts';
import { parseYuan } from '@shared/planets/form.ts';
import { MEMBER_LIMITS } from './limits.ts';
import { menuProblems, type MenuProblem } from './rules.ts';
import type { PlanetMenuItem, PlanetMenuKey, PlanetTrendDay } from './types.ts';

export type FormProblem = { key: MessageKey; params?: MessageParams };

export type RefundCheck = { amount: number; reason: string } | { amountProblem?: FormProblem; reasonProblem?: FormProblem };

/** The fen to refund and the trimmed reason, or what is wrong with each field. */
export function checkRefundForm(amountText: string, reasonText: string, paid: number, formatMax: (fen: number) => string): RefundCheck {
  const amount = parseYuan(amountText);
  let amountProblem: FormProblem | undefined;
  if (amount === undefined) amountProblem = { key: 'planet.members.refundAmountInvalid' };
  else if (amount <= 0) amountProblem = { key: 'planet.members.refundAmountZero' };
  else if (amount > paid) amountProblem = { key: 'planet.members.refundAmountTooLarge', params: { max: formatMax(paid) } };
  const reason = reasonText.trim();
  let reasonProblem: FormProblem | undefined;
  if (reason === '') reasonProblem = { key: 'planet.members.refundReasonEmpty' };
  else if ([...reason].length > MEMBER_LIMITS.reasonMax) reasonProblem = { key: 'planet.members.refundReasonTooLong', params: { max: MEMBER_LIMITS.reasonMax } };
  if (amountProblem || reasonProblem || amount === undefined) return { ...(amountProblem ? { amountProblem } : {}), ...(reasonProblem ? { reasonProblem } : {}) };
  return { amount, reason };
}

/** The problem of each menu entry's name (by key, as codes the console words), and whether nothing is shown at all. */
export function menuFormProblems(items: readonly PlanetMenuItem[]): { names: Partial<Record<PlanetMenuKey, MenuProblem>>; noneVisible: boolean } {
  const names: Partial<Record<PlanetMenuKey, MenuProblem>> = {};
  let noneVisible = false;
  for (const problem of menuProblems(items)) {
    if (problem.code === 'menuNoneVisible') noneVisible = true;
    else if ('key' in problem) names[problem.key] ??= problem;
  }
  return { names, noneVisible };
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The China-time calendar date of a moment, 'YYYY-MM-DD'. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function trendTotals(days: readonly PlanetTrendDay[]): { newMembers: number; maxNewMembers: number; income: number; refunds: number } {
  return days.reduce(
    (sum, day) => ({
      newMembers: sum.newMembers + day.new_members,
      maxNewMembers: Math.max(sum.maxNewMembers, day.new_members),
      income: sum.income + day.income,
      refunds: sum.refunds + day.refunds,
    }),
    { newMembers: 0, maxNewMembers: 0, income: 0, refunds: 0 },
  );
}
