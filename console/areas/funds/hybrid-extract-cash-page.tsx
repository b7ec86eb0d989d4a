import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { INCOME_SOURCES } from '@shared/funds/ledger.ts';
import { WithdrawForm } from './withdraw-form.tsx';

/** /accounting/hybridExtractCash (合并提现): one withdrawal drawing on every income source at once. */
export default function HybridExtractCashPage() {
  const t = useStore($t);
  return <WithdrawForm title={t('funds.hybrid.title')} intro={t('funds.hybrid.intro')} sources={INCOME_SOURCES} />;
}
