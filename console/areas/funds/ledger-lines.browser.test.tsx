/** A transaction's description is made from its code in the reader's language, around the names as typed. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { $locale, loadLocale } from '@shared/i18n/i18n.ts';
import type { LedgerTransactionView } from '@shared/funds/types.ts';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { LedgerLines } from './ledger-lines.tsx';

const T = 1_780_000_000;
const payment: LedgerTransactionView = {
  id: 1,
  kind: 'payment',
  title_code: 'payment.order',
  title_params: { product: '纪实摄影十讲' },
  order_id: 7,
  created_at: T,
  lines: [
    { account: 'buyers', source: '', amount: -9_900, available_at: T },
    { account: 'income', source: 'knowledge', amount: 9_801, available_at: T },
    { account: 'platform_fee', source: '', amount: 99, available_at: T },
  ],
};
const failed: LedgerTransactionView = { ...payment, id: 2, kind: 'withdrawal_failed', title_code: 'withdrawal.failed.payout', title_params: {}, order_id: null, lines: [] };

afterEach(() => {
  unmountAll();
  $locale.set('zh-CN');
});

describe('LedgerLines', () => {
  it('says 订单收入：<product> in Chinese and Order income: <product> in English', async () => {
    await mount(<LedgerLines transactions={[payment, failed]} now={T} />);
    await expect.element(page.getByText('订单收入：纪实摄影十讲', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByText('提现失败，已退回余额：打款失败', { exact: true })).toBeInTheDocument();
    await loadLocale('en');
    $locale.set('en');
    await expect.element(page.getByText('Order income: 纪实摄影十讲', { exact: true })).toBeInTheDocument();
    await expect.element(page.getByText('Withdrawal failed, returned to the balance: the payout failed', { exact: true })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('订单收入');
  });
});
