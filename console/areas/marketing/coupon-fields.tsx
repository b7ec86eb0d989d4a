/**
 * The fields of a coupon's form, checked by the shared coupon rules as the teacher saves. Once buyers hold the
 * coupon its terms are shown, not edited (type and value, products, start), its end may only move later and its
 * limit per buyer only rise (docs/decisions.md "Editing a running campaign").
 */
import { yuanToFen } from '@shared/format/currency.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import type { CouponForm } from '@shared/marketing/coupon-forms.ts';
import { amountProblem, COUPON_LIMITS, endProblem, productsProblem, rateFromTyped, thresholdProblem, type CouponProblem } from '@shared/marketing/coupon-rules.ts';
import { COUPON_TYPES, type Coupon } from '@shared/marketing/types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { dateTimeField } from '@console/kit/date-fields.tsx';
import { moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { CouponScopeField } from './coupon-scope-field.tsx';
import { couponValue } from './coupon-values.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A coupon rule's problem in the user's words (the kit's own codes are worded by the kit). */
function wording(t: Translate, problem: CouponProblem | undefined, range: string): string | undefined {
  if (!problem) return undefined;
  switch (problem.code) {
    case 'tooSmall':
    case 'tooLarge':
    case 'notInteger':
    case 'required':
    case 'tooLong':
      return range;
    case 'tooManyProducts':
      return t('marketing.coupon.problem.tooManyProducts', { n: problem.max });
    default:
      return t(`marketing.coupon.problem.${problem.code}`);
  }
}

export function couponFields(t: Translate, coupon: Coupon | null): FormField<CouponForm>[] {
  const locked = (coupon?.claimed ?? 0) > 0;
  const money = (field: string) => t('marketing.coupon.problem.money', { field });
  const amountLabel = t('marketing.coupon.form.amount');
  const thresholdLabel = t('marketing.coupon.form.threshold');
  const editable = (form: CouponForm, type?: CouponForm['type']) => !locked && (type === undefined || form.type === type);
  return [
    { kind: 'text', name: 'title', label: t('marketing.coupon.form.title'), hint: t('marketing.coupon.form.titleHint'), required: true, max: COUPON_LIMITS.titleMax },
    locked
      ? {
          kind: 'custom',
          name: 'type',
          label: t('marketing.coupon.form.type'),
          render: (_value, _set, _error, form) => (
            <Field label={t('marketing.coupon.col.value')} hint={t('marketing.coupon.problem.termsLocked')} group>
              {() => <p className="lc-field__shown">{t(`marketing.coupon.type.${form.type}`)} · {couponValue(t, coupon!)}</p>}
            </Field>
          ),
        }
      : { kind: 'radio', name: 'type', label: t('marketing.coupon.form.type'), options: COUPON_TYPES.map((type) => ({ value: type, label: t(`marketing.coupon.type.${type}`) })) },
    moneyField<CouponForm>('amount', {
      label: amountLabel,
      hint: t('marketing.coupon.form.amountHint'),
      shown: (form) => editable(form) && form.type !== 'discount',
      check: (value) => {
        const fen = yuanToFen(String(value));
        return fen === null ? money(amountLabel) : wording(t, amountProblem(fen), t('marketing.coupon.problem.amountRange'));
      },
    }),
    {
      kind: 'text',
      name: 'rate',
      label: t('marketing.coupon.form.rate'),
      hint: t('marketing.coupon.form.rateHint'),
      shown: (form) => editable(form, 'discount'),
      check: (value) => (rateFromTyped(String(value)) === null ? t('marketing.coupon.problem.rate') : undefined),
    },
    moneyField<CouponForm>('threshold', {
      label: thresholdLabel,
      hint: t('marketing.coupon.form.thresholdHint'),
      shown: (form) => editable(form, 'threshold'),
      check: (value, form) => {
        const fen = yuanToFen(String(value));
        if (fen === null) return money(thresholdLabel);
        return wording(t, thresholdProblem(fen, yuanToFen(form.amount) ?? 0), t('marketing.coupon.problem.thresholdRange'));
      },
    }),
    dateTimeField<CouponForm>({ name: 'starts_at', label: t('marketing.coupon.form.start'), required: true, disabled: locked, ...(locked ? { hint: t('marketing.coupon.problem.startLocked') } : {}) }),
    dateTimeField<CouponForm>({
      name: 'ends_at',
      label: t('marketing.coupon.form.end'),
      required: true,
      ...(locked ? { hint: t('marketing.coupon.problem.endEarlier') } : {}),
      check: (endsAt, form) => {
        if (locked && coupon && endsAt < coupon.ends_at) return t('marketing.coupon.problem.endEarlier');
        return wording(t, endProblem(form.starts_at, endsAt, endsAt === coupon?.ends_at ? null : nowSeconds()), '');
      },
    }),
    {
      kind: 'number',
      name: 'stock',
      label: t('marketing.coupon.form.stock'),
      hint: t('marketing.coupon.form.stockHint'),
      required: true,
      integer: true,
      min: COUPON_LIMITS.stockMin,
      max: COUPON_LIMITS.stockMax,
      check: (stock) => (coupon && stock < coupon.taken ? t('marketing.coupon.problem.stockBelowTaken', { n: coupon.taken }) : undefined),
    },
    {
      kind: 'number',
      name: 'per_user_limit',
      label: t('marketing.coupon.form.perUser'),
      hint: t('marketing.coupon.form.perUserHint'),
      required: true,
      integer: true,
      min: locked ? coupon!.per_user_limit : COUPON_LIMITS.perUserMin,
      max: COUPON_LIMITS.perUserMax,
    },
    {
      kind: 'custom',
      name: 'scope',
      label: t('marketing.coupon.form.products'),
      check: (value) => {
        const scope = value as CouponForm['scope'];
        return wording(t, productsProblem(scope.all_products, scope.products), '');
      },
      render: (value, set, error) => <CouponScopeField label={t('marketing.coupon.form.products')} value={value as CouponForm['scope']} onChange={set} error={error} locked={locked} />,
    },
  ];
}
