import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from './form-fields.tsx';
import './picture-field.css';

/** A picture material as a form holds it: its id for the server, its address to show it. */
export type PictureValue = { id: number; url: string };

type PictureFieldProps = {
  label: string;
  value: PictureValue | null;
  onChange: (picture: PictureValue | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

/** One picture from the picture selector (选择图片), shown with change and remove buttons. */
export function PictureField({ label, value, onChange, error, hint }: PictureFieldProps) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} group>
      {() => (
        <div className="lc-picture-field">
          {value?.url ? <img src={value.url} alt={label} width={120} height={120} /> : <span className="lc-picture-field__none">{t('kit.noPicture')}</span>}
          <Button onClick={() => setPicking(true)}>{t(value ? 'kit.changePicture' : 'kit.pickPicture')}</Button>
          {value && <Button variant="text" onClick={() => onChange(null)}>{t('kit.removePicture')}</Button>}
          <PictureSelector
            open={picking}
            onCancel={() => setPicking(false)}
            onConfirm={(items) => {
              setPicking(false);
              const first = items[0];
              if (first) onChange({ id: first.id, url: first.url ?? '' });
            }}
          />
        </div>
      )}
    </Field>
  );
}

type PictureKeys<F> = { [K in keyof F]: F[K] extends PictureValue | null ? K : never }[keyof F];

/** A form's picture field, as data: `null` is no picture; `required` asks for one. */
export function pictureField<F>(field: { name: PictureKeys<F>; label: string; hint?: string; required?: boolean }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    check: (value) => (field.required && !value ? { code: 'required' } : undefined),
    render: (value, set, error) => (
      <PictureField label={field.label} hint={field.hint} error={error} value={value as PictureValue | null} onChange={(picture) => set(picture as F[keyof F])} />
    ),
  };
}
