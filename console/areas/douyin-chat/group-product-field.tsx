/** A group's linked product: none, or one of the teacher's, picked with 选择商品 (product-picker-dialog.tsx). */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { ChatGroupForm } from '@shared/douyin-chat/resources.ts';
import type { GroupProduct } from '@shared/douyin-chat/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { ProductPickerDialog } from '@console/areas/marketing/product-picker-dialog.tsx';

function ProductPick({ label, value, onChange }: { label: string; value: GroupProduct | null; onChange: (product: GroupProduct | null) => void }) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} group>
      {() => (
        <div className="lc-chat-pick">
          <span>{value ? value.title || t('chat.groups.productGone') : t('chat.groups.field.product.none')}</span>
          <Button onClick={() => setPicking(true)}>{t(value ? 'chat.groups.field.product.change' : 'chat.groups.field.product.pick')}</Button>
          {value && <Button variant="text" onClick={() => onChange(null)}>{t('chat.groups.field.product.clear')}</Button>}
          {picking && (
            <ProductPickerDialog
              selected={[]}
              multiple={false}
              onCancel={() => setPicking(false)}
              onConfirm={(products) => {
                setPicking(false);
                const product = products[0];
                if (product) onChange({ kind: product.kind, id: product.id, title: product.title, price: product.price });
              }}
            />
          )}
        </div>
      )}
    </Field>
  );
}

export function groupProductField(label: string): FormField<ChatGroupForm> {
  return {
    kind: 'custom',
    name: 'product',
    label,
    render: (value, set) => <ProductPick label={label} value={value as GroupProduct | null} onChange={(product) => set(product as ChatGroupForm['product'])} />,
  };
}
