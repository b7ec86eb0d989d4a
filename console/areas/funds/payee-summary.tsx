import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { Payee, PayeeType } from '@shared/funds/types.ts';
import { FactList } from '@console/kit/fact-list.tsx';
import './funds-texts.ts';
import './funds.css';

/** Where the payee is verified, with the type chosen beforehand when given. */
export const identifyPath = (type?: PayeeType) => `/accounting/balance/indentify${type ? `?type=${type}` : ''}`;

/** The verified payee's facts: type, name, the number masked, when it was verified. */
export function PayeeFacts({ payee }: { payee: Payee }) {
  const t = useStore($t);
  const facts: [string, string][] = [
    [t('funds.payee.type'), t(`funds.payee.type.${payee.type}`)],
    [t(`funds.payee.name.${payee.type}`), payee.name],
    [t(`funds.payee.number.${payee.type}`), payee.id_number_masked],
    [t('funds.payee.verifiedAt'), formatDateTime(payee.verified_at)],
  ];
  return (
    <FactList className="lc-fund-facts" facts={facts} />
  );
}

/**
 * The payee in one line, as the balance and the settings show it: verified (name, type, masked number) with a link
 * to change it, or not yet, with a link to verify.
 */
export function PayeeLine({ payee }: { payee: Payee | null | undefined }) {
  const t = useStore($t);
  if (payee === undefined) return <p className="lc-fund-muted">{t('common.loading')}</p>;
  if (payee === null) {
    return (
      <p className="lc-fund-payee lc-fund-payee--missing">
        <span>{t('funds.payee.missing')}</span>
        <Link to={identifyPath()}>{t('funds.payee.verify')}</Link>
      </p>
    );
  }
  return (
    <p className="lc-fund-payee">
      <span className="lc-fund-tag lc-fund-tag--ok">{t('funds.payee.verified')}</span>
      <span>{t('funds.payee.line', { name: payee.name, type: t(`funds.payee.type.${payee.type}`), number: payee.id_number_masked })}</span>
      <Link to={`/accounting/balance/${payee.type}`}>{t('funds.payee.view')}</Link>
    </p>
  );
}
