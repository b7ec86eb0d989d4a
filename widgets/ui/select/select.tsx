import { useId } from 'react';
import './select.css';

export type SelectOption<V extends string | number> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string | number> = {
  label: string;
  /** keep the label for screen readers only */
  hideLabel?: boolean;
  /** undefined, or no option's value: nothing chosen yet (the placeholder shows) */
  value: V | undefined;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
  autoFocus?: boolean;
};

/** A styled native <select> with a label; values keep their type (numbers stay numbers). */
export function Select<V extends string | number>(props: SelectProps<V>) {
  const { label, hideLabel = false, value, options, placeholder, onChange, disabled, className } = props;
  const id = useId();
  const index = options.findIndex((option) => option.value === value);
  return (
    <div className={`lc-select ${className ?? ''}`}>
      {!hideLabel && <label className="lc-select__label" htmlFor={id}>{label}</label>}
      <span className="lc-select__wrap">
        <select
          id={id}
          className="lc-select__control"
          aria-label={hideLabel ? label : undefined}
          value={index >= 0 ? String(index) : ''}
          disabled={disabled}
          autoFocus={props.autoFocus}
          data-autofocus={props.autoFocus ? '' : undefined}
          onChange={(event) => {
            const chosen = options[Number(event.target.value)];
            if (event.target.value !== '' && chosen) onChange(chosen.value);
          }}
        >
          {/* only while nothing is chosen: an option that means "none" is one of `options`, never a second copy */}
          {index < 0 && <option value="" disabled>{placeholder ?? ''}</option>}
          {options.map((option, i) => (
            <option key={String(option.value)} value={String(i)} disabled={option.disabled}>{option.label}</option>
          ))}
        </select>
        <svg className="lc-select__arrow" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </span>
    </div>
  );
}
