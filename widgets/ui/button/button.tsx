import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'text' | 'danger';
  loading?: boolean;
};

export function Button({ variant = 'default', loading = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={`lc-button lc-button--${variant} ${className ?? ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="lc-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
