import { atom, onMount } from 'nanostores';

/** What the browser tells of the connection (Network Information API, where it exists: Chromium). */
export type ConnectionInfo = { effectiveType?: string; rtt?: number; downlink?: number };

export type NetworkStatus = ConnectionInfo & {
  online: boolean;
  /** spec §8 weak network; never true while offline */
  weak: boolean;
};

/** `navigator.connection`: an EventTarget that fires `change` */
type Connection = EventTarget & ConnectionInfo;

/** spec §8: weak is slow-2g, 2g, or 3g with an rtt over 500 ms, or a downlink under 0.5 Mb/s */
export function isWeakConnection({ effectiveType, rtt, downlink }: ConnectionInfo): boolean {
  if (effectiveType === 'slow-2g' || effectiveType === '2g') return true;
  if (effectiveType === '3g' && rtt !== undefined && rtt > 500) return true;
  return downlink !== undefined && downlink < 0.5;
}

function connectionOf(nav: Navigator | undefined): Connection | undefined {
  const connection = (nav as (Navigator & { connection?: Connection }) | undefined)?.connection;
  return connection && typeof connection.addEventListener === 'function' ? connection : undefined;
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The status now, read from `navigator`; without one (server-side, tests) the network counts as fine. */
export function readNetworkStatus(nav: Navigator | undefined = globalThis.navigator): NetworkStatus {
  const online = nav?.onLine !== false;
  const connection = connectionOf(nav);
  const info: ConnectionInfo = connection
    ? { effectiveType: connection.effectiveType || undefined, rtt: finite(connection.rtt), downlink: finite(connection.downlink) }
    : {};
  return { online, ...info, weak: online && isWeakConnection(info) };
}

const FIELDS = ['online', 'weak', 'effectiveType', 'rtt', 'downlink'] as const;

/**
 * The page's network status, for the network banner and anything that must wait for the network (the
 * shell uploader pauses offline). It listens to `online`/`offline` and to the connection's `change` only
 * while someone is subscribed, and reads the status afresh each time it is first subscribed to.
 */
export const $network = atom<NetworkStatus>(readNetworkStatus());

onMount($network, () => {
  const target = typeof window === 'undefined' ? undefined : window;
  const connection = connectionOf(globalThis.navigator);
  const update = () => {
    const next = readNetworkStatus();
    const now = $network.get();
    const same = FIELDS.every((field) => next[field] === now[field]);
    if (!same) $network.set(next);
  };
  update();
  target?.addEventListener('online', update);
  target?.addEventListener('offline', update);
  connection?.addEventListener('change', update);
  return () => {
    target?.removeEventListener('online', update);
    target?.removeEventListener('offline', update);
    connection?.removeEventListener('change', update);
  };
});
