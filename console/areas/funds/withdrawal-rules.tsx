import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MONEY_RULES } from '@shared/funds/ledger.ts';
import './funds-texts.ts';

/** The withdrawal rules in words, their figures from MONEY_RULES (the same the server keeps to). */
export function WithdrawalRules() {
  const t = useStore($t);
  const rules = [
    t('funds.rules.perWithdrawal', { min: formatFen(MONEY_RULES.withdrawMin), max: formatFen(MONEY_RULES.withdrawMax) }),
    t('funds.rules.perDay', { count: MONEY_RULES.withdrawDailyCount, max: formatFen(MONEY_RULES.withdrawDailyMax) }),
    t('funds.rules.settlement', { days: MONEY_RULES.settlementDays }),
    t('funds.rules.fee', { percent: formatNumber(MONEY_RULES.withdrawFeeBp / 100, 1), min: formatFen(MONEY_RULES.withdrawFeeMin) }),
    t('funds.rules.failed'),
  ];
  return (
    <section className="lc-fund-rules" aria-labelledby="lc-fund-rules">
      <h2 id="lc-fund-rules">{t('funds.rules.heading')}</h2>
      <ul>
        {rules.map((rule) => <li key={rule}>{rule}</li>)}
        <li>
          {t('funds.rules.tax')} <Link to="/accounting/tax">{t('funds.rules.taxLink')}</Link>
        </li>
      </ul>
    </section>
  );
}
