import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { refundMember } from '@shared/planet-members/client.ts';
import { showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { formatYuanInput } from '@shared/planets/form.ts';
import { checkRefundForm, type FormProblem } from '@shared/planet-members/form.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { errorText } from './use-paged.ts';

type Ready = { amount: number; reason: string };

/**
 * A member's refund: the amount (what they paid, unless changed) and a reason, then a confirmation step in the
 * same dialog naming the amount; the server refuses more than they paid and a second refund.
 */
export function RefundDialog({ planetId, member, onClose, onRefunded }: { planetId: number; member: PlanetMember | null; onClose: () => void; onRefunded: () => Promise<void> }) {
  const t = useStore($t);
  const formId = useId();
  const amountId = useId();
  const reasonId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: FormProblem; reason?: FormProblem }>({});
  const [ready, setReady] = useState<Ready | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setAmount(member ? formatYuanInput(member.paid_amount) : '');
    setReason('');
    setProblems({});
    setReady(null);
    setFailure('');
  }, [member]);

  if (!member) return <Dialog open={false} title="" onClose={onClose}>{null}</Dialog>;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRefundForm(amount, reason, member.paid_amount, (fen) => formatFen(fen));
    if ('amount' in checked) {
      setProblems({});
      setReady(checked);
    } else {
      setProblems({ ...(checked.amountProblem ? { amount: checked.amountProblem } : {}), ...(checked.reasonProblem ? { reason: checked.reasonProblem } : {}) });
    }
  };

  const refund = async () => {
    if (!ready || busy) return;
    setBusy(true);
    try {
      await refundMember(planetId, member.id, ready.amount, ready.reason);
      showToast(t('planet.members.refunded', { name: member.nickname, amount: formatFen(ready.amount) }), { kind: 'success' });
      await onRefunded();
    } catch (error) {
      setFailure(errorText(error));
      setReady(null);
    } finally {
      setBusy(false);
    }
  };

  const problemText = (problem?: FormProblem) => (problem ? t(problem.key, problem.params) : '');

  return (
    <Dialog
      open
      title={ready ? t('planet.members.refundConfirmTitle') : t('planet.members.refundTitle', { name: member.nickname })}
      width={480}
      role={ready ? 'alertdialog' : 'dialog'}
      onClose={() => !busy && onClose()}
      footer={
        ready ? (
          <>
            <Button onClick={() => setReady(null)} disabled={busy}>{t('planet.members.cancel')}</Button>
            <Button variant="danger" loading={busy} onClick={() => void refund()} data-autofocus="">
              {t('planet.members.refundConfirmTitle')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('planet.members.cancel')}</Button>
            <Button variant="primary" type="submit" form={formId}>{t('planet.members.refundSubmit')}</Button>
          </>
        )
      }
    >
      {ready ? (
        <p className="lc-members-form__confirm">{t('planet.members.refundConfirmMessage', { name: member.nickname, amount: formatFen(ready.amount) })}</p>
      ) : (
        <form id={formId} className="lc-members-form" onSubmit={check} noValidate>
          <p className="lc-members-form__fact">
            {t('planet.members.refundPaid')}：<strong>{formatFen(member.paid_amount)}</strong>
          </p>
          <label htmlFor={amountId}>{t('planet.members.refundAmount')}</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amount}
            data-autofocus=""
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? `${amountId}-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {problems.amount && <p id={`${amountId}-error`} className="lc-members-form__error">{problemText(problems.amount)}</p>}
          <label htmlFor={reasonId}>{t('planet.members.refundReason')}</label>
          <textarea
            id={reasonId}
            value={reason}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problems.reason && <p id={`${reasonId}-error`} className="lc-members-form__error">{problemText(problems.reason)}</p>}
          <p className="lc-members-form__hint">{t('planet.members.refundHint')}</p>
          {failure && <p className="lc-members-form__error" role="alert">{failure}</p>}
        </form>
      )}
    </Dialog>
  );
}
