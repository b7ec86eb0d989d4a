import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { TAG_LIMITS } from '@shared/students/tag-rules.ts';
import type { TagProduct } from '@shared/students/tag-types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import { ProductPickerDialog } from '@console/areas/marketing/product-picker-dialog.tsx';

type Props = { label: string; value: TagProduct[]; onChange: (products: TagProduct[]) => void; error: string | undefined };

/** A rule's products: chosen with the marketing product picker, each removable by name. */
export function TagProductsField({ label, value, onChange, error }: Props) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} error={error} group>
      {() => (
        <div className="lc-tag-edit__products">
          <ul className="lc-tag-products">
            {value.length === 0 && <li className="lc-student-muted">{t('tags.edit.products.none')}</li>}
            {value.map((product) => (
              <li key={`${product.kind}:${product.id}`}>
                <span>{product.title || t('tags.rule.productGone')}</span>
                <Button
                  variant="text"
                  aria-label={t('tags.edit.products.remove', { title: product.title || t('tags.rule.productGone') })}
                  onClick={() => onChange(value.filter((p) => p.kind !== product.kind || p.id !== product.id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
          <Button onClick={() => setPicking(true)}>{t('tags.edit.products.choose')}</Button>
          {picking && (
            <ProductPickerDialog
              selected={value.map((p) => ({ ...p, price: 0 }))}
              max={TAG_LIMITS.productsMax}
              onCancel={() => setPicking(false)}
              onConfirm={(products) => {
                setPicking(false);
                onChange(products.map((p) => ({ kind: p.kind, id: p.id, title: p.title })));
              }}
            />
          )}
        </div>
      )}
    </Field>
  );
}
