import type { RouteParent, SharedArea } from '@shared/area-manifest.ts';
import type { fundsZhCN } from './texts-zh-CN.ts';

const titles = {
  '/accounting/detail': '资金明细',
  '/accounting/balance': '账户余额',
  '/accounting/tax': '税务',
  '/accounting/balance/person': '个人账户',
  '/accounting/balance/company': '企业账户',
  '/accounting/balance/indentify': '账户认证',
  '/accounting/extractCash': '提现',
  '/accounting/extractCashSuccess': '提现成功',
  '/accounting/hybridExtractCash': '合并提现',
  '/accounting/income/detail': '收入明细',
  '/setting/accounting': '收款账户',
  '/setting/accounting/add': '添加收款账户',
  '/setting/accounting/edit': '编辑收款账户',
  '/setting/accounting/qualification': '资质信息',
};

/** the withdrawal and payee pages are opened from 账户余额, the payout account pages from 收款账户 */
const parents: Record<string, RouteParent> = {
  '/accounting/extractCash': { path: '/accounting/balance' },
  '/accounting/hybridExtractCash': { path: '/accounting/balance' },
  '/accounting/extractCashSuccess': { path: '/accounting/balance' },
  '/accounting/balance/*': { path: '/accounting/balance' },
  '/setting/accounting/*': { path: '/setting/accounting' },
};

/** The funds area's shared manifest (listed in shared/areas.ts). */
export const fundsArea: SharedArea<typeof fundsZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/accounting/detail': 'Fund details',
      '/accounting/balance': 'Balance',
      '/accounting/tax': 'Tax',
      '/accounting/balance/person': 'Personal account',
      '/accounting/balance/company': 'Company account',
      '/accounting/balance/indentify': 'Account verification',
      '/accounting/extractCash': 'Withdraw',
      '/accounting/extractCashSuccess': 'Withdrawal submitted',
      '/accounting/hybridExtractCash': 'Combined withdrawal',
      '/accounting/income/detail': 'Income details',
      '/setting/accounting': 'Payout accounts',
      '/setting/accounting/add': 'New payout account',
      '/setting/accounting/edit': 'Edit payout account',
      '/setting/accounting/qualification': 'Qualifications',
    } satisfies Record<keyof typeof titles, string>,
  },
  routeParents: parents,
};
