import { NetworkBanner } from './network-banner.tsx';
import { networkBannerMessages } from '@shared/i18n/network-banner/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(networkBannerMessages);

/**
 * `<lectern-network-banner>`: the network banner (spec §8) where the page puts it; no attributes, no events, no
 * session needed. Part: `banner`.
 */
export default function NetworkBannerElement() {
  return <NetworkBanner />;
}
