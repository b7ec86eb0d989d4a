/// <reference types="mocha" />
import { expect } from 'chai';
import { add, API, apiGet, nextEvent, requestsTo, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

const badgeOf = (bell: HTMLElement) => shadowOf(bell).querySelector('[part~=badge]')?.textContent?.trim();
const COUNT = 'unread_message_count';
const UNREAD_PATH = `/api/v3/column_hybrid/douyin/${COUNT}`;
const LIST_PATH = '/api/v3/column_hybrid/douyin/message_list';
const READ_PATH = '/api/v3/column_hybrid/douyin/message_setread';
let ticketsBefore = 0;

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
  beforeEach(() => {
    ticketsBefore = requestsTo('message_stream_ticket');
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
    // Chromium records a request's timing entry a moment after its answer was read: under load, after the render
    await waitFor(() => requestsTo(COUNT) > before, 'the count request in the resource timing');
    expect(requestsTo(COUNT) - before).to.equal(1);
    expect((await changed).detail.all).to.equal(expected);
  });

  it('opens the drawer with the four type tabs and the messages, which Escape closes', async () => {
    const bell = add('lectern-notification-bell');
    const root = shadowOf(bell);
    const button = await waitFor(() => root.querySelector<HTMLElement>('[part~=bell-button]'), 'the bell');
    button.click();
    const drawer = await waitFor(() => root.querySelector<HTMLElement>('[part~=drawer]'), 'the drawer');
    const dialog = drawer.closest<HTMLElement>('[role=dialog]')!;
    expect(root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('消息通知');
    expect([...drawer.querySelectorAll('[role=tab]')].map((tab) => tab.firstChild?.textContent)).to.deep.equal(['平台消息', '交易消息', '营销消息', '官方消息']);
    await waitFor(() => drawer.querySelectorAll('.lc-notification-drawer__row').length > 0, 'the messages');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !root.querySelector('[part~=drawer]'), 'the drawer to close');
  });

  it("'mark all read' asks its question in the page's one feedback layer; cancelled, nothing is read", async () => {
    const before = (await apiGet<{ data: { all: number } }>(UNREAD_PATH, token)).data.all;
    const bell = add('lectern-notification-bell');
    const root = shadowOf(bell);
    (await waitFor(() => root.querySelector<HTMLElement>('[part~=bell-button]'), 'the bell')).click();
    const drawer = await waitFor(() => root.querySelector<HTMLElement>('[part~=drawer]'), 'the drawer');
    const markAll = await waitFor(
      () => [...drawer.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '全部已读' && !button.disabled),
      'mark all read',
    );
    markAll.click();
    const layer = document.querySelector<HTMLElement>('[data-lectern-feedback]')!;
    const confirm = await waitFor(() => layer.shadowRoot?.querySelector<HTMLElement>('[role=alertdialog]'), 'the confirm');
    expect(confirm.textContent).to.contain('确认已阅读全部消息吗？');
    const cancel = [...confirm.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === '取消')!;
    cancel.click();
    await waitFor(() => !layer.shadowRoot?.querySelector('[role=alertdialog]'), 'the confirm to close');
    expect((await apiGet<{ data: { all: number } }>(UNREAD_PATH, token)).data.all).to.equal(before);
  });

  it('follows the server over its event stream (another origin): a message read elsewhere changes the badge without a count request', async () => {
    const before = (await apiGet<{ data: { all: number } }>(UNREAD_PATH, token)).data.all;
    const countsBefore = requestsTo(COUNT);
    const bell = add('lectern-notification-bell');
    // the bell's own count request finished, and the ticket for the stream was asked for (the stream itself is no
    // finished resource to count)
    await waitFor(() => requestsTo(COUNT) > countsBefore && requestsTo('message_stream_ticket') > ticketsBefore, 'the mount requests');
    await waitFor(() => badgeOf(bell) === String(before), 'the badge');
    const counted = requestsTo(COUNT);
    const list = await apiGet<{ rows: { id: number }[] }>(`${LIST_PATH}?readStatus=0&pageSize=1`, token);
    const read = await fetch(`${API}${READ_PATH}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: list.rows[0]!.id }),
    });
    expect(read.status).to.equal(200);
    await waitFor(() => badgeOf(bell) === String(before - 1), 'the badge to follow');
    expect(requestsTo(COUNT)).to.equal(counted);
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
    // a new bell's own request arrives after anything the removed one could have asked on those events
    const next = add('lectern-notification-bell');
    await waitFor(() => requestsTo(COUNT) > before && badgeOf(next), "the new bell's request");
    expect(requestsTo(COUNT)).to.equal(before + 1);
  });
});
