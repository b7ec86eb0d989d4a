import { useEffect, useRef, useState } from 'react';
import './search-box.css';

export type SearchBoxProps = {
  /** accessible name of the input */
  label: string;
  placeholder?: string;
  clearLabel: string;
  /** the keyword currently applied */
  value: string;
  /** called with the trimmed text after typing pauses, on Enter, and with '' on clear */
  onSearch: (text: string) => void;
  debounceMs?: number;
  className?: string;
};

/** A clearable keyword box: searches as the user types (debounced) and at once on Enter. */
export function SearchBox({ label, placeholder, clearLabel, value, onSearch, debounceMs = 400, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const applied = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // the applied keyword can change from outside (a reset); follow it, but not our own echo
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  const apply = (next: string) => {
    const keyword = next.trim();
    if (keyword === applied.current) return;
    applied.current = keyword;
    onSearchRef.current(keyword);
  };

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => apply(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <form
      role="search"
      aria-label={label}
      className={`lc-search-box ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <svg className="lc-search-box__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <input
        ref={input}
        type="search"
        className="lc-search-box__input"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Escape in a type=search input clears it; keep dialogs from closing on that first Escape
          if (event.key === 'Escape' && text) {
            event.stopPropagation();
            event.preventDefault();
            setText('');
            apply('');
          }
        }}
      />
      {text && (
        <button
          type="button"
          className="lc-search-box__clear"
          aria-label={clearLabel}
          onClick={() => {
            setText('');
            apply('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" /></svg>
        </button>
      )}
    </form>
  );
}
