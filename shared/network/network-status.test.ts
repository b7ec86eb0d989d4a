import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWeakConnection, readNetworkStatus, type ConnectionInfo } from './network-status.ts';

/** a navigator and window as Chromium has them, with `navigator.connection` an EventTarget */
function fakeBrowser(info: ConnectionInfo | null, online = true) {
  const window = new EventTarget();
  const added: string[] = [];
  const connection = info ? Object.assign(new EventTarget(), info) : undefined;
  const listeners = (target: EventTarget | undefined, name: string) => {
    if (!target) return;
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]) => {
      added.push(`${name}:${type}`);
      add(type, ...rest);
    };
    target.removeEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | EventListenerOptions)?]) => {
      added.splice(added.indexOf(`${name}:${type}`), 1);
      remove(type, ...rest);
    };
  };
  listeners(window, 'window');
  listeners(connection, 'connection');
  const navigator = { onLine: online, connection };
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', navigator);
  return {
    navigator,
    connection,
    /** the listeners attached right now */
    added,
    goOffline() {
      navigator.onLine = false;
      window.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      navigator.onLine = true;
      window.dispatchEvent(new Event('online'));
    },
    change(next: ConnectionInfo) {
      Object.assign(connection!, next);
      connection!.dispatchEvent(new Event('change'));
    },
  };
}

/** a fresh copy of the module, so that its atom reads the fake browser */
async function freshStore() {
  vi.resetModules();
  return (await import('./network-status.ts')).$network;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isWeakConnection (spec §8: slow-2g, 2g, or 3g with rtt over 500, or downlink under 0.5)', () => {
  it.each([
    [{ effectiveType: 'slow-2g', rtt: 100, downlink: 10 }, true],
    [{ effectiveType: '2g', rtt: 100, downlink: 10 }, true],
    [{ effectiveType: '3g', rtt: 550, downlink: 1.5 }, true],
    [{ effectiveType: '3g', rtt: 500, downlink: 1.5 }, false],
    [{ effectiveType: '3g', rtt: 300, downlink: 0.7 }, false],
    [{ effectiveType: '4g', rtt: 100, downlink: 0.45 }, true],
    [{ effectiveType: '4g', rtt: 100, downlink: 0.5 }, false],
    [{ effectiveType: '4g', rtt: 900, downlink: 10 }, false],
    [{}, false],
  ])('%j → %s', (info, weak) => {
    expect(isWeakConnection(info)).toBe(weak);
  });
});

describe('readNetworkStatus', () => {
  it('takes online and the connection figures from navigator', () => {
    const { navigator } = fakeBrowser({ effectiveType: '2g', rtt: 1800, downlink: 0.25 });
    expect(readNetworkStatus(navigator as unknown as Navigator)).toEqual({
      online: true,
      effectiveType: '2g',
      rtt: 1800,
      downlink: 0.25,
      weak: true,
    });
  });

  it('offline is never weak, and a browser without the Network Information API is fine when online', () => {
    expect(readNetworkStatus(fakeBrowser({ effectiveType: '2g' }, false).navigator as unknown as Navigator)).toMatchObject({ online: false, weak: false });
    expect(readNetworkStatus(fakeBrowser(null).navigator as unknown as Navigator)).toEqual({ online: true, weak: false });
    expect(readNetworkStatus(undefined)).toEqual({ online: true, weak: false });
  });
});

describe('$network', () => {
  it('follows offline and online events while subscribed', async () => {
    const browser = fakeBrowser({ effectiveType: '4g', rtt: 100, downlink: 10 });
    const $network = await freshStore();
    const seen: boolean[] = [];
    const stop = $network.subscribe((status) => seen.push(status.online));
    browser.goOffline();
    browser.goOnline();
    expect(seen).toEqual([true, false, true]);
    stop();
  });

  it('follows the connection’s change event: 3g with a long rtt is weak, a fast one is not', async () => {
    const browser = fakeBrowser({ effectiveType: '4g', rtt: 100, downlink: 10 });
    const $network = await freshStore();
    const stop = $network.listen(() => undefined);
    expect($network.get().weak).toBe(false);
    browser.change({ effectiveType: '3g', rtt: 600, downlink: 0.7 });
    expect($network.get()).toEqual({ online: true, effectiveType: '3g', rtt: 600, downlink: 0.7, weak: true });
    browser.change({ effectiveType: '4g', rtt: 50, downlink: 10 });
    expect($network.get().weak).toBe(false);
    stop();
  });

  it('a change that alters nothing does not notify', async () => {
    const browser = fakeBrowser({ effectiveType: '4g', rtt: 100, downlink: 10 });
    const $network = await freshStore();
    const calls = vi.fn();
    const stop = $network.listen(calls);
    browser.change({ rtt: 100 });
    expect(calls).not.toHaveBeenCalled();
    stop();
  });

  it('attaches its listeners only while subscribed and removes them after', async () => {
    const browser = fakeBrowser({ effectiveType: '4g', rtt: 100, downlink: 10 });
    const $network = await freshStore();
    expect(browser.added).toEqual([]);
    vi.useFakeTimers();
    const stop = $network.listen(() => undefined);
    expect(browser.added.sort()).toEqual(['connection:change', 'window:offline', 'window:online']);
    stop();
    // nanostores unmounts a store a moment (1 s) after its last listener goes
    vi.runAllTimers();
    vi.useRealTimers();
    expect(browser.added).toEqual([]);
  });

  it('reads the status afresh when first subscribed (it may have changed while nobody listened)', async () => {
    const browser = fakeBrowser({ effectiveType: '4g', rtt: 100, downlink: 10 });
    const $network = await freshStore();
    browser.navigator.onLine = false;
    const stop = $network.listen(() => undefined);
    expect($network.get().online).toBe(false);
    stop();
  });
});
