import './progress-bar.css';

export type ProgressBarProps = {
  /** percent, clamped to 0–100 */
  value: number;
  /** accessible name, e.g. the file name */
  label: string;
  status?: 'normal' | 'success' | 'error';
  /** show the percentage beside the bar */
  showText?: boolean;
};

/** A determinate progress bar (role=progressbar with aria-valuenow). */
export function ProgressBar({ value, label, status = 'normal', showText = true }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <div className={`lc-progress-bar lc-progress-bar--${status}`}>
      <div
        className="lc-progress-bar__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="lc-progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      {showText && <span className="lc-progress-bar__text" aria-hidden="true">{percent}%</span>}
    </div>
  );
}
