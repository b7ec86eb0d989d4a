import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { WithdrawForm } from './withdraw-form.tsx';

const SOURCES = ['knowledge'] as const;

/** /accounting/extractCash (提现): a withdrawal of 知识付费 income. */
export default function ExtractCashPage() {
  const t = useStore($t);
  return <WithdrawForm title={t('funds.withdraw.title')} intro={t('funds.withdraw.intro')} sources={SOURCES} />;
}
