import { useMemo } from 'react';
import { Chart } from './chart.tsx';

export type DonutSlice = { name: string; value: number; colour: string };

/**
 * A share of a whole as a donut (a pie with a hole), one slice per part with its own colour, the value and share in
 * the tooltip and a legend below. `format` words a value (money, a count); `summary` names the chart for assistive
 * technology, as the screen's table does for sighted readers.
 */
export function DonutChart({ slices, format, summary, status }: { slices: readonly DonutSlice[]; format: (value: number) => string; summary: string; status: { loading: string; failed: string } }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number }) => `${p.name}<br/>${format(p.value)}（${p.percent}%）` },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { show: false },
          data: slices.map((slice) => ({ name: slice.name, value: slice.value, itemStyle: { color: slice.colour } })),
        },
      ],
    }),
    [slices, format],
  );
  return <Chart option={option} summary={summary} status={status} />;
}
