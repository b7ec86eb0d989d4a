import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { api } from '@shared/api/default-client.ts';
import { fetchHotHelp, searchHelp } from '@shared/help/client.ts';
import { HELP_PATHS, type HelpContact, type HelpSummary } from '@shared/help/contract.ts';
import { configure, DEFAULT_CONFIG } from '@shared/config.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { clearSession } from '@shared/session/session.ts';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import HelpElement from './help.element.tsx';
import { HelpButton } from './help.tsx';

/** the signed-in teacher's stored messages, as the server lists them */
const fetchMyHelpContacts = async (): Promise<HelpContact[]> => ((await api().get(HELP_PATHS.contacts)).rows ?? []) as HelpContact[];

const helpButton = () => page.getByRole('button', { name: '帮助', exact: true });
const panel = () => page.getByRole('dialog', { name: '帮助中心' });
const searchBox = () => panel().getByRole('searchbox', { name: '搜索帮助' });
const listedTitles = () =>
  Array.from(panel().element().querySelectorAll('.lc-help__item-title'), (node) => node.textContent);

async function openPanel() {
  await mount(<HelpButton />);
  await helpButton().click();
  await expect.element(panel()).toBeVisible();
}

/** the article's view count as the server has it now (a search does not count as a view) */
async function viewsOf(title: string): Promise<number> {
  const { rows } = await searchHelp(title);
  return rows.find((row: HelpSummary) => row.title === title)!.views;
}

beforeAll(async () => {
  await signIn();
});
afterEach(async () => {
  await unmountAll();
  $locale.set('zh-CN');
  configure({ ...DEFAULT_CONFIG });
  vi.restoreAllMocks();
});

describe('floating help window (spec §1: search, hot questions, contact assistant)', () => {
  it('a round button fixed at the bottom right opens a panel with the hot questions, most read first', async () => {
    await mount(<HelpButton />);
    const button = helpButton();
    await expect.element(button).toBeVisible();
    expect(getComputedStyle(button.element()).position).toBe('fixed');
    expect(button.element().getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.element(panel()).toBeVisible();
    expect(button.element().getAttribute('aria-expanded')).toBe('true');
    expect(button.element().getAttribute('aria-controls')).toBe(panel().element().id);
    // the focus goes to the search box
    await expect.poll(() => document.activeElement).toBe(searchBox().element());

    const hot = await fetchHotHelp();
    expect(hot.length).toBe(6);
    expect([...hot.map((row) => row.views)]).toEqual([...hot.map((row) => row.views)].sort((a, b) => b - a));
    await expect.element(panel().getByRole('heading', { name: '热门问题' })).toBeVisible();
    await expect.poll(listedTitles).toEqual(hot.map((row) => row.title));
    // the assistant site
    const site = panel().getByRole('link', { name: '打开帮助中心' });
    expect(site.element().getAttribute('href')).toBe(new URL('/helps', location.href).href);
    expect(site.element().getAttribute('target')).toBe('_blank');
  });

  it('finds an article by a keyword of 3 or more characters, and by one of 2', async () => {
    await openPanel();
    await searchBox().fill('断点续传');
    await expect.element(panel().getByRole('status')).toHaveTextContent(/找到 \d+ 条相关结果/);
    expect(listedTitles()).toContain('视频上传到一半网络断了，需要从头再传吗？');
    await expect.element(panel().getByText('音频和视频采用断点续传', { exact: false }).first()).toBeVisible();
    // the focus stays in the box while typing on
    expect(document.activeElement).toBe(searchBox().element());

    await searchBox().fill('提现');
    await expect.poll(listedTitles).toContain('如何提现收益？');
    expect(listedTitles().length).toBe((await searchHelp('提现')).totalCount);

    await searchBox().fill('量子计算机');
    await expect.element(panel().getByRole('status')).toHaveTextContent('没有找到相关问题，换个关键词试试，或联系助理');
    // clearing the box brings the hot questions back
    await panel().getByRole('button', { name: '清空' }).click();
    await expect.element(panel().getByRole('heading', { name: '热门问题' })).toBeVisible();
  });

  it('opens an article (counted as a view on the server) and goes back to the results', async () => {
    const title = '如何新建素材分类？';
    const before = await viewsOf(title);
    await openPanel();
    await searchBox().fill('新建分类');
    await panel().getByRole('button', { name: title }).click();
    const heading = panel().getByRole('heading', { name: title });
    await expect.element(heading).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(heading.element());
    await expect.element(panel().getByText('每个账号都有一个“默认分类”', { exact: false })).toBeVisible();
    expect(panel().element().querySelectorAll('.lc-help__article p').length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => viewsOf(title)).toBe(before + 1);

    await panel().getByRole('button', { name: '返回' }).click();
    await expect.poll(listedTitles).toContain(title);
    expect(searchBox().element()).toHaveProperty('value', '新建分类');
    await expect.poll(() => document.activeElement).toBe(searchBox().element());
  });

  it('contact: an empty message is refused with a message; a real one is stored and confirmed with its number', async () => {
    const before = await fetchMyHelpContacts();
    await openPanel();
    await panel().getByRole('button', { name: '联系助理' }).click();
    await expect.element(panel().getByRole('heading', { name: '联系助理' })).toBeVisible();
    await panel().getByRole('button', { name: '提交留言' }).click();
    await expect.element(panel().getByRole('alert')).toHaveTextContent('请输入留言内容');
    expect(panel().getByLabelText('留言内容').element().getAttribute('aria-invalid')).toBe('true');
    expect(await fetchMyHelpContacts()).toEqual(before);

    const message = `批量上传的视频一直在转码中 ${Date.now()}`;
    await panel().getByLabelText('留言内容').fill(message);
    await expect.element(panel().getByText(`${[...message].length}/500`)).toBeVisible();
    await panel().getByLabelText('联系方式（选填）').fill('wx_lin2024');
    await panel().getByRole('button', { name: '提交留言' }).click();
    const confirmation = panel().getByRole('status');
    await expect.element(confirmation).toHaveTextContent(/已收到您的留言（编号 \d+），助理会尽快回复您。/);
    const id = Number(/编号 (\d+)/.exec(confirmation.element().textContent ?? '')![1]);
    const [stored] = await fetchMyHelpContacts();
    expect(stored).toMatchObject({ id, message, contact: 'wx_lin2024', page: location.pathname });
  });

  it('Escape inside the panel closes it and gives the focus back to the button; so does ×', async () => {
    await openPanel();
    await userEvent.keyboard('{Escape}');
    await expect.element(panel()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(helpButton().element());
    expect(helpButton().element().getAttribute('aria-expanded')).toBe('false');
    await helpButton().click();
    await panel().getByRole('button', { name: '关闭' }).click();
    await expect.element(panel()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(helpButton().element());
  });

  it('works inside a shadow root: Escape closes and the focus returns to the button there', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<HelpButton />));
      const button = shadow.querySelector<HTMLButtonElement>('button[part="help-button"]')!;
      expect(button.getAttribute('aria-label')).toBe('帮助');
      await userEvent.click(button);
      await expect.poll(() => shadow.querySelector('[role="dialog"]')).not.toBeNull();
      await expect.poll(() => shadow.activeElement?.getAttribute('type')).toBe('search');
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => shadow.querySelector('[role="dialog"]')).toBeNull();
      expect(shadow.activeElement).toBe(button);
    } finally {
      root.unmount();
    }
  });

  it('as the element: follows and sets `open`, emits lectern-close, and shows the sign-in prompt without a session', async () => {
    const host = document.createElement('lectern-help');
    document.body.append(host);
    const emit = vi.fn();
    const props = { container: document.body, emit, host };
    await mount(<HelpElement {...props} open />);
    await expect.element(panel()).toBeVisible();
    host.setAttribute('open', '');
    await userEvent.keyboard('{Escape}');
    expect(host.hasAttribute('open')).toBe(false);
    expect(emit).toHaveBeenCalledWith('lectern-close');
    await unmountAll();

    // the runtime renders the element again with `open` once the attribute is set
    await mount(<HelpElement {...props} open={false} />);
    await helpButton().click();
    expect(host.hasAttribute('open')).toBe(true);
    await unmountAll();

    clearSession();
    try {
      await mount(<HelpElement {...props} open />);
      await expect.element(panel().getByRole('heading', { name: '请先登录' })).toBeVisible();
      await expect.element(panel().getByRole('link', { name: '去登录' })).toBeVisible();
      expect(panel().getByRole('searchbox').elements()).toHaveLength(0);
    } finally {
      await signIn();
    }
  });

  it('in a top bar: the button sits in the row of the bar, the panel drops from under the bar at the right', async () => {
    await mount(
      <header style={{ display: 'flex', height: 60, justifyContent: 'flex-end', alignItems: 'center' }}>
        <HelpButton placement="bar" />
        <span>铃铛</span>
      </header>,
    );
    const button = helpButton().element();
    expect(getComputedStyle(button).position).toBe('static');
    const box = button.getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(60);
    await helpButton().click();
    const shown = panel().element().getBoundingClientRect();
    expect(shown.top).toBeGreaterThanOrEqual(60);
    expect(shown.right).toBeLessThanOrEqual(innerWidth);
    expect(shown.bottom).toBeLessThanOrEqual(innerHeight);
  });

  it('speaks English when chosen', async () => {
    $locale.set('en');
    await mount(<HelpButton />);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Hot questions' })).toBeVisible();
  });
});
