import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from './form-fields.tsx';
import type { PictureValue } from './picture-field.tsx';
import './picture-field.css';
import './pictures-field.css';

type PicturesFieldProps = {
  label: string;
  value: readonly PictureValue[];
  onChange: (pictures: PictureValue[]) => void;
  /** the most pictures it holds */
  max: number;
  error?: string | undefined;
  hint?: string | undefined;
};

/** Several pictures from the picture selector (选择图片, where new ones are uploaded to the library), each removable. */
function PicturesField({ label, value, onChange, max, error, hint }: PicturesFieldProps) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  const room = max - value.length;
  return (
    <Field label={label} error={error} hint={hint} group>
      {() => (
        <div className="lc-picture-field lc-pictures-field">
          {value.length === 0 && <span className="lc-picture-field__none">{t('kit.noPicture')}</span>}
          {value.map((picture, index) => (
            <figure key={picture.id}>
              {picture.url ? <img src={picture.url} alt={`${label} ${index + 1}`} width={120} height={120} /> : <span className="lc-picture-field__none">{t('kit.noPicture')}</span>}
              <Button variant="text" aria-label={`${t('kit.removePicture')} ${index + 1}`} onClick={() => onChange(value.filter((one) => one.id !== picture.id))}>{t('kit.removePicture')}</Button>
            </figure>
          ))}
          {room > 0 && <Button onClick={() => setPicking(true)}>{t('kit.pickPicture')}</Button>}
          <PictureSelector
            open={picking}
            multiple={room > 1}
            max={room}
            onCancel={() => setPicking(false)}
            onConfirm={(items) => {
              setPicking(false);
              const added = items.filter((item) => !value.some((one) => one.id === item.id)).map((item) => ({ id: item.id, url: item.url ?? '' }));
              onChange([...value, ...added].slice(0, max));
            }}
          />
        </div>
      )}
    </Field>
  );
}

type PictureListKeys<F> = { [K in keyof F]: F[K] extends readonly PictureValue[] ? K : never }[keyof F];

/** A form's field of several pictures, as data: at least `min` of them when the form is sent in full. */
export function picturesField<F>(field: { name: PictureListKeys<F>; label: string; hint?: string; min: number; max: number }): FormField<F> {
  return {
    kind: 'custom',
    name: field.name,
    label: field.label,
    check: (value) => ((value as readonly PictureValue[] | undefined)?.length ?? 0) < field.min ? { code: 'required' } : undefined,
    render: (value, set, error) => (
      <PicturesField label={field.label} hint={field.hint} error={error} max={field.max} value={(value as readonly PictureValue[] | undefined) ?? []} onChange={(pictures) => set(pictures as F[keyof F])} />
    ),
  };
}
