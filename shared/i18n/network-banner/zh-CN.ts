/**
 * `<lectern-network-banner>`'s texts: offline, weak network, the measured speed.
 * Registered by the element(s) that show them (`addMessages`), so each element's chunk carries its own texts;
 * the console adds every widget's texts (console-messages.ts). The English ones (en.ts) load only for locale en.
 */
export const networkBannerZhCN = {
  'network.offline': '当前处于离线状态',
  'network.weak': '网络较弱，部分功能可能受限',
  'network.speed': '当前网速 {downlink} Mb/s',
  'network.rtt': '延迟 {rtt} ms',
} satisfies Record<string, string>;

export type NetworkBannerMessageKey = keyof typeof networkBannerZhCN;
