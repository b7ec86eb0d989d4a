import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $locale, loadLocale } from '@shared/i18n/i18n.ts';
import { payoutAccountProblem, withdrawalProblem } from '@shared/planet-funds/rules.ts';
import type { PayoutAccountInput } from '@shared/planet-funds/types.ts';
import { fundsProblemText } from './funds-problems.ts';

const bank: PayoutAccountInput = { type: 'bank', real_name: '周晓明', account_no: '6222021234567894', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: false };

beforeAll(async () => {
  useTestStorageEngine();
  await loadLocale('en');
});
afterEach(() => {
  $locale.set('zh-CN');
  cleanTestStorage();
});

describe('the funds problems on the console', () => {
  it('reads them in Chinese as the server does, the figures filled in', () => {
    $locale.set('zh-CN');
    expect(fundsProblemText(withdrawalProblem(99, 10_000)!)).toBe('提现金额不能低于 1 元');
    expect(fundsProblemText(withdrawalProblem(5_000_001, 9_000_000)!)).toBe('单笔提现不能超过 50,000 元');
    expect(fundsProblemText(payoutAccountProblem({ ...bank, account_no: '6222021234567895' })!)).toBe('银行卡号校验未通过，请核对后重新输入');
    expect(fundsProblemText(payoutAccountProblem({ ...bank, bank_branch: '支'.repeat(61) })!)).toBe('开户支行不能超过 60 个字符');
  });

  it('reads them in English in the English console', () => {
    $locale.set('en');
    expect(fundsProblemText(withdrawalProblem(10_001, 10_000)!)).toBe('A withdrawal cannot exceed the balance');
    expect(fundsProblemText(withdrawalProblem(99, 10_000)!)).toBe('A withdrawal must be at least ¥1');
    expect(fundsProblemText(payoutAccountProblem({ ...bank, real_name: '' })!)).toBe('Enter the account holder’s real name');
  });
});
