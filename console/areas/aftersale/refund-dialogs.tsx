import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { refundAmountProblem, refundableOf, AFTERSALE_LIMITS, type RefundAmountProblem } from '@shared/aftersale/rules.ts';
import { approveRefund, newApprovalKey, refundRequestsResource, REFUND_STALE, rejectRefund } from '@shared/aftersale/resources.ts';
import type { RefundRequest } from '@shared/aftersale/types.ts';
import { fenToTyped, formatFen, yuanToFen } from '@shared/format/currency.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { change } from '@console/kit/data.ts';
import { moneyField, shownTextField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import './aftersale-texts.ts';

type ApproveDraft = { order: string; asked: string; mode: 'full' | 'partial'; amount: string };

const STALE = [refundRequestsResource, ...REFUND_STALE];

function amountProblemText(t: Translate, problem: RefundAmountProblem | undefined, refundable: number): string | undefined {
  return problem && t(`aftersale.amount.${problem}`, { amount: formatFen(refundable) });
}

/**
 * 同意退款: the whole of what is still refundable or a part of it, typed in yuan (prefilled with what the buyer asked).
 * The approval's idempotency key is made as the dialog opens, so a retry after a lost answer refunds once.
 */
function ApproveDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const t = useStore($t);
  const [key] = useState(newApprovalKey);
  const refundable = refundableOf(request);
  const asked = Math.min(request.amount, refundable);
  const fields: FormField<ApproveDraft>[] = [
    shownTextField<ApproveDraft>('order', { label: t('aftersale.approve.order') }),
    shownTextField<ApproveDraft>('asked', { label: t('aftersale.approve.asked') }),
    {
      kind: 'radio',
      name: 'mode',
      label: t('aftersale.approve.mode'),
      hint: t('aftersale.approve.hint', { amount: formatFen(refundable) }),
      options: [
        { value: 'full', label: t('aftersale.approve.full', { amount: formatFen(refundable) }) },
        { value: 'partial', label: t('aftersale.approve.partial') },
      ],
    },
    moneyField<ApproveDraft>('amount', {
      label: t('aftersale.approve.amount'),
      shown: (form) => form.mode === 'partial',
      check: (value) => amountProblemText(t, refundAmountProblem(yuanToFen(String(value)), refundable), refundable),
    }),
  ];
  const submit = (draft: ApproveDraft) => {
    const fen = draft.mode === 'full' ? refundable : (yuanToFen(draft.amount) ?? 0);
    return change(() => approveRefund(request, fen, key), STALE);
  };
  return (
    <RecordForm<ApproveDraft>
      title={t('aftersale.approve.title')}
      fields={fields}
      initial={{
        order: `${request.order_no}\n${request.product_title}`,
        asked: t('aftersale.approve.askedValue', { amount: formatFen(request.amount), reason: request.reason }),
        mode: asked === refundable ? 'full' : 'partial',
        amount: fenToTyped(asked),
      }}
      width={560}
      saveLabel={t('aftersale.approve.save')}
      savedText={t('aftersale.approve.done')}
      submit={submit}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}

/** 拒绝: the reason is required, and the buyer reads it. */
function RejectDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const t = useStore($t);
  return (
    <RecordForm<{ reason: string }>
      title={t('aftersale.reject.title')}
      fields={[{ kind: 'textarea', name: 'reason', label: t('aftersale.reject.reason'), hint: t('aftersale.reject.hint'), required: true, max: AFTERSALE_LIMITS.reasonMax, rows: 4 }]}
      initial={{ reason: '' }}
      width={560}
      saveLabel={t('aftersale.reject.save')}
      savedText={t('aftersale.reject.done')}
      submit={(draft) => change(() => rejectRefund(request, draft.reason), STALE)}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}

/** Which dialog is open for which request, for a screen that offers both. */
export type RefundDialogState = { kind: 'approve' | 'reject'; request: RefundRequest } | null;

export function RefundDialog({ open, onClose }: { open: RefundDialogState; onClose: () => void }) {
  if (!open) return null;
  return open.kind === 'approve' ? <ApproveDialog request={open.request} onClose={onClose} /> : <RejectDialog request={open.request} onClose={onClose} />;
}
