/**
 * Form fields that name the teacher's products, picked with 选择商品 (product-picker-dialog.tsx): one product (a flash
 * sale's, a group buy's, what a 买课送课 is bought with), several (the courses it gives), or the products of a red
 * packet (all, or the chosen ones). Shown as they are, without controls, where a running campaign fixes them.
 */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { FieldProblem } from '@shared/form/field-rules.ts';
import { formatFen } from '@shared/format/currency.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import type { ChosenProduct } from '@shared/marketing/campaign-forms.ts';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { ProductPickerDialog } from './product-picker-dialog.tsx';

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];
type Check<F> = (value: F[keyof F], form: F) => FieldProblem | string | undefined;

const keyOf = (product: ChosenProduct) => `${product.kind}:${product.id}`;

function ProductLine({ product, t, onRemove }: { product: ChosenProduct; t: Translate; onRemove?: (() => void) | undefined }) {
  return (
    <li className="lc-campaign-chosen">
      <span className="lc-campaign-kind">{t(`marketing.productKind.${product.kind}`)}</span>
      <span className="lc-campaign-product__title">{product.title}</span>
      <span className="lc-campaign-muted">{t('marketing.campaign.listPrice', { price: formatFen(product.price) })}</span>
      {onRemove && (
        <Button variant="text" aria-label={t('marketing.campaign.form.removeNamed', { title: product.title })} onClick={onRemove}>
          {t('marketing.campaign.form.remove')}
        </Button>
      )}
    </li>
  );
}

type PickProps = {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  value: ChosenProduct[];
  onChange: (products: ChosenProduct[]) => void;
  /** one product: the picker replaces it */
  single: boolean;
  kinds?: readonly ProductKind[] | undefined;
  max?: number | undefined;
  locked: boolean;
  none: string;
  add?: string | undefined;
};

function ProductsPicker({ label, hint, error, value, onChange, single, kinds, max, locked, none, add }: PickProps) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} group>
      {() => (
        <div className="lc-campaign-pick">
          {value.length === 0 ? (
            <p className="lc-campaign-muted">{none}</p>
          ) : (
            <ul className="lc-campaign-chosen-list" aria-label={label}>
              {value.map((product) => (
                <ProductLine key={keyOf(product)} product={product} t={t} onRemove={locked || single ? undefined : () => onChange(value.filter((item) => keyOf(item) !== keyOf(product)))} />
              ))}
            </ul>
          )}
          {!locked && (
            <Button onClick={() => setPicking(true)}>{add ?? t(single ? (value.length ? 'marketing.campaign.form.change' : 'marketing.campaign.form.pickOne') : 'marketing.campaign.form.pickMore')}</Button>
          )}
          {picking && (
            <ProductPickerDialog
              selected={value}
              multiple={!single}
              {...(kinds ? { kinds } : {})}
              {...(max !== undefined ? { max } : {})}
              onCancel={() => setPicking(false)}
              onConfirm={(products) => {
                setPicking(false);
                onChange(products.map((p) => ({ kind: p.kind, id: p.id, title: p.title, price: p.price })));
              }}
            />
          )}
        </div>
      )}
    </Field>
  );
}

type Spec<F> = { label: string; hint?: string; kinds?: readonly ProductKind[]; locked?: boolean; check?: Check<F>; /** said with nothing chosen, and the add button's text */ none?: string; add?: string };

/** One product (null before one is chosen; required). */
export function productField<F>(name: KeysOf<F, ChosenProduct | null>, spec: Spec<F>, t: Translate): FormField<F> {
  return {
    kind: 'custom',
    name,
    label: spec.label,
    check: (value, form) => (value ? spec.check?.(value, form) : { code: 'required' }),
    render: (value, set, error) => (
      <ProductsPicker
        label={spec.label}
        hint={spec.hint}
        error={error}
        value={value ? [value as unknown as ChosenProduct] : []}
        onChange={(products) => set((products[0] ?? null) as F[keyof F])}
        single
        kinds={spec.kinds}
        locked={spec.locked ?? false}
        none={t('marketing.campaign.form.noProduct')}
      />
    ),
  };
}

/** Several products, `min` to `max`, in the order chosen. */
export function productsField<F>(name: KeysOf<F, ChosenProduct[]>, spec: Spec<F> & { min: number; max: number }, t: Translate): FormField<F> {
  return {
    kind: 'custom',
    name,
    label: spec.label,
    check: (value, form) => {
      const count = (value as ChosenProduct[]).length;
      if (count < spec.min) return count === 0 ? { code: 'required' } : { code: 'tooSmall', min: spec.min };
      if (count > spec.max) return t('marketing.campaign.form.tooMany', { n: spec.max });
      return spec.check?.(value, form);
    },
    render: (value, set, error) => (
      <ProductsPicker
        label={spec.label}
        hint={spec.hint}
        error={error}
        value={value as ChosenProduct[]}
        onChange={(products) => set(products as F[keyof F])}
        single={false}
        kinds={spec.kinds}
        max={spec.max}
        locked={spec.locked ?? false}
        none={spec.none ?? t('marketing.campaign.form.noProducts')}
        add={spec.add}
      />
    ),
  };
}

type Scope = { all_products: 0 | 1; products: ChosenProduct[] };

function ScopePicker({ label, error, value, onChange, locked, max }: { label: string; error: string | undefined; value: Scope; onChange: (scope: Scope) => void; locked: boolean; max: number }) {
  const t = useStore($t);
  const radios = useId();
  return (
    <div className="lc-campaign-scope">
      <Field label={label} group>
        {() => (
          <div className="lc-field__choices">
            {([1, 0] as const).map((all) => (
              <label key={all}>
                <input type="radio" name={radios} checked={value.all_products === all} disabled={locked} onChange={() => onChange({ ...value, all_products: all })} />
                {t(all ? 'marketing.packet.allProducts' : 'marketing.packet.chosenProducts')}
              </label>
            ))}
          </div>
        )}
      </Field>
      {value.all_products === 0 && (
        <ProductsPicker
          label={t('marketing.packet.form.products')}
          error={error}
          value={value.products}
          onChange={(products) => onChange({ ...value, products })}
          single={false}
          max={max}
          locked={locked}
          none={t('marketing.campaign.form.noProducts')}
        />
      )}
      {value.all_products === 1 && error && <p className="lc-field__error" role="alert">{error}</p>}
    </div>
  );
}

/** A red packet's products: every product of the teacher's, or the chosen ones (at least one). */
export function scopeField<F>(name: KeysOf<F, Scope>, spec: Spec<F> & { max: number }): FormField<F> {
  return {
    kind: 'custom',
    name,
    label: spec.label,
    check: (value, form) => {
      const scope = value as Scope;
      if (scope.all_products === 0 && scope.products.length === 0) return { code: 'required' };
      return spec.check?.(value, form);
    },
    render: (value, set, error) => <ScopePicker label={spec.label} error={error} value={value as Scope} onChange={(scope) => set(scope as F[keyof F])} locked={spec.locked ?? false} max={spec.max} />,
  };
}
