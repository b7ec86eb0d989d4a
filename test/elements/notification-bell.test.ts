/// <reference types="mocha" />
import { expect } from 'chai';
import { add, apiGet, nextEvent, requestsTo, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

const badgeOf = (bell: HTMLElement) => shadowOf(bell).querySelector('[part~=badge]')?.textContent?.trim();
const COUNT = 'unread_message_count';
const UNREAD_PATH = `/api/v3/column_hybrid/douyin/${COUNT}`;

const focusListeners = new Set<unknown>();
const addListener = window.addEventListener.bind(window);
const removeListener = window.removeEventListener.bind(window);
window.addEventListener = ((type: string, listener: unknown, options?: unknown) => {
  if (type === 'focus') focusListeners.add(listener);
  addListener(type, listener as EventListener, options as AddEventListenerOptions);
}) as typeof window.addEventListener;
window.removeEventListener = ((type: string, listener: unknown, options?: unknown) => {
  if (type === 'focus') focusListeners.delete(listener);
  removeListener(type, listener as EventListener, options as EventListenerOptions);
}) as typeof window.removeEventListener;

describe('<lectern-notification-bell>', () => {
  let token = '';
  before(async () => {
    token = await signIn();
    performance.setResourceTimingBufferSize(10_000);
  });
  afterEach(resetPage);

  it("two bells show the server's unread count from one request and announce it", async () => {
    const expected = (await apiGet<{ data: { all: number } }>(UNREAD_PATH, token)).data.all;
    expect(expected).to.be.greaterThan(0);
    const text = expected > 99 ? '99+' : String(expected);
    const before = requestsTo(COUNT);
    const changed = nextEvent<{ all: number }>('lectern-unread-change');
    const first = add('lectern-notification-bell');
    const second = add('lectern-notification-bell');
    await waitFor(() => badgeOf(first) === text && badgeOf(second) === text, 'both badges');
    expect(requestsTo(COUNT) - before).to.equal(1);
    expect((await changed).detail.all).to.equal(expected);
  });

  it('opens a panel with the count of each type, which Escape closes', async () => {
    const bell = add('lectern-notification-bell');
    const root = shadowOf(bell);
    const button = await waitFor(() => root.querySelector<HTMLElement>('[part~=bell-button]'), 'the bell');
    button.click();
    const panel = await waitFor(() => root.querySelector<HTMLElement>('[part~=panel]'), 'the panel');
    expect(panel.querySelectorAll('li')).to.have.length(4);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !root.querySelector('[part~=panel]'), 'the panel to close');
  });

  it('removed, leaves nothing running: no listeners, no more requests on focus', async () => {
    let before = requestsTo(COUNT);
    const bell = add('lectern-notification-bell');
    // the count of the first bells may still be on the badge: wait for this bell's own request to finish
    await waitFor(() => requestsTo(COUNT) > before && badgeOf(bell), 'the mount request');
    // the refresh on focus itself is unit-tested (shared/notifications); a background test page is 'hidden'
    expect(focusListeners.size).to.equal(1);
    bell.remove();
    expect(shadowOf(bell).querySelector('.lc-element-root')).to.equal(null);
    await waitFor(() => focusListeners.size === 0, 'the focus listener to go');
    before = requestsTo(COUNT);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requestsTo(COUNT)).to.equal(before);
  });
});
