/**
 * The funds rules' problem codes (shared/planet-funds/rules.ts) as the server words them in a refusal: Chinese,
 * the product's language (the console words the same codes in the user's language).
 */
import { formatNumber } from '@shared/format/currency.ts';
import type { PayoutProblem, WithdrawalProblem } from '@shared/planet-funds/rules.ts';

const yuan = (fen: number) => formatNumber(fen / 100, fen % 100 === 0 ? 0 : 2);

export function payoutProblemText(problem: PayoutProblem): string {
  switch (problem.code) {
    case 'realNameRequired':
      return '请输入收款人真实姓名';
    case 'realNameInvalid':
      return '真实姓名应为 2–30 个汉字或英文字母';
    case 'cardRequired':
      return '请输入银行卡号';
    case 'cardDigits':
      return '银行卡号应为 12–19 位数字';
    case 'cardChecksum':
      return '银行卡号校验未通过，请核对后重新输入';
    case 'bankNameRequired':
      return '请输入开户银行';
    case 'bankNameTooLong':
      return `开户银行不能超过 ${problem.max} 个字符`;
    case 'bankBranchRequired':
      return '请输入开户支行';
    case 'bankBranchTooLong':
      return `开户支行不能超过 ${problem.max} 个字符`;
    case 'alipayRequired':
      return '请输入支付宝账号';
    case 'alipayInvalid':
      return '支付宝账号应为 11 位手机号或邮箱地址';
  }
}

export function withdrawalProblemText(problem: WithdrawalProblem): string {
  switch (problem.code) {
    case 'withdrawTooSmall':
      return `提现金额不能低于 ${yuan(problem.min)} 元`;
    case 'withdrawTooLarge':
      return `单笔提现不能超过 ${yuan(problem.max)} 元`;
    case 'withdrawOverBalance':
      return '提现金额不能超过账户余额';
  }
}
