import './usage-meter.css';

/**
 * How much of an allowance is used (storage against its quota, traffic against its monthly allowance): a bar with
 * role="meter", named by `label`, with `text` as its value read aloud and shown beside it. Near the limit it turns
 * amber, at or over it red; past the limit the bar stays full.
 */
export function UsageMeter({ label, used, limit, text, state }: { label: string; used: number; limit: number; text: string; state: 'ok' | 'near' | 'full' | 'over' }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <div className={`lc-usage-meter lc-usage-meter--${state}`}>
      <div className="lc-usage-meter__track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={Math.min(used, limit)} aria-valuetext={text}>
        <div className="lc-usage-meter__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="lc-usage-meter__text">{text}</p>
    </div>
  );
}
