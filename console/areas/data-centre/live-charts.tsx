import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { LivingDay } from '@shared/data-centre/live-types.ts';
import { Chart } from '@console/kit/charts/chart.tsx';

/** Viewers and replay views per day as two lines; its summary names the sums and the day with the most viewers. */
export function LivingTrendChart({ days }: { days: readonly LivingDay[] }) {
  const t = useStore($t);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 16, top: 40, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [t('living.series.viewers'), t('living.series.replay_views')] },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('living.series.viewers'), type: 'line', smooth: true, itemStyle: { color: '#2563eb' }, data: days.map((day) => day.viewers) },
        { name: t('living.series.replay_views'), type: 'line', smooth: true, itemStyle: { color: '#16a34a' }, data: days.map((day) => day.replay_views) },
      ],
    }),
    [days, t],
  );
  const best = days.reduce<LivingDay | undefined>((top, day) => (!top || day.viewers > top.viewers ? day : top), undefined);
  const summary = t('living.trendSummary', {
    start: days[0]?.date ?? '',
    end: days.at(-1)?.date ?? '',
    viewers: formatNumber(days.reduce((sum, day) => sum + day.viewers, 0)),
    replays: formatNumber(days.reduce((sum, day) => sum + day.replay_views, 0)),
    date: best?.date ?? '',
    max: formatNumber(best?.viewers ?? 0),
  });
  return <Chart option={option} summary={summary} status={{ loading: t('sales.chartLoading'), failed: t('sales.chartFailed') }} />;
}
