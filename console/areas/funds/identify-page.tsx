import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { payeeRecord } from '@shared/funds/resources.ts';
import type { PayeeType } from '@shared/funds/types.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { PayeeForm } from './payee-form.tsx';
import { PayeeLine } from './payee-summary.tsx';
import './funds-texts.ts';
import './funds.css';

/**
 * /accounting/balance/indentify (账户认证; the spec's spelling): the payee's real-name check, as a person or a
 * company (?type= chooses one beforehand). A verified payee is shown above: saving replaces it.
 */
export default function IdentifyPage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const asked = useSearchParams()[0].get('type');
  const payee = useRecord(payeeRecord, {}).data;
  const initialType: PayeeType = asked === 'company' || asked === 'person' ? asked : payee?.type ?? 'person';
  return (
    <section className="lc-card lc-fund">
      <h1 className="lc-page-title">{t('funds.identify.title')}</h1>
      <p className="lc-fund-muted">{t('funds.identify.intro')}</p>
      {payee && (
        <div className="lc-fund-notice">
          <PayeeLine payee={payee} />
          <p className="lc-fund-muted">{t('funds.identify.replaces')}</p>
        </div>
      )}
      {payee !== undefined && (
        <PayeeForm
          key={initialType}
          initialType={initialType}
          onSaved={(saved) => {
            showToast(t('funds.identify.saved'), { kind: 'success' });
            navigate(`/accounting/balance/${saved.type}`);
          }}
        />
      )}
      <p>
        <Link to="/accounting/balance">{t('funds.withdraw.back')}</Link>
      </p>
    </section>
  );
}
