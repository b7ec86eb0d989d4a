import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { lastDays } from '@shared/data-centre/rules.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { DateRange } from '@widgets/ui/date-range/date-range.tsx';
import './kit.css';

/** A statistics page's period in the address: '' and '' are the last `defaultDays` days (the page as first opened). */
export type PeriodState = { from: string; to: string };
export const NO_PERIOD: PeriodState = { from: '', to: '' };

type Range = readonly [string, string];

/**
 * The period a statistics page shows (its `from`/`to` in the address, or the last `defaultDays` days), how to choose
 * another (the default one is written as nothing, so a shared link follows the days) and which preset it is.
 */
export function usePeriod(state: PeriodState, set: (period: PeriodState) => void, defaultDays: number, presets: readonly number[]) {
  const fallback = lastDays(defaultDays, Date.now());
  const range: Range = state.from && state.to ? [state.from, state.to] : fallback;
  const choose = (next: Range | null) => set(!next || (next[0] === fallback[0] && next[1] === fallback[1]) ? NO_PERIOD : { from: next[0], to: next[1] });
  const preset = presets.find((n) => {
    const [start, end] = lastDays(n, Date.now());
    return start === range[0] && end === range[1];
  });
  return { range, choose, preset };
}

type PeriodBarProps = {
  period: ReturnType<typeof usePeriod>;
  presets: readonly number[];
  /** the date range's name (统计日期 unless told) */
  label?: string;
  /** each preset's text (近 N 天 unless told) */
  presetLabel?: (days: number) => string;
  /** filters beside the period (a channel, a kind) */
  children?: ReactNode;
};

/** The period control of a statistics page: a date range and the presets (近 7 天, 近 30 天 …), pressed when chosen. */
export function PeriodBar({ period, presets, label, presetLabel, children }: PeriodBarProps) {
  const t = useStore($t);
  return (
    <div className="lc-period-bar">
      <DateRange
        label={label ?? t('kit.period.range')}
        fromLabel={t('kit.period.from')}
        toLabel={t('kit.period.to')}
        clearLabel={t('kit.period.clear')}
        separator={t('kit.period.separator')}
        value={period.range}
        onChange={period.choose}
      />
      <div className="lc-period-bar__presets" role="group" aria-label={t('kit.period.presets')}>
        {presets.map((n) => (
          <Button key={n} aria-pressed={period.preset === n} onClick={() => period.choose(lastDays(n, Date.now()))}>
            {presetLabel ? presetLabel(n) : t('kit.period.last', { n })}
          </Button>
        ))}
      </div>
      {children}
    </div>
  );
}
