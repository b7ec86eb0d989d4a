import { describe, expect, it } from 'vitest';
import {
  ledgerKindsOf,
  luhnValid,
  maskAccountNo,
  expiryDay,
  keepsAccountNo,
  memberPriceOf,
  paymentQrPayload,
  payoutAccountProblem,
  refundable,
  signedAmount,
  withdrawalProblem,
} from './rules.ts';
import type { PayoutAccountInput } from './types.ts';

const bank: PayoutAccountInput = { type: 'bank', real_name: '周晓明', account_no: '6222 0212 3456 7894', bank_name: '中国工商银行', bank_branch: '杭州西湖支行', is_default: true };

describe('funds rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('6222021234567894')).toBe(true);
    expect(luhnValid('6222021234567895')).toBe(false);
    expect(luhnValid('62220a')).toBe(false);
  });

  it('accepts a valid bank card and Alipay accounts, refusing each bad field with its code', () => {
    expect(payoutAccountProblem(bank)).toBeNull();
    expect(payoutAccountProblem({ ...bank, type: 'alipay', account_no: '13800000002', bank_name: '', bank_branch: '' })).toBeNull();
    expect(payoutAccountProblem({ ...bank, type: 'alipay', account_no: 'Zhou.Photo@Example.com' })).toBeNull();
    expect(payoutAccountProblem({ ...bank, real_name: ' ' })).toEqual({ field: 'real_name', code: 'realNameRequired' });
    expect(payoutAccountProblem({ ...bank, real_name: '周1' })).toEqual({ field: 'real_name', code: 'realNameInvalid' });
    expect(payoutAccountProblem({ ...bank, account_no: '' })).toEqual({ field: 'account_no', code: 'cardRequired' });
    expect(payoutAccountProblem({ ...bank, account_no: '62220212345' })).toEqual({ field: 'account_no', code: 'cardDigits' });
    expect(payoutAccountProblem({ ...bank, account_no: '6222021234567895' })).toEqual({ field: 'account_no', code: 'cardChecksum' });
    expect(payoutAccountProblem({ ...bank, bank_name: '' })).toEqual({ field: 'bank_name', code: 'bankNameRequired' });
    expect(payoutAccountProblem({ ...bank, bank_name: '银'.repeat(41) })).toEqual({ field: 'bank_name', code: 'bankNameTooLong', max: 40 });
    expect(payoutAccountProblem({ ...bank, bank_branch: '' })).toEqual({ field: 'bank_branch', code: 'bankBranchRequired' });
    expect(payoutAccountProblem({ ...bank, bank_branch: '支'.repeat(61) })).toEqual({ field: 'bank_branch', code: 'bankBranchTooLong', max: 60 });
    expect(payoutAccountProblem({ ...bank, type: 'alipay', account_no: ' ' })).toEqual({ field: 'account_no', code: 'alipayRequired' });
    expect(payoutAccountProblem({ ...bank, type: 'alipay', account_no: '2380000000' })).toEqual({ field: 'account_no', code: 'alipayInvalid' });
  });

  it('keeps an edited account\'s stored number when it is left blank and the type stays, checking the rest', () => {
    expect(keepsAccountNo({ type: 'bank', account_no: ' ' }, 'bank')).toBe(true);
    expect(keepsAccountNo({ type: 'alipay', account_no: '' }, 'bank')).toBe(false);
    expect(keepsAccountNo({ type: 'bank', account_no: '6222021234567894' }, 'bank')).toBe(false);
    expect(payoutAccountProblem({ ...bank, account_no: '' }, { numberKept: true })).toBeNull();
    expect(payoutAccountProblem({ ...bank, account_no: '', bank_branch: '' }, { numberKept: true })).toEqual({ field: 'bank_branch', code: 'bankBranchRequired' });
    expect(payoutAccountProblem({ ...bank, type: 'alipay', account_no: '' }, { numberKept: true })).toBeNull();
    expect(payoutAccountProblem({ ...bank, account_no: '', real_name: '周1' }, { numberKept: true })).toEqual({ field: 'real_name', code: 'realNameInvalid' });
  });

  it('masks account numbers', () => {
    expect(maskAccountNo('bank', '6222021234567894')).toBe('**** **** **** 7894');
    expect(maskAccountNo('alipay', '13800000002')).toBe('138****0002');
    expect(maskAccountNo('alipay', 'zhou@example.com')).toBe('z***@example.com');
  });

  it('limits withdrawals to 1 元 .. the balance (and 50,000 元 at a time), naming the figure', () => {
    expect(withdrawalProblem(99, 10_000)).toEqual({ code: 'withdrawTooSmall', min: 100 });
    expect(withdrawalProblem(10.5, 10_000)).toEqual({ code: 'withdrawTooSmall', min: 100 });
    expect(withdrawalProblem(5_000_001, 9_000_000)).toEqual({ code: 'withdrawTooLarge', max: 5_000_000 });
    expect(withdrawalProblem(10_001, 10_000)).toEqual({ code: 'withdrawOverBalance', balance: 10_000 });
    expect(withdrawalProblem(10_000, 10_000)).toBeNull();
    expect(withdrawalProblem(100, 100)).toBeNull();
  });

  it('shows an expiry as the China date', () => {
    expect(expiryDay(Date.UTC(2026, 0, 31, 16, 0, 0) / 1000)).toBe('2026-02-01');
    expect(expiryDay(Date.UTC(2026, 0, 31, 15, 59, 59) / 1000)).toBe('2026-01-31');
  });

  it('reads a member price: free, a price in yuan, or nothing valid', () => {
    expect(memberPriceOf(false, 'abc')).toBe(0);
    expect(memberPriceOf(true, '9.9')).toBe(990);
    expect(memberPriceOf(true, '0')).toBeNull();
    expect(memberPriceOf(true, '9.999')).toBeNull();
    expect(memberPriceOf(true, '100001')).toBeNull();
  });

  it('knows the refund window, the QR payload, filters and signs', () => {
    expect(refundable({ status: 1, paid_at: 1000 }, 1000 + 7 * 86_400)).toBe(true);
    expect(refundable({ status: 1, paid_at: 1000 }, 1001 + 7 * 86_400)).toBe(false);
    expect(refundable({ status: 3, paid_at: 1000 }, 1000)).toBe(false);
    expect(paymentQrPayload('P20261123000001')).toBe('weixin://wxpay/bizpayurl?pr=P20261123000001');
    expect(ledgerKindsOf('income')).toEqual(['join', 'renew', 'reward']);
    expect(ledgerKindsOf('all')).toBeNull();
    const fmt = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
    expect(signedAmount(1200, fmt)).toBe('+¥12.00');
    expect(signedAmount(-1200, fmt)).toBe('−¥12.00');
  });
});

describe('links into the ledger detail', () => {
  it('names the filter of each kind and builds the balance address', async () => {
    const { filterOfKind, balancePath } = await import('./rules.ts');
    expect(filterOfKind('renew')).toBe('income');
    expect(filterOfKind('reward')).toBe('income');
    expect(filterOfKind('saas')).toBe('saas');
    expect(balancePath()).toBe('/p/accounting/balance');
    expect(balancePath({ kind: 'withdraw', planetId: 3 })).toBe('/p/accounting/balance?kind=withdraw&planet=3');
    expect(balancePath({ kind: 'all' })).toBe('/p/accounting/balance');
  });
});
