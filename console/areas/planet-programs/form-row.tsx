import type { ReactNode } from 'react';

/**
 * One labelled row of a program dialog's form, with its error under the control. `group` rows (several controls)
 * name a group instead of labelling one control with `htmlFor`.
 */
export function FormRow(props: { id: string; label: string; error?: string | undefined; hint?: string; group?: boolean; children: ReactNode }) {
  const { id, label, error, hint, group = false, children } = props;
  return (
    <div className={`lc-program-form__row${error ? ' lc-program-form__row--invalid' : ''}`} {...(group ? { role: 'group', 'aria-labelledby': `${id}-label` } : {})}>
      {group ? (
        <span className="lc-program-form__label" id={`${id}-label`}>{label}</span>
      ) : (
        <label className="lc-program-form__label" htmlFor={id}>{label}</label>
      )}
      <div className="lc-program-form__control">
        {children}
        {hint && !error && <p className="lc-program-form__hint" id={`${id}-hint`}>{hint}</p>}
        {error && <p className="lc-program-form__error" id={`${id}-error`} role="alert">{error}</p>}
      </div>
    </div>
  );
}
