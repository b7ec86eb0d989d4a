import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import './kit.css';

type Props = {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  value: string;
  onChange: (value: string) => void;
  /** the browser's password manager: a password set for someone else is a new one, never the signed-in teacher's */
  autoComplete?: 'new-password' | 'current-password';
  autoFocus?: boolean;
};

/** A password typed hidden, with a labelled toggle that shows it while pressed (to check what was typed). */
export function PasswordInput({ id, describedBy, invalid, value, onChange, autoComplete = 'new-password', autoFocus }: Props) {
  const t = useStore($t);
  const [shown, setShown] = useState(false);
  return (
    <div className="lc-password">
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(autoFocus ? { 'data-autofocus': '' } : {})}
      />
      <button type="button" className="lc-button lc-button--text lc-password__toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((now) => !now)}>
        {t('kit.password.show')}
      </button>
    </div>
  );
}
