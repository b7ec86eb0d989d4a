import { useId, type ReactNode } from 'react';
import './form.css';

export type FieldProps = {
  label: string;
  /** the field's problem, worded for the user; shown under the control and announced */
  error?: string | undefined;
  hint?: string | undefined;
  /** several controls (radios, a picture with its buttons): the label names the group instead of one control */
  group?: boolean;
  /** the control, given its id and the id of the text that describes it (error or hint) */
  children: (id: string, describedBy: string | undefined) => ReactNode;
};

/** One row of a form: the label, the control, and the control's error (or hint) under it. */
export function Field({ label, error, hint, group = false, children }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const describedBy = error || hint ? noteId : undefined;
  return (
    <div
      className={`lc-field${error ? ' lc-field--invalid' : ''}`}
      {...(group ? { role: 'group', 'aria-labelledby': `${id}-label` } : {})}
    >
      {group ? <span className="lc-field__label" id={`${id}-label`}>{label}</span> : <label className="lc-field__label" htmlFor={id}>{label}</label>}
      <div className="lc-field__control">
        {children(id, describedBy)}
        {error ? (
          <p className="lc-field__error" id={noteId} role="alert">{error}</p>
        ) : (
          hint && <p className="lc-field__hint" id={noteId}>{hint}</p>
        )}
      </div>
    </div>
  );
}
