import { formatNumber } from '@shared/format/currency.ts';
import { t } from '@shared/i18n/i18n.ts';
import type { PayoutProblem, WithdrawalProblem } from '@shared/planet-funds/rules.ts';

const yuan = (fen: number) => formatNumber(fen / 100, fen % 100 === 0 ? 0 : 2);

/** A funds rule's problem in the user's language, its figures (money in yuan) filled in. */
export function fundsProblemText(problem: PayoutProblem | WithdrawalProblem): string {
  switch (problem.code) {
    case 'bankNameTooLong':
    case 'bankBranchTooLong':
      return t(`planet.funds.problem.${problem.code}`, { max: problem.max });
    case 'withdrawTooSmall':
      return t('planet.funds.problem.withdrawTooSmall', { min: yuan(problem.min) });
    case 'withdrawTooLarge':
      return t('planet.funds.problem.withdrawTooLarge', { max: yuan(problem.max) });
    default:
      return t(`planet.funds.problem.${problem.code}`);
  }
}
