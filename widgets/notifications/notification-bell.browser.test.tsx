import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fetchUnreadCounts, MESSAGE_TYPES, NOTIFICATION_PATHS, type UnreadCounts } from '../../shared/api/notifications.ts';
import { $unreadCounts } from '../../shared/notifications/unread-store.ts';
import { mount, signIn, unmountAll } from '../testing/mount.tsx';
import { NotificationBell } from './notification-bell.tsx';

const TYPE_LABELS = { platform: '平台消息', deal: '交易消息', market: '营销消息', official: '官方消息' } as const;

let server: UnreadCounts;
const bellName = () => `消息通知，${server.all} 条未读`;
const badgeText = () => (server.all > 99 ? '99+' : String(server.all));

/** the unread_message_count requests the page sends through `fetch` (the one API client uses it) */
function countUnreadRequests() {
  const urls: string[] = [];
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(NOTIFICATION_PATHS.unreadCount)) urls.push(url);
    return original(input, init);
  });
  return { urls, restore: () => spy.mockRestore() };
}

beforeAll(async () => {
  await signIn();
  // the server's own figures, asked through the API, to compare the bell with
  server = await fetchUnreadCounts();
  // the demo teacher has unread messages of every type (DESIGN.md "Stable contracts")
  expect(server.all).toBeGreaterThan(0);
});
beforeEach(() => {
  $unreadCounts.set(undefined); // each test starts as a fresh page would
});
afterEach(async () => {
  await unmountAll();
  vi.restoreAllMocks();
});

describe('notification bell (spec §2 main layout: notification entry)', () => {
  it("shows the server's unread total on the badge and in the button's accessible name", async () => {
    await mount(<NotificationBell />);
    const bell = page.getByRole('button', { name: bellName() });
    await expect.element(bell).toBeVisible();
    const badge = bell.element().querySelector('[part="badge"]');
    expect(badge?.textContent).toBe(badgeText());
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(bell.element().getAttribute('part')).toBe('bell-button');
  });

  it('two bells on a page share one request at mount and show the same number', async () => {
    const requests = countUnreadRequests();
    await mount(
      <>
        <NotificationBell />
        <NotificationBell />
      </>,
    );
    await expect.poll(() => page.getByRole('button', { name: bellName() }).elements().length).toBe(2);
    const badges = page.getByRole('button', { name: bellName() }).elements().map((bell) => bell.querySelector('[part="badge"]')?.textContent);
    expect(badges).toEqual([badgeText(), badgeText()]);
    expect(requests.urls).toHaveLength(1);
    // and nothing else follows on its own
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.urls).toHaveLength(1);
  });

  it('opening lists the unread count of the 4 message types; Escape closes and returns focus to the bell', async () => {
    await mount(<NotificationBell />);
    const bell = page.getByRole('button', { name: bellName() });
    await expect.element(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: '消息通知' });
    await expect.element(panel).toBeVisible();
    expect(panel.element().getAttribute('part')).toBe('panel');
    expect(bell.element().getAttribute('aria-expanded')).toBe('true');
    expect(bell.element().getAttribute('aria-controls')).toBe(panel.element().id);
    const items = panel.getByRole('listitem');
    expect(items.elements()).toHaveLength(4);
    for (const type of MESSAGE_TYPES) {
      await expect.element(panel.getByRole('listitem').filter({ hasText: TYPE_LABELS[type] })).toHaveTextContent(`${server[type]} 条未读`);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(panel).not.toBeInTheDocument();
    expect(bell.element().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell.element());
  });

  it('a pointer down outside closes the panel; one inside it does not; the panel stays on screen', async () => {
    const outside = await mount(<button type="button">elsewhere</button>);
    await mount(<NotificationBell />);
    const bell = page.getByRole('button', { name: bellName() });
    await bell.click();
    const panel = page.getByRole('region', { name: '消息通知' });
    await expect.element(panel).toBeVisible();
    // a bell at the left edge of the page opens its panel to the right, inside the viewport
    expect((panel.element() as HTMLElement).getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await panel.getByText(TYPE_LABELS.deal).click();
    await expect.element(panel).toBeVisible();
    await userEvent.click(outside.querySelector('button')!);
    await expect.element(panel).not.toBeInTheDocument();
  });

  it('calls onUnreadChange with the total once per change, not on every render', async () => {
    const onUnreadChange = vi.fn();
    await mount(<NotificationBell onUnreadChange={onUnreadChange} />);
    await expect.poll(() => onUnreadChange.mock.calls.length).toBe(1);
    expect(onUnreadChange).toHaveBeenCalledWith({ all: server.all, counts: server });
    // opening loads again: the same figures, so no new call
    const requests = countUnreadRequests();
    await page.getByRole('button', { name: bellName() }).click();
    await expect.element(page.getByRole('region', { name: '消息通知' })).toBeVisible();
    await expect.poll(() => requests.urls.length).toBe(1);
    await expect.poll(() => $unreadCounts.get()).toEqual(server);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onUnreadChange).toHaveBeenCalledTimes(1);
    // changed figures (as after reading a message) are reported, to every bell
    const other = vi.fn();
    await mount(<NotificationBell onUnreadChange={other} />);
    await expect.poll(() => other.mock.calls.length).toBe(1);
    $unreadCounts.set({ ...server, all: server.all - 1, deal: server.deal - 1 });
    await expect.poll(() => onUnreadChange.mock.calls.length).toBe(2);
    expect(onUnreadChange).toHaveBeenLastCalledWith({ all: server.all - 1, counts: { ...server, all: server.all - 1, deal: server.deal - 1 } });
    await expect.poll(() => other.mock.calls.length).toBe(2);
  });
});

describe('notification bell inside a shadow root (as <lectern-notification-bell> renders it)', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
  });

  it('clicks inside the panel keep it open (the document sees the host as target); outside clicks and Escape close it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.append(inner);
    root = createRoot(inner);
    flushSync(() => root!.render(<NotificationBell container={shadow} />));
    const outside = document.createElement('button');
    outside.textContent = 'elsewhere';
    document.body.append(outside);

    const bell = () => shadow.querySelector<HTMLButtonElement>('[part="bell-button"]')!;
    const panel = () => shadow.querySelector<HTMLElement>('[part="panel"]');
    await expect.poll(() => bell().getAttribute('aria-label')).toBe(bellName());
    await userEvent.click(bell());
    await expect.poll(() => panel()).not.toBeNull();
    await userEvent.click(panel()!.querySelector('li')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel()).not.toBeNull();
    await userEvent.click(outside);
    await expect.poll(() => panel()).toBeNull();

    await userEvent.click(bell());
    await expect.poll(() => panel()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => panel()).toBeNull();
    expect(shadow.activeElement).toBe(bell());
  });
});
