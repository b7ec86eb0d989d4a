import { NetworkBanner } from './network-banner.tsx';

/**
 * `<lectern-network-banner>`: the network banner (spec §8) where the page puts it; no attributes, no events, no
 * session needed. Part: `banner`.
 */
export default function NetworkBannerElement() {
  return <NetworkBanner />;
}
