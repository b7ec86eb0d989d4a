/** The server's Chinese words for the funds area's problem codes (the console words them in shared/funds/texts-*). */
import type { IncomeSource, WithdrawalProblem } from '@shared/funds/ledger.ts';
import type { IdentityProblem } from '@shared/funds/identity.ts';
import { formatFen } from '@shared/format/currency.ts';

const SOURCE: Record<IncomeSource, string> = { knowledge: '知识付费收入', planet: '星球收入' };

export function withdrawalProblemText(problem: WithdrawalProblem, source?: IncomeSource): string {
  switch (problem.code) {
    case 'belowMin':
      return `单笔提现至少 ${formatFen(problem.min)}`;
    case 'aboveMax':
      return `单笔提现不能超过 ${formatFen(problem.max)}`;
    case 'dailyCount':
      return `每天最多提现 ${problem.count} 次，请明天再试`;
    case 'dailyAmount':
      return `今日还可提现 ${formatFen(problem.left)}`;
    case 'overAvailable':
      return `${source ? SOURCE[source] : ''}可提现余额不足，当前可提现 ${formatFen(problem.available)}`;
  }
}

const IDENTITY: Record<IdentityProblem, string> = {
  required: '不能为空',
  format: '格式不正确',
  region: '地区码不正确',
  birthDate: '出生日期不正确',
  checkDigit: '校验位不正确，请核对后重新输入',
};

export function identityProblemText(field: string, problem: IdentityProblem): string {
  return `${field}${IDENTITY[problem]}`;
}
