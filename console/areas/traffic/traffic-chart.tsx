import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { formatBytes } from '@shared/format/bytes.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import type { TrafficDay } from '@shared/traffic/types.ts';
import { Chart } from '@console/kit/charts/chart.tsx';

const MB = 1024 ** 2;
/** each kind's colour, the same in every chart */
const COLOURS = { video: '#2563eb', audio: '#16a34a', picture: '#f59e0b', document: '#8b5cf6' } as const;

/** The traffic of each day as bars stacked by kind, in MB; its summary names the total and the busiest day. */
export function TrafficChart({ days }: { days: readonly TrafficDay[] }) {
  const t = useStore($t);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 16, top: 40, bottom: 28 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value} MB` },
      legend: { top: 0, data: MATERIAL_KINDS.map((kind) => t(`traffic.kind.${kind}`)) },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: { type: 'value', name: t('traffic.chartUnit') },
      series: MATERIAL_KINDS.map((kind) => ({
        name: t(`traffic.kind.${kind}`),
        type: 'bar',
        stack: 'traffic',
        barMaxWidth: 24,
        itemStyle: { color: COLOURS[kind] },
        data: days.map((day) => Math.round((day[kind] / MB) * 100) / 100),
      })),
    }),
    [days, t],
  );
  const busiest = days.reduce<TrafficDay | undefined>((top, day) => (!top || day.total > top.total ? day : top), undefined);
  const summary = t('traffic.chartSummary', {
    start: days[0]?.date ?? '',
    end: days.at(-1)?.date ?? '',
    total: formatBytes(days.reduce((sum, day) => sum + day.total, 0)),
    date: busiest?.date ?? '',
    max: formatBytes(busiest?.total ?? 0),
  });
  return <Chart option={option} summary={summary} status={{ loading: t('traffic.chartLoading'), failed: t('traffic.chartFailed') }} />;
}
