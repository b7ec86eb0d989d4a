/** Small pieces every planet-mode screen uses: the planet filter, a labelled form row, a picture field, errors. */
import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { askConfirm, showToast } from '@shared/feedback.ts';
import { $t, t as translate } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : translate('common.failed'));
export const toastError = (error: unknown) => showToast(messageOf(error), { kind: 'error' });

/** Asks, then runs `action`; a toast says how it went. */
export async function confirmThen(title: string, message: string, action: () => Promise<void>, doneText: string): Promise<boolean> {
  if (!(await askConfirm({ title, message }))) return false;
  try {
    await action();
    showToast(doneText, { kind: 'success' });
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

/** 'all planets' or one of the caller's planets. */
export function PlanetFilter({ planets, value, onChange }: { planets: Planet[] | null; value: number | undefined; onChange: (id: number | undefined) => void }) {
  const t = useStore($t);
  if (planets?.length === 0) return <p className="lc-mode__muted">{t('planet.mode.noPlanet')}</p>;
  return (
    <Select<number>
      label={t('planet.mode.col.planet')}
      value={value ?? 0}
      options={[{ value: 0, label: t('planet.mode.allPlanets') }, ...(planets ?? []).map((planet) => ({ value: planet.id, label: planet.title }))]}
      onChange={(id) => onChange(id === 0 ? undefined : id)}
    />
  );
}

/** The planet a record belongs to, in a form. */
export function PlanetChoice({ planets, value, onChange, error }: { planets: Planet[] | null; value: number; onChange: (id: number) => void; error?: string | undefined }) {
  const t = useStore($t);
  return (
    <div className="lc-mode-form__row">
      <Select<number>
        label={t('planet.mode.planet')}
        value={value || undefined}
        placeholder={t('planet.mode.pickPlanet')}
        options={(planets ?? []).map((planet) => ({ value: planet.id, label: planet.title }))}
        onChange={onChange}
      />
      {error && <p className="lc-mode-form__error" role="alert">{error}</p>}
    </div>
  );
}

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** the control, given its id and the id of its error or hint */
  children: (id: string, describedBy: string | undefined) => ReactNode;
};

/** A label, its control, and the control's error (or hint) under it. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`lc-mode-form__row${error ? ' lc-mode-form__row--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id, error || hint ? noteId : undefined)}
      {error ? (
        <p className="lc-mode-form__error" id={noteId} role="alert">{error}</p>
      ) : (
        hint && <p className="lc-mode-form__hint" id={noteId}>{hint}</p>
      )}
    </div>
  );
}

/** One picture from the picture selector, shown with change and remove buttons. */
export function PictureField({ label, url, onChange }: { label: string; url: string; onChange: (picture: { id: number; url: string } | null) => void }) {
  const t = useStore($t);
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  return (
    <div className="lc-mode-form__row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="lc-mode-form__label">{label}</span>
      <div className="lc-mode-picture">
        {url ? <img src={url} alt={label} width={120} height={120} /> : <span className="lc-mode-picture__none">{t('planet.mode.noPicture')}</span>}
        <Button onClick={() => setPicking(true)}>{t(url ? 'planet.mode.changePicture' : 'planet.mode.pickPicture')}</Button>
        {url && (
          <Button variant="text" onClick={() => onChange(null)}>
            {t('planet.mode.removePicture')}
          </Button>
        )}
      </div>
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
  );
}

/** Required text within `max` characters: the message to show, or undefined. */
export function textProblem(value: string, label: string, max: number, required = true): string | undefined {
  const text = value.trim();
  if (required && !text) return translate('planet.mode.required', { field: label });
  if ([...text].length > max) return translate('planet.mode.tooLong', { field: label, n: max });
  return undefined;
}

/** A row's 编辑 and 删除 (or another removal label), each naming the row for screen readers; no removal without `onRemove`. */
export function EditRemoveButtons({ name, onEdit, onRemove, removeLabel }: { name: string; onEdit: () => void; onRemove?: (() => void) | undefined; removeLabel?: string }) {
  const t = useStore($t);
  const remove = removeLabel ?? t('planet.mode.delete');
  return (
    <>
      <Button variant="text" aria-label={`${t('planet.mode.edit')} ${name}`} onClick={onEdit}>{t('planet.mode.edit')}</Button>
      {onRemove && <Button variant="text" aria-label={`${remove} ${name}`} onClick={onRemove}>{remove}</Button>}
    </>
  );
}
