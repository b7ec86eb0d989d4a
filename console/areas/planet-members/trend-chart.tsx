import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';

export type ChartSeries = { name: string; kind: 'bar' | 'line'; values: number[] };

/** ECharts, fetched when the first chart mounts (DESIGN.md: charts load on their screens only). */
const loadECharts = () => import('./echarts-setup.ts');

/**
 * A bar or line chart of per-day values. The canvas is an image to assistive technology, named by `summary`; the
 * same figures are in the screen's table.
 */
export function TrendChart({ dates, series, summary }: { dates: string[]; series: ChartSeries[]; summary: string }) {
  const t = useStore($t);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption: (option: object, notMerge?: boolean) => void; resize: () => void; dispose: () => void } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | undefined;
    loadECharts().then(
      (echarts) => {
        if (!alive || !box.current) return;
        chart.current = echarts.init(box.current);
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
        setState('ready');
      },
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'ready' || !chart.current) return;
    chart.current.setOption(
      {
        animation: false,
        grid: { left: 48, right: 16, top: 36, bottom: 28 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: series.map((one) => one.name) },
        xAxis: { type: 'category', data: dates.map((date) => date.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((one) => ({ name: one.name, type: one.kind, data: one.values, smooth: one.kind === 'line', barMaxWidth: 24 })),
      },
      true,
    );
  }, [state, dates, series]);

  return (
    <>
      <div ref={box} className="lc-planet-data__canvas" role="img" aria-label={summary} />
      {state !== 'ready' && (
        <p className="lc-planet-data__status" role="status">
          {t(state === 'loading' ? 'planet.members.data.chartLoading' : 'planet.members.data.chartFailed')}
        </p>
      )}
    </>
  );
}
