import { useEffect, useRef, useState } from 'react';
import './chart.css';

/** ECharts, fetched when the first chart mounts (DESIGN.md: charts load on their screens only). */
const loadECharts = () => import('./echarts-setup.ts');

type ChartInstance = { setOption: (option: object, notMerge?: boolean) => void; resize: () => void; dispose: () => void };

/**
 * One ECharts chart of `option`, drawn once ECharts has loaded and redrawn when `option` changes. The canvas is an
 * image to assistive technology, named by `summary`; a screen shows the same figures in a table. `status` words
 * the loading and failed states in the screen's language.
 */
export function Chart({ option, summary, status, className = '' }: { option: object; summary: string; status: { loading: string; failed: string }; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
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
    if (state === 'ready') chart.current?.setOption(option, true);
  }, [state, option]);

  return (
    <>
      <div ref={box} className={`lc-chart ${className}`} role="img" aria-label={summary} />
      {state !== 'ready' && (
        <p className="lc-chart__status" role="status">
          {state === 'loading' ? status.loading : status.failed}
        </p>
      )}
    </>
  );
}
