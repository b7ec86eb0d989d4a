import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MONEY_RULES } from '@shared/funds/ledger.ts';
import { quoteRecord } from '@shared/funds/resources.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import './funds-texts.ts';

/** How long the amount must stay unchanged before it is quoted (ms): not a call per keystroke. */
const QUOTE_AFTER = 400;

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What a withdrawal of `amount` fen costs, asked of the server as the amount settles: the payout fee, the income
 * tax withheld (an individual payee's, with the month's earlier withdrawals counted) and what reaches the account.
 */
export function WithdrawalQuoteView({ amount }: { amount: number | null }) {
  const t = useStore($t);
  const settled = useSettled(amount, QUOTE_AFTER);
  const quotable = settled !== null && settled >= MONEY_RULES.withdrawMin && settled <= MONEY_RULES.withdrawMax;
  const found = useRecord(quoteRecord, quotable ? { amount: settled } : null);
  const quote = found.data && found.data.amount === amount ? found.data : undefined;
  let body;
  if (amount === null || amount < MONEY_RULES.withdrawMin || amount > MONEY_RULES.withdrawMax) body = <p className="lc-fund-muted">{t('funds.quote.none')}</p>;
  else if (found.error && !quote) body = <p className="lc-fund-muted">{refusalText(found.error)}</p>;
  else if (!quote) body = <p className="lc-fund-muted">{t('funds.quote.loading')}</p>;
  else {
    body = (
      <dl className="lc-fund-quote__figures">
        <div>
          <dt>{t('funds.quote.amount')}</dt>
          <dd className="lc-fund-amount">{formatFen(quote.amount)}</dd>
        </div>
        <div>
          <dt>{t('funds.quote.fee')}</dt>
          <dd className="lc-fund-amount">−{formatFen(quote.fee)}</dd>
        </div>
        <div>
          <dt>{t('funds.quote.tax')}</dt>
          <dd>
            <span className="lc-fund-amount">−{formatFen(quote.tax)}</span>
            {quote.payee_type === 'company' && <small className="lc-fund-muted"> {t('funds.quote.companyNoTax')}</small>}
          </dd>
        </div>
        <div className="lc-fund-quote__net">
          <dt>{t('funds.quote.net')}</dt>
          <dd className="lc-fund-amount">{formatFen(quote.net)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section className="lc-fund-quote" aria-labelledby="lc-fund-quote">
      <h2 id="lc-fund-quote">{t('funds.quote.heading')}</h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
