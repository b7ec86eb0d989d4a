import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { checkRefundForm, type FormProblem } from '@shared/planet-members/form.ts';
import { MEMBER_CHANGE_STALE, memberWrites } from '@shared/planet-members/resources.ts';
import type { PlanetMember } from '@shared/planet-members/types.ts';
import { formatYuanInput } from '@shared/planets/form.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { FormDialog } from '@console/kit/form-dialog.tsx';

/**
 * A member's refund: the amount (what they paid, unless changed) and a reason, then a confirmation naming the
 * amount; the server refuses more than they paid and a second refund.
 */
export function RefundDialog({ planetId, member, onClose }: { planetId: number; member: PlanetMember; onClose: () => void }) {
  const t = useStore($t);
  const [amount, setAmount] = useState(() => formatYuanInput(member.paid_amount));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: FormProblem | undefined; reason?: FormProblem | undefined }>({});
  const worded = (problem?: FormProblem) => (problem ? t(problem.key, problem.params) : undefined);

  const submit = async (): Promise<string | null> => {
    const checked = checkRefundForm(amount, reason, member.paid_amount, formatFen);
    if (!('amount' in checked)) {
      setProblems({ amount: checked.amountProblem, reason: checked.reasonProblem });
      return null;
    }
    setProblems({});
    const sure = await askConfirm({
      title: t('planet.members.refundConfirmTitle'),
      message: t('planet.members.refundConfirmMessage', { name: member.nickname, amount: formatFen(checked.amount) }),
      confirmText: t('planet.members.refundConfirmTitle'),
      danger: true,
    });
    if (!sure) return null;
    try {
      await change(() => memberWrites.refund(planetId, member, checked.amount, checked.reason), MEMBER_CHANGE_STALE);
    } catch (error) {
      return refusalText(error);
    }
    showToast(t('planet.members.refunded', { name: member.nickname, amount: formatFen(checked.amount) }), { kind: 'success' });
    onClose();
    return null;
  };

  return (
    <FormDialog title={t('planet.members.refundTitle', { name: member.nickname })} width={480} onClose={onClose} submit={submit} saveLabel={t('planet.members.refundSubmit')}
      className="lc-form" refusalClassName="lc-form__refusal" refusalLast>
      <p className="lc-members-form__fact">
        {t('planet.members.refundPaid')}：<strong>{formatFen(member.paid_amount)}</strong>
      </p>
      <Field label={t('planet.members.refundAmount')} error={worded(problems.amount)}>
        {(id, note) => (
          <input id={id} inputMode="decimal" data-autofocus="" value={amount} aria-invalid={problems.amount ? true : undefined} aria-describedby={note}
            onChange={(event) => setAmount(event.target.value)} />
        )}
      </Field>
      <Field label={t('planet.members.refundReason')} error={worded(problems.reason)} hint={t('planet.members.refundHint')}>
        {(id, note) => (
          <textarea id={id} rows={3} value={reason} aria-invalid={problems.reason ? true : undefined} aria-describedby={note} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
    </FormDialog>
  );
}
