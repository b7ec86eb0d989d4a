import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Chart } from '@console/kit/charts/chart.tsx';

export type ChartSeries = { name: string; kind: 'bar' | 'line'; values: number[] };

/**
 * A bar or line chart of per-day values (the kit's chart, console/kit/charts). The canvas is an image to assistive
 * technology, named by `summary`; the same figures are in the screen's table.
 */
export function TrendChart({ dates, series, summary }: { dates: string[]; series: ChartSeries[]; summary: string }) {
  const t = useStore($t);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: series.map((one) => one.name) },
      xAxis: { type: 'category', data: dates.map((date) => date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((one) => ({ name: one.name, type: one.kind, data: one.values, smooth: one.kind === 'line', barMaxWidth: 24 })),
    }),
    [dates, series],
  );
  return <Chart className="lc-planet-data__canvas" option={option} summary={summary} status={{ loading: t('planet.members.data.chartLoading'), failed: t('planet.members.data.chartFailed') }} />;
}
