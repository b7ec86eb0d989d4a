import { useEffect, useState, type KeyboardEvent } from 'react';

type SpendRangeProps = {
  label: string;
  minLabel: string;
  maxLabel: string;
  toLabel: string;
  /** the applied bounds, yuan as typed ('' for none) */
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
};

/** Two amounts in yuan, applied when the teacher leaves a box or presses Enter. */
export function SpendRange({ label, minLabel, maxLabel, toLabel, min, max, onChange }: SpendRangeProps) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  useEffect(() => setLow(min), [min]);
  useEffect(() => setHigh(max), [max]);
  const apply = () => {
    if (low.trim() !== min || high.trim() !== max) onChange(low.trim(), high.trim());
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <span className="lc-spend-range" role="group" aria-label={label}>
      <span className="lc-spend-range__label" aria-hidden="true">{label}</span>
      <span className="lc-spend-range__inputs">
        <input className="lc-spend-range__input" inputMode="decimal" aria-label={minLabel} value={low} onChange={(e) => setLow(e.target.value)} onBlur={apply} onKeyDown={onKey} />
        <span aria-hidden="true">{toLabel}</span>
        <input className="lc-spend-range__input" inputMode="decimal" aria-label={maxLabel} value={high} onChange={(e) => setHigh(e.target.value)} onBlur={apply} onKeyDown={onKey} />
      </span>
    </span>
  );
}
