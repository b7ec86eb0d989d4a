import { useCallback, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { fenToYuan, formatFen } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { SalesDay, SalesReport } from '@shared/data-centre/types.ts';
import { Chart } from '@console/kit/charts/chart.tsx';
import { DonutChart } from '@console/kit/charts/donut-chart.tsx';

/** each channel's colour, the same in every chart */
const CHANNEL_COLOURS = { dy: '#111827', ks: '#f97316', sph: '#16a34a', xhs: '#e11d48', h5: '#2563eb' } as const;

/** Paid and refunded money per day as two lines, in yuan; its summary names the sums and the best day. */
export function SalesTrendChart({ days }: { days: readonly SalesDay[] }) {
  const t = useStore($t);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 64, right: 16, top: 40, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [t('sales.series.gmv'), t('sales.series.refunded')] },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: { type: 'value' },
      series: [
        { name: t('sales.series.gmv'), type: 'line', smooth: true, itemStyle: { color: '#2563eb' }, data: days.map((day) => fenToYuan(day.gmv)) },
        { name: t('sales.series.refunded'), type: 'line', smooth: true, itemStyle: { color: '#dc2626' }, data: days.map((day) => fenToYuan(day.refunded)) },
      ],
    }),
    [days, t],
  );
  const best = days.reduce<SalesDay | undefined>((top, day) => (!top || day.gmv > top.gmv ? day : top), undefined);
  const summary = t('sales.trendSummary', {
    start: days[0]?.date ?? '',
    end: days.at(-1)?.date ?? '',
    gmv: formatFen(days.reduce((sum, day) => sum + day.gmv, 0)),
    refunded: formatFen(days.reduce((sum, day) => sum + day.refunded, 0)),
    date: best?.date ?? '',
    max: formatFen(best?.gmv ?? 0),
  });
  return <Chart option={option} summary={summary} status={{ loading: t('sales.chartLoading'), failed: t('sales.chartFailed') }} />;
}

/** The paid money of each channel as a donut; its summary lists every channel's share. */
export function ChannelDonut({ channels }: { channels: SalesReport['by_channel'] }) {
  const t = useStore($t);
  const slices = useMemo(() => channels.filter((c) => c.gmv > 0).map((c) => ({ name: t(`sales.channel.${c.channel}`), value: c.gmv, colour: CHANNEL_COLOURS[c.channel] })), [channels, t]);
  const format = useCallback((fen: number) => formatFen(fen), []);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const summary =
    total === 0
      ? t('sales.channelNone')
      : t('sales.channelSummary', { parts: slices.map((s) => `${s.name} ${formatFen(s.value)}（${Math.round((s.value / total) * 1000) / 10}%）`).join('，') });
  return <DonutChart slices={slices} format={format} summary={summary} status={{ loading: t('sales.chartLoading'), failed: t('sales.chartFailed') }} />;
}
