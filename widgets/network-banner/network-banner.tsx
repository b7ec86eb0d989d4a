import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { $network, type NetworkStatus } from '@shared/network/network-status.ts';
import type { Translate } from '@shared/i18n/i18n.ts';
import './network-banner.css';

/** The measured speed as the browser reports it: downlink in Mb/s (2 decimals at most) and round-trip time in ms. */
function speedText(status: Pick<NetworkStatus, 'downlink' | 'rtt'>, t: Translate): string {
  const parts: string[] = [];
  if (status.downlink !== undefined) parts.push(t('network.speed', { downlink: Number(status.downlink.toFixed(2)) }));
  if (status.rtt !== undefined) parts.push(t('network.rtt', { rtt: Math.round(status.rtt) }));
  return parts.join(' · ');
}

/**
 * spec §8: a banner at the top of the page, 'currently offline' when offline, 'network weak, some functions may
 * be limited' with the measured speed on a weak connection, nothing otherwise.
 * Part: `banner`.
 */
export function NetworkBanner() {
  const t = useStore($t);
  const status = useStore($network);
  if (status.online && !status.weak) return null;
  if (!status.online) {
    return (
      <div className="lc-network-banner lc-network-banner--offline" role="alert" part="banner">
        {t('network.offline')}
      </div>
    );
  }
  const speed = speedText(status, t);
  return (
    <div className="lc-network-banner lc-network-banner--weak" role="status" part="banner">
      {t('network.weak')}
      {speed && <span className="lc-network-banner__speed">{speed}</span>}
    </div>
  );
}
