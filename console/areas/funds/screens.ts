import type { Screen } from '@console/app/screen.ts';

const payeeType: Screen = () => import('./payee-type-page.tsx');

/** Screens of spec §2 "Funds" and the payout-account settings, each lazily loaded. */
export const FUNDS_SCREENS: Record<string, Screen> = {
  '/accounting/balance': () => import('./balance-page.tsx'),
  '/accounting/extractCash': () => import('./extract-cash-page.tsx'),
  '/accounting/extractCashSuccess': () => import('./withdrawal-page.tsx'),
  '/accounting/hybridExtractCash': () => import('./hybrid-extract-cash-page.tsx'),
  '/accounting/detail': () => import('./ledger-page.tsx'),
  '/accounting/income/detail': () => import('./income-page.tsx'),
  '/accounting/tax': () => import('./tax-page.tsx'),
  '/accounting/balance/indentify': () => import('./identify-page.tsx'),
  '/accounting/balance/person': payeeType,
  '/accounting/balance/company': payeeType,
  '/setting/accounting': () => import('./payout-accounts-page.tsx'),
  // the form page of planet mode's /p/setting/accounting/add, which returns to /setting/accounting here
  '/setting/accounting/add': () => import('@console/areas/planet-funds/payout-account-page.tsx'),
  '/setting/accounting/edit': () => import('./payout-account-edit-page.tsx'),
  '/setting/accounting/qualification': () => import('./qualification-page.tsx'),
};
