import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fetchMessages, fetchUnreadCounts } from '@shared/notifications/client.ts';
import { MESSAGE_TYPES, NOTIFICATION_PATHS, type NotificationMessage, type UnreadCounts } from '@shared/notifications/contract.ts';
import { $unreadCounts } from '@shared/notifications/unread-store.ts';
import { MessageBox } from '@widgets/ui/message-box/message-box.tsx';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { NotificationBell } from './notification-bell.tsx';

const TYPE_LABELS = { platform: '平台消息', deal: '交易消息', market: '营销消息', official: '官方消息' } as const;

let server: UnreadCounts;
const bellName = (all = server.all) => `消息通知，${all} 条未读`;
const badgeText = (all = server.all) => (all > 99 ? '99+' : String(all));

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

const drawer = () => page.getByRole('dialog', { name: '消息通知' });
const rowTitles = () =>
  Array.from(drawer().element().querySelectorAll('.lc-notification-drawer__row .lc-notification-drawer__title')).map((el) => el.textContent);
const titlesOf = (rows: NotificationMessage[]) => rows.map((row) => row.title);

async function openDrawer() {
  const bell = page.getByRole('button', { name: bellName() });
  await bell.click();
  await expect.element(drawer()).toBeVisible();
  return bell;
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
    // and nothing else follows on its own: a call of the test's own through the same client comes after it
    await fetchMessages({ page: 1, msgType: 'platform' });
    expect(requests.urls).toHaveLength(1);
  });

  it("opens the drawer: a labelled modal dialog with the type tabs and their counts, the read filter and the platform tab's newest messages; Escape closes it and the bell has the focus again", async () => {
    await mount(<NotificationBell />);
    const bell = await openDrawer();
    expect(bell.element().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().element().getAttribute('aria-modal')).toBe('true');
    expect(drawer().element().querySelector('[part="drawer"]')).not.toBeNull();
    const tabs = drawer().getByRole('tab');
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual(
      MESSAGE_TYPES.map((type) => `${TYPE_LABELS[type]}${server[type]} ${server[type]} 条未读`),
    );
    await expect.element(drawer().getByRole('tab', { name: /^平台消息/ })).toHaveAttribute('aria-selected', 'true');
    await expect.element(drawer().getByRole('radio', { name: '全部' })).toBeChecked();
    const expected = await fetchMessages({ page: 1, msgType: 'platform' });
    await expect.poll(rowTitles).toEqual(titlesOf(expected.rows));
    // unread rows carry a marker with a name
    const unread = expected.rows.filter((row) => row.read_status === 0).length;
    expect(drawer().getByRole('img', { name: '未读' }).elements()).toHaveLength(unread);
    expect(drawer().element().textContent).toContain(
      new Date(expected.rows[0]!.created_at * 1000).getFullYear().toString(),
    );

    await userEvent.keyboard('{Escape}');
    await expect.element(drawer()).not.toBeInTheDocument();
    expect(bell.element().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell.element());
  });

  it('the tabs and the read filter narrow the list to what the server has of that type and status', async () => {
    await mount(<NotificationBell />);
    await openDrawer();
    await drawer().getByRole('tab', { name: /^交易消息/ }).click();
    await expect.poll(rowTitles).toEqual(titlesOf((await fetchMessages({ page: 1, msgType: 'deal' })).rows));
    await drawer().getByRole('radio', { name: '未读' }).click();
    const unread = (await fetchMessages({ page: 1, msgType: 'deal', readStatus: 0 })).rows;
    expect(unread.length).toBeGreaterThan(0);
    await expect.poll(rowTitles).toEqual(titlesOf(unread));
    await drawer().getByRole('radio', { name: '已读' }).click();
    const read = (await fetchMessages({ page: 1, msgType: 'deal', readStatus: 1 })).rows;
    expect(read.length).toBeGreaterThan(0);
    await expect.poll(rowTitles).toEqual(titlesOf(read));
    // the filter stays while the tab changes
    await drawer().getByRole('tab', { name: /^官方消息/ }).click();
    await expect.poll(rowTitles).toEqual(titlesOf((await fetchMessages({ page: 1, msgType: 'official', readStatus: 1 })).rows));
  });

  it("a message opens in a dialog; 'I have read' marks it read: one less on the badge and on the server", async () => {
    await mount(<NotificationBell />);
    await openDrawer();
    await drawer().getByRole('tab', { name: /^营销消息/ }).click();
    await drawer().getByRole('radio', { name: '未读' }).click();
    const [target] = (await fetchMessages({ page: 1, msgType: 'market', readStatus: 0 })).rows;
    await expect.poll(rowTitles).toContain(target!.title);
    const before = await fetchUnreadCounts();
    await expect.element(page.getByRole('button', { name: bellName(before.all) })).toBeVisible();

    await drawer().getByRole('button', { name: new RegExp(`^未读\\s*${target!.title}`) }).click();
    const dialog = page.getByRole('dialog', { name: target!.title });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent(target!.content);
    await dialog.getByRole('button', { name: '我已阅读' }).click();
    await expect.element(dialog).not.toBeInTheDocument();

    const after = await fetchUnreadCounts();
    expect(after.all).toBe(before.all - 1);
    expect(after.market).toBe(before.market - 1);
    await expect.element(page.getByRole('button', { name: bellName(after.all) })).toBeVisible();
    expect(page.getByRole('button', { name: bellName(after.all) }).element().querySelector('[part="badge"]')?.textContent).toBe(badgeText(after.all));
    // the row stays, no longer marked unread, and the focus is back on it
    const row = drawer().getByRole('button', { name: new RegExp(`^${target!.title}`) });
    await expect.element(row).toBeVisible();
    expect(document.activeElement).toBe(row.element());
    server = after;
  });

  it('calls onUnreadChange with the total once per change, not on every render', async () => {
    server = await fetchUnreadCounts();
    const onUnreadChange = vi.fn();
    await mount(<NotificationBell onUnreadChange={onUnreadChange} />);
    await expect.poll(() => onUnreadChange.mock.calls.length).toBe(1);
    expect(onUnreadChange).toHaveBeenCalledWith({ all: server.all, counts: server });
    // opening loads again: the same figures, so no new call
    const requests = countUnreadRequests();
    await openDrawer();
    await expect.poll(() => requests.urls.length).toBe(1);
    await expect.poll(() => $unreadCounts.get()).toEqual(server);
    await userEvent.keyboard('{Escape}');
    // changed figures (as after reading a message) are reported, to every bell
    const other = vi.fn();
    await mount(<NotificationBell onUnreadChange={other} />);
    await expect.poll(() => other.mock.calls.length).toBe(1);
    $unreadCounts.set({ ...server, all: server.all - 1, deal: server.deal - 1 });
    // the change is the second call: the reload on opening, with the same figures, made none
    await expect.poll(() => onUnreadChange.mock.calls.map(([change]) => (change as { all: number }).all)).toEqual([server.all, server.all - 1]);
    expect(onUnreadChange).toHaveBeenLastCalledWith({ all: server.all - 1, counts: { ...server, all: server.all - 1, deal: server.deal - 1 } });
    await expect.poll(() => other.mock.calls.length).toBe(2);
  });
});

describe("'mark all read' (spec §4, §8)", () => {
  // another account, so that the teacher's unread messages stay for the other tests
  beforeAll(async () => {
    await signIn('13800000002');
    server = await fetchUnreadCounts();
    expect(server.all).toBeGreaterThan(0);
  });

  it("asks 'confirm you have read all messages?'; cancelled nothing changes; confirmed the badge goes and the server counts 0", async () => {
    await mount(
      <>
        <NotificationBell />
        <MessageBox closeLabel="关闭" />
      </>,
    );
    await openDrawer();
    await drawer().getByRole('button', { name: '全部已读' }).click();
    const confirm = page.getByRole('alertdialog', { name: '全部已读' });
    await expect.element(confirm).toHaveTextContent('确认已阅读全部消息吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect((await fetchUnreadCounts()).all).toBe(server.all);

    await drawer().getByRole('button', { name: '全部已读' }).click();
    await page.getByRole('alertdialog', { name: '全部已读' }).getByRole('button', { name: '确定' }).click();
    await expect.element(page.getByRole('button', { name: '消息通知，0 条未读' })).toBeVisible();
    expect(page.getByRole('button', { name: '消息通知，0 条未读' }).element().querySelector('[part="badge"]')).toBeNull();
    expect(await fetchUnreadCounts()).toEqual({ all: 0, platform: 0, deal: 0, market: 0, official: 0 });
    // the list shows every message read, and nothing to mark any more
    await expect.poll(() => drawer().getByRole('img', { name: '未读' }).elements().length).toBe(0);
    await expect.element(drawer().getByRole('button', { name: '全部已读' })).toBeDisabled();
  });
});

describe('notification bell inside a shadow root (as <lectern-notification-bell> renders it)', () => {
  let root: Root | undefined;
  beforeAll(async () => {
    await signIn();
    server = await fetchUnreadCounts();
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
  });

  it('the drawer renders into the given container inside the shadow root; clicks in it keep it open; Escape closes it and the bell has the focus again', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    const layer = document.createElement('div');
    shadow.append(inner, layer);
    root = createRoot(inner);
    flushSync(() => root!.render(<NotificationBell container={layer} />));

    const bell = () => shadow.querySelector<HTMLButtonElement>('[part="bell-button"]')!;
    const drawerPart = () => layer.querySelector<HTMLElement>('[part="drawer"]');
    // the server's figure, not the 0 shown before the answer (userEvent finds the button by its name)
    await expect.poll(() => bell().getAttribute('aria-label')).toBe(bellName());
    await userEvent.click(bell());
    await expect.poll(() => drawerPart()).not.toBeNull();
    expect(document.body.querySelector('[part="drawer"]')).toBeNull();
    await expect.poll(() => layer.querySelectorAll('.lc-notification-drawer__row').length).toBeGreaterThan(0);
    const tab = layer.querySelector<HTMLElement>('[role="tab"]:not([aria-selected="true"])')!;
    await userEvent.click(tab);
    // the click was taken as a click inside the drawer: the tab it chose is selected, and the drawer stays
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(drawerPart()).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => drawerPart()).toBeNull();
    expect(shadow.activeElement).toBe(bell());
  });
});
