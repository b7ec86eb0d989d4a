import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { ChosenProduct, MarketingPageForm } from '@shared/marketing/campaign-forms.ts';
import { CAMPAIGN_LIMITS } from '@shared/marketing/campaign-rules.ts';
import { CAMPAIGN_PRODUCT_KINDS } from '@shared/marketing/campaign-types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { OrderedTable } from '@console/kit/ordered-table.tsx';
import { ProductPickerDialog } from './product-picker-dialog.tsx';

/** a number for each product of the list: ids are unique only within a kind */
const rowKey = (product: ChosenProduct) => CAMPAIGN_PRODUCT_KINDS.indexOf(product.kind) * 2 ** 40 + product.id;

function PageProducts({ label, value, onChange, error }: { label: string; value: ChosenProduct[]; onChange: (products: ChosenProduct[]) => void; error: string | undefined }) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} error={error} hint={t('marketing.page.form.productsHint', { n: CAMPAIGN_LIMITS.pageProductsMax })} group>
      {() => (
        <div className="lc-campaign-page-products">
          <OrderedTable<ChosenProduct>
            label={label}
            rows={value}
            rowKey={rowKey}
            rowName={(product) => product.title}
            // the order is the form's (saving the page stores it); the table keeps the focus on the moved row once a
            // save settles after a render, so this one settles on the next tick
            saveOrder={async (next) => {
              await new Promise((settled) => setTimeout(settled));
              onChange(next);
            }}
            savedText={t('marketing.page.form.ordered')}
            empty={t('marketing.page.form.noProducts')}
            columns={[
              { key: 'title', header: t('marketing.picker.col.title'), render: (product) => <span className="lc-campaign-product__title">{product.title}</span> },
              { key: 'kind', header: t('marketing.picker.col.kind'), render: (product) => t(`marketing.productKind.${product.kind}`) },
              { key: 'price', header: t('marketing.picker.col.price'), render: (product) => formatFen(product.price) },
              {
                key: 'remove',
                header: t('common.actions'),
                render: (product) => (
                  <Button variant="text" aria-label={t('marketing.campaign.form.removeNamed', { title: product.title })} onClick={() => onChange(value.filter((item) => rowKey(item) !== rowKey(product)))}>
                    {t('marketing.campaign.form.remove')}
                  </Button>
                ),
              },
            ]}
          />
          <Button onClick={() => setPicking(true)}>{t('marketing.page.form.add')}</Button>
          {picking && (
            <ProductPickerDialog
              selected={value}
              max={CAMPAIGN_LIMITS.pageProductsMax}
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

/** 商品: the products the page gathers, in the order it shows them (上移/下移 or drag), added with 选择商品. */
export function pageProductsField(label: string): FormField<MarketingPageForm> {
  return {
    kind: 'custom',
    name: 'products',
    label,
    render: (value, set, error) => <PageProducts label={label} value={value as ChosenProduct[]} onChange={(products) => set(products)} error={error} />,
  };
}
