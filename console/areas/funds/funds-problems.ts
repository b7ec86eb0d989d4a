import { formatFen } from '@shared/format/currency.ts';
import type { WithdrawalFormProblem } from '@shared/funds/forms.ts';
import type { PayeeProblem } from '@shared/funds/payee-rules.ts';
import type { PayeeType } from '@shared/funds/types.ts';
import { t } from '@shared/i18n/i18n.ts';

/** A withdrawal form's problem in the user's language, its figures filled in. */
export function withdrawalProblemText(problem: WithdrawalFormProblem): string {
  switch (problem.code) {
    case 'overAvailable':
      return t('funds.problem.overAvailable', { source: t(`funds.source.${problem.field}`), available: formatFen(problem.available) });
    case 'belowMin':
      return t('funds.problem.belowMin', { min: formatFen(problem.min) });
    case 'aboveMax':
      return t('funds.problem.aboveMax', { max: formatFen(problem.max) });
    default:
      return t(`funds.problem.${problem.code}`);
  }
}

/** A payee's problem in the user's language, naming the field as the chosen type calls it (姓名 / 企业名称 …). */
export function payeeProblemText(problem: PayeeProblem, type: PayeeType): string {
  if (problem.field === 'name') return t(`funds.payee.problem.name.${problem.code}`, { field: t(`funds.payee.name.${type}`) });
  return t(`funds.payee.problem.number.${problem.code}`, { field: t(`funds.payee.number.${type}`) });
}
