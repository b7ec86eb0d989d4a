import { describe, expect, it } from 'vitest';
import { payoutAccountProblem, withdrawalProblem } from '@shared/planet-funds/rules.ts';
import type { PayoutAccountInput } from '@shared/planet-funds/types.ts';
import { payoutProblemText, withdrawalProblemText } from './problems.ts';

const bank: PayoutAccountInput = { type: 'bank', real_name: '周晓明', account_no: '6222021234567894', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false };

describe('the funds problems in the server’s words', () => {
  it('words payout account problems with their figures', () => {
    expect(payoutProblemText(payoutAccountProblem({ ...bank, real_name: '' })!)).toBe('请输入收款人真实姓名');
    expect(payoutProblemText(payoutAccountProblem({ ...bank, account_no: '6222021234567895' })!)).toBe('银行卡号校验未通过，请核对后重新输入');
    expect(payoutProblemText(payoutAccountProblem({ ...bank, bank_name: '银'.repeat(41) })!)).toBe('开户银行不能超过 40 个字符');
    expect(payoutProblemText(payoutAccountProblem({ ...bank, type: 'alipay', account_no: 'x' })!)).toBe('支付宝账号应为 11 位手机号或邮箱地址');
  });

  it('words withdrawal problems in yuan', () => {
    expect(withdrawalProblemText(withdrawalProblem(99, 10_000)!)).toBe('提现金额不能低于 1 元');
    expect(withdrawalProblemText(withdrawalProblem(5_000_001, 9_000_000)!)).toBe('单笔提现不能超过 50,000 元');
    expect(withdrawalProblemText(withdrawalProblem(10_001, 10_000)!)).toBe('提现金额不能超过账户余额');
  });
});
