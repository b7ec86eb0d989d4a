import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { $locale } from '@shared/i18n/i18n.ts';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import NetworkBannerElement from './network-banner.element.tsx';
import { NetworkBanner } from './network-banner.tsx';

/*
 * Going offline for real would cut this page off the test runner, so the browser's network is played by an own
 * `navigator.onLine` and `navigator.connection` (the e2e test, test/e2e/network.spec.ts, uses the real ones).
 * One fake connection for the whole file: the store keeps listening a moment after the last banner goes.
 */
const connection = Object.assign(new EventTarget(), { effectiveType: '4g', rtt: 100, downlink: 10 });
let onLine = true;

function goOffline() {
  onLine = false;
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  onLine = true;
  window.dispatchEvent(new Event('online'));
}
function changeConnection(next: Partial<typeof connection>) {
  Object.assign(connection, next);
  connection.dispatchEvent(new Event('change'));
}

beforeAll(() => {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(navigator, 'onLine');
});
beforeEach(() => {
  goOnline();
  changeConnection({ effectiveType: '4g', rtt: 100, downlink: 10 });
});
afterEach(async () => {
  await unmountAll();
  $locale.set('zh-CN');
});

const banner = () => page.getByText(/离线|网络较弱|offline|network weak/);

describe('network banner (spec §8)', () => {
  it('shows nothing while the network is fine', async () => {
    const root = await mount(<NetworkBanner />);
    expect(root.textContent).toBe('');
    expect(page.getByRole('alert').elements()).toHaveLength(0);
    expect(page.getByRole('status').elements()).toHaveLength(0);
  });

  it("says '当前处于离线状态' as an alert while offline, and goes when the network returns", async () => {
    await mount(<NetworkBanner />);
    goOffline();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('当前处于离线状态');
    expect(alert.element().getAttribute('part')).toBe('banner');
    goOnline();
    await expect.element(banner()).not.toBeInTheDocument();
  });

  it('says the network is weak with the measured speed on 3g with an rtt over 500 ms', async () => {
    await mount(<NetworkBanner />);
    changeConnection({ effectiveType: '3g', rtt: 600, downlink: 0.7 });
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('网络较弱，部分功能可能受限');
    await expect.element(status).toHaveTextContent('当前网速 0.7 Mb/s · 延迟 600 ms');
    changeConnection({ effectiveType: '3g', rtt: 300, downlink: 1.2 });
    await expect.element(banner()).not.toBeInTheDocument();
  });

  it('a downlink under 0.5 Mb/s is weak whatever the type; 2g and slow-2g are weak', async () => {
    await mount(<NetworkBanner />);
    changeConnection({ effectiveType: '4g', rtt: 100, downlink: 0.35 });
    await expect.element(page.getByRole('status')).toHaveTextContent('当前网速 0.35 Mb/s · 延迟 100 ms');
    changeConnection({ effectiveType: '2g', rtt: 1400, downlink: 0.5 });
    await expect.element(page.getByRole('status')).toHaveTextContent('延迟 1400 ms');
    changeConnection({ effectiveType: 'slow-2g', rtt: 2000, downlink: 0.05 });
    await expect.element(page.getByRole('status')).toHaveTextContent('当前网速 0.05 Mb/s · 延迟 2000 ms');
  });

  it('offline wins over a weak connection', async () => {
    await mount(<NetworkBanner />);
    changeConnection({ effectiveType: '2g', rtt: 1400, downlink: 0.1 });
    await expect.element(page.getByRole('status')).toBeVisible();
    goOffline();
    await expect.element(page.getByRole('alert')).toHaveTextContent('当前处于离线状态');
    expect(page.getByRole('status').elements()).toHaveLength(0);
  });

  it('speaks the spec’s English verbatim in en', async () => {
    $locale.set('en');
    await mount(<NetworkBannerElement />);
    goOffline();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/^currently offline$/);
    goOnline();
    changeConnection({ effectiveType: '3g', rtt: 650, downlink: 0.4 });
    await expect.element(page.getByRole('status')).toHaveTextContent('network weak, some functions may be limited');
    await expect.element(page.getByRole('status')).toHaveTextContent('Current speed 0.4 Mb/s · latency 650 ms');
  });

  it('two banners on a page show the same state', async () => {
    await mount(
      <>
        <NetworkBanner />
        <NetworkBannerElement />
      </>,
    );
    goOffline();
    await expect.poll(() => page.getByRole('alert').elements().length).toBe(2);
  });
});
