import { useCallback, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { fenToYuan, formatFen, formatNumber } from '@shared/format/currency.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { StudentDay } from '@shared/learning/types.ts';
import type { CourseProduct, SpendBucket, StudentDataReport } from '@shared/data-centre/course-types.ts';
import { Chart } from '@console/kit/charts/chart.tsx';
import { DonutChart } from '@console/kit/charts/donut-chart.tsx';

/** each channel's colour, as in the sales charts */
const CHANNEL_COLOURS = { dy: '#111827', ks: '#f97316', sph: '#16a34a', xhs: '#e11d48', h5: '#2563eb' } as const;

function useStatus() {
  const t = useStore($t);
  return { loading: t('sales.chartLoading'), failed: t('sales.chartFailed') };
}

/** Horizontal bars of the top products' paid money, in yuan, most on top. */
export function TopProductsBar({ products }: { products: readonly CourseProduct[] }) {
  const t = useStore($t);
  const status = useStatus();
  const shown = useMemo(() => [...products].reverse(), [products]);
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 8, right: 24, top: 8, bottom: 24, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: shown.map((p) => (p.title.length > 12 ? `${p.title.slice(0, 12)}…` : p.title)) },
      series: [{ name: t('sales.series.gmv'), type: 'bar', itemStyle: { color: '#2563eb' }, data: shown.map((p) => fenToYuan(p.gmv)) }],
    }),
    [shown, t],
  );
  const summary = products.length === 0 ? t('courseData.topNone') : t('courseData.topSummary', { parts: products.map((p) => `${p.title} ${formatFen(p.gmv)}`).join('，') });
  return <Chart option={option} summary={summary} status={status} />;
}

const TREND_SERIES = [
  ['new', '#2563eb'],
  ['active', '#16a34a'],
  ['paying', '#f97316'],
] as const;

/** New, active and paying students per day as three lines. */
export function StudentTrendChart({ days }: { days: readonly StudentDay[] }) {
  const t = useStore($t);
  const status = useStatus();
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 16, top: 40, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: TREND_SERIES.map(([figure]) => t(`studentData.series.${figure}`)) },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: TREND_SERIES.map(([figure, colour]) => ({ name: t(`studentData.series.${figure}`), type: 'line', smooth: true, itemStyle: { color: colour }, data: days.map((day) => day[figure]) })),
    }),
    [days, t],
  );
  const best = days.reduce<StudentDay | undefined>((top, day) => (!top || day.active > top.active ? day : top), undefined);
  const summary = t('studentData.trendSummary', {
    start: days[0]?.date ?? '',
    end: days.at(-1)?.date ?? '',
    new: days.reduce((sum, day) => sum + day.new, 0),
    date: best?.date ?? '',
    max: best?.active ?? 0,
  });
  return <Chart option={option} summary={summary} status={status} />;
}

/** The new students of each first-order channel as a donut. */
export function NewChannelDonut({ channels }: { channels: StudentDataReport['by_channel'] }) {
  const t = useStore($t);
  const status = useStatus();
  const slices = useMemo(() => channels.filter((c) => c.n > 0).map((c) => ({ name: t(`sales.channel.${c.channel}`), value: c.n, colour: CHANNEL_COLOURS[c.channel] })), [channels, t]);
  const format = useCallback((n: number) => t('studentData.persons', { n: formatNumber(n) }), [t]);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const summary =
    total === 0
      ? t('studentData.channelNone')
      : t('studentData.channelSummary', { parts: slices.map((s) => `${s.name} ${format(s.value)}（${Math.round((s.value / total) * 1000) / 10}%）`).join('，') });
  return <DonutChart slices={slices} format={format} summary={summary} status={status} />;
}

/** A spend bucket's name: 'under ¥100', '¥100–¥500', '¥2,000 or more'. */
function useBucketName(): (bucket: SpendBucket) => string {
  const t = useStore($t);
  return useCallback(
    (b: SpendBucket) => {
      const yuan = (fen: number) => formatFen(fen, { decimals: 0 });
      if (b.min === 0 && b.max !== null) return t('studentData.bucket.below', { max: yuan(b.max) });
      if (b.max === null) return t('studentData.bucket.above', { min: yuan(b.min) });
      return t('studentData.bucket.between', { min: yuan(b.min), max: yuan(b.max) });
    },
    [t],
  );
}

/** Students per spend bucket as vertical bars. */
export function SpendBars({ buckets }: { buckets: readonly SpendBucket[] }) {
  const t = useStore($t);
  const status = useStatus();
  const nameOf = useBucketName();
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 48, right: 16, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: buckets.map(nameOf) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: t('studentData.series.students'), type: 'bar', itemStyle: { color: '#7c3aed' }, data: buckets.map((b) => b.n) }],
    }),
    [buckets, nameOf, t],
  );
  const summary = t('studentData.spendSummary', { parts: buckets.map((b) => `${nameOf(b)} ${t('studentData.persons', { n: formatNumber(b.n) })}`).join('，') });
  return <Chart option={option} summary={summary} status={status} />;
}
