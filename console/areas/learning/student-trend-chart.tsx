import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { STUDENT_FIGURES, type StudentDay } from '@shared/learning/types.ts';
import { Chart } from '@console/kit/charts/chart.tsx';

const COLOURS = { new: '#2563eb', active: '#16a34a', paying: '#f97316' } as const;

/** New, active and paying students per day as three lines; its summary names the new students and the busiest day. */
export function StudentTrendChart({ days }: { days: readonly StudentDay[] }) {
  const t = useStore($t);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 16, top: 40, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: STUDENT_FIGURES.map((figure) => t(`learning.series.${figure}`)) },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: STUDENT_FIGURES.map((figure) => ({
        name: t(`learning.series.${figure}`),
        type: 'line',
        smooth: true,
        itemStyle: { color: COLOURS[figure] },
        data: days.map((day) => day[figure]),
      })),
    }),
    [days, t],
  );
  const busiest = days.reduce<StudentDay | undefined>((top, day) => (!top || day.active > top.active ? day : top), undefined);
  const summary = t('learning.trendSummary', {
    start: days[0]?.date ?? '',
    end: days.at(-1)?.date ?? '',
    new: days.reduce((sum, day) => sum + day.new, 0),
    date: busiest?.date ?? '',
    max: busiest?.active ?? 0,
  });
  return <Chart option={option} summary={summary} status={{ loading: t('learning.chartLoading'), failed: t('learning.chartFailed') }} />;
}
