import type { NetworkBannerMessageKey } from './zh-CN.ts';

/** English texts of zh-CN.ts beside this file, loaded when English is chosen. */
export const networkBannerEn: Record<NetworkBannerMessageKey, string> = {
  'network.offline': 'currently offline',
  'network.weak': 'network weak, some functions may be limited',
  'network.speed': 'Current speed {downlink} Mb/s',
  'network.rtt': 'latency {rtt} ms',
};
