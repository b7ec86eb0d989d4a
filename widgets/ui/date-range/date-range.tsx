import { useEffect, useId, useRef, useState } from 'react';
import './date-range.css';

export type DateRangeValue = readonly [string, string] | null;

export type DateRangeProps = {
  /** the group's label, e.g. '上传时间' */
  label: string;
  fromLabel: string;
  toLabel: string;
  clearLabel: string;
  /** shown between the two inputs, e.g. '至' */
  separator?: string;
  /** 'YYYY-MM-DD' pair, or null for no range */
  value: DateRangeValue;
  /** [from, to] once both ends are set (swapped if given backwards), null when cleared */
  onChange: (value: DateRangeValue) => void;
  className?: string;
};

/** Two native date inputs forming a range, with a clear button. */
export function DateRange({ label, fromLabel, toLabel, clearLabel, separator = '–', value, onChange, className }: DateRangeProps) {
  const [from, setFrom] = useState(value?.[0] ?? '');
  const [to, setTo] = useState(value?.[1] ?? '');
  const labelId = useId();
  const key = (range: DateRangeValue) => (range ? `${range[0]}/${range[1]}` : '');
  const emitted = useRef(key(value));

  // follow a range set from outside, but not the echo of our own change (a half-filled pair stays on screen)
  useEffect(() => {
    if (key(value) === emitted.current) return;
    emitted.current = key(value);
    setFrom(value?.[0] ?? '');
    setTo(value?.[1] ?? '');
  }, [value?.[0], value?.[1]]);

  const update = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    // a range needs both ends; with one missing no time filter applies
    const next: DateRangeValue = nextFrom && nextTo ? (nextFrom <= nextTo ? [nextFrom, nextTo] : [nextTo, nextFrom]) : null;
    if (key(next) === emitted.current) return;
    emitted.current = key(next);
    onChange(next);
  };

  return (
    <div className={`lc-date-range ${className ?? ''}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="lc-date-range__label">{label}</span>
      <span className="lc-date-range__fields">
        <input
          type="date"
          className="lc-date-range__input"
          aria-label={fromLabel}
          value={from}
          max={to || undefined}
          onChange={(event) => update(event.target.value, to)}
        />
        <span className="lc-date-range__sep" aria-hidden="true">{separator}</span>
        <input
          type="date"
          className="lc-date-range__input"
          aria-label={toLabel}
          value={to}
          min={from || undefined}
          onChange={(event) => update(from, event.target.value)}
        />
        {(from || to) && (
          <button type="button" className="lc-date-range__clear" aria-label={clearLabel} onClick={() => update('', '')}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" /></svg>
          </button>
        )}
      </span>
    </div>
  );
}
