import { useStore } from '@nanostores/react';
import { formatBytes } from '@shared/format/bytes.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { allowanceState } from '@shared/traffic/rules.ts';
import type { TrafficAllowance } from '@shared/traffic/types.ts';
import { UsageMeter } from '@console/kit/usage-meter.tsx';
import './traffic-texts.ts';
import './traffic.css';

/**
 * This month's traffic against its allowance (the free base and the traffic packages running). Going over is
 * shown and warned about, never blocked (docs/decisions.md "Traffic").
 */
export function AllowanceMeter({ allowance, title }: { allowance: TrafficAllowance; title: string }) {
  const t = useStore($t);
  const state = allowanceState(allowance);
  const text = t('traffic.allowance.meter', { month: allowance.month, used: formatBytes(allowance.used), allowance: formatBytes(allowance.allowance) });
  return (
    <>
      <UsageMeter label={title} used={allowance.used} limit={allowance.allowance} text={text} state={state} />
      <p className="lc-traffic__muted">{t('traffic.allowance.parts', { base: formatBytes(allowance.base), packages: formatBytes(allowance.packages) })}</p>
      {state === 'near' && <p className="lc-traffic__warn" role="status">{t('traffic.allowance.near')}</p>}
      {state === 'over' && (
        <p className="lc-traffic__warn lc-traffic__warn--over" role="status">
          {t('traffic.allowance.over', { over: formatBytes(allowance.used - allowance.allowance) })}
        </p>
      )}
    </>
  );
}
