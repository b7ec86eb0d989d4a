import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { CouponForm } from '@shared/marketing/coupon-forms.ts';
import { COUPON_LIMITS, productKey } from '@shared/marketing/coupon-rules.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { ProductPickerDialog } from './product-picker-dialog.tsx';

type Scope = CouponForm['scope'];

type ScopeFieldProps = { label: string; value: Scope; onChange: (scope: Scope) => void; error: string | undefined; locked: boolean };

/**
 * 适用商品: every product, or the chosen ones — listed with their kind and price, each removable, more picked from
 * 选择商品. Shown as it is, without controls, once buyers hold the coupon (its products are fixed then).
 */
export function CouponScopeField({ label, value, onChange, error, locked }: ScopeFieldProps) {
  const t = useStore($t);
  const name = useId();
  const [picking, setPicking] = useState(false);
  const chosen = value.products;
  return (
    <Field label={label} error={error} group>
      {() => (
        <div className="lc-coupon-scope">
          <div className="lc-field__choices">
            {([1, 0] as const).map((all) => (
              <label key={all}>
                <input type="radio" name={name} checked={value.all_products === all} disabled={locked} onChange={() => onChange({ ...value, all_products: all })} />
                {t(all ? 'marketing.coupon.form.allProducts' : 'marketing.coupon.form.chosenProducts')}
              </label>
            ))}
          </div>
          {value.all_products === 0 && (
            <>
              {chosen.length === 0 ? (
                <p className="lc-coupon-muted">{t('marketing.coupon.form.noProducts')}</p>
              ) : (
                <ul className="lc-coupon-scope__list" aria-label={t('marketing.coupon.form.chosenCount', { n: chosen.length })}>
                  {chosen.map((product) => (
                    <li key={productKey(product)}>
                      <span className="lc-coupon-scope__kind">{t(`marketing.productKind.${product.kind}`)}</span>
                      <span className="lc-coupon-scope__title">{product.title}</span>
                      <span className="lc-coupon-muted">{formatFen(product.price)}</span>
                      {!locked && (
                        <Button variant="text" aria-label={`${t('marketing.coupon.form.remove')}：${product.title}`} onClick={() => onChange({ ...value, products: chosen.filter((item) => productKey(item) !== productKey(product)) })}>
                          {t('marketing.coupon.form.remove')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {!locked && <Button onClick={() => setPicking(true)}>{t('marketing.coupon.form.pick')}</Button>}
            </>
          )}
          {picking && (
            <ProductPickerDialog
              selected={chosen}
              max={COUPON_LIMITS.productsMax}
              onCancel={() => setPicking(false)}
              onConfirm={(products) => {
                setPicking(false);
                onChange({ ...value, products });
              }}
            />
          )}
        </div>
      )}
    </Field>
  );
}
