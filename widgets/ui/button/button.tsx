import type { ButtonHTMLAttributes } from 'react';
import { CLICK_ONCE_MS } from '@shared/ui/click-once.ts';
import { useClickOnce } from './use-click-once.ts';
import './button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'text' | 'danger';
  loading?: boolean;
  /** spec §5 click-once guard: disabled for 2000 ms after a click (or for the given ms) */
  clickOnce?: boolean | number;
};

export function Button({ variant = 'default', loading = false, clickOnce, className, disabled, children, type = 'button', onClick, ...rest }: ButtonProps) {
  const [guarded, guardedClick] = useClickOnce(clickOnce === true ? CLICK_ONCE_MS : clickOnce || 0, onClick);
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={`lc-button lc-button--${variant} ${className ?? ''}`}
      onClick={guardedClick}
      disabled={disabled || loading || guarded}
      aria-busy={loading || undefined}
    >
      {loading && <span className="lc-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
