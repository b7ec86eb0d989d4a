import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { GUIDE_PATHS } from '@shared/guide/paths.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { $guideSeen } from '@shared/session/session.ts';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import GuideElement from './guide.element.tsx';
import { GuideDialog } from './guide.tsx';

const STEPS = [
  ['创建星球', '/planet/editPlanet', '/p/planet/editPlanet'],
  ['绑定群聊', '/user/groups', '/p/planet/wxGroup'],
  ['渠道上架', '/platform/list', '/p/planet/list'],
  ['成员运营', '/user/index', '/chat'],
  ['收益提现', '/accounting/extractCash', '/p/accounting/balance'],
] as const;
const SCENARIOS = ['付费社群', '打卡学习', '会员服务', '引流获客', '付费问答', '资料分享', '私密直播', '班级运营'];

/** the guide_done calls the page sends (the one API client uses fetch) */
function watchGuideDone() {
  const bodies: unknown[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(GUIDE_PATHS.done)) bodies.push(JSON.parse(String(init?.body)));
    return original(input, init);
  });
  return bodies;
}

const dialog = (name = '新手引导') => page.getByRole('dialog', { name });
const pageHeading = () => dialog().element().querySelector('h3')?.textContent;
const pageLink = () => dialog().element().querySelector<HTMLAnchorElement>('.lc-guide__page a')!;

beforeAll(async () => {
  await signIn();
});
afterEach(async () => {
  await unmountAll();
  vi.restoreAllMocks();
  $locale.set('zh-CN');
  $guideSeen.set(false);
});

describe('first-use guide (spec §1, §2 "Other dialogs and overlays")', () => {
  it("is 1271 px wide and walks 5 steps with 'next step n/5', each with text, a picture and a link to its screen", async () => {
    const done = watchGuideDone();
    const onClose = vi.fn();
    await mount(<GuideDialog variant="steps" open onClose={onClose} />);
    await expect.element(dialog()).toBeVisible();
    expect(dialog().element().getBoundingClientRect().width).toBe(1271);

    for (const [index, [title, teacherPath]] of STEPS.entries()) {
      expect(pageHeading()).toBe(title);
      expect(dialog().element().querySelector('.lc-guide__page p:not(.lc-guide__count)')?.textContent?.length).toBeGreaterThan(40);
      expect(new URL(pageLink().href).pathname).toBe(teacherPath);
      const art = dialog().element().querySelector('svg.lc-guide__art');
      expect(art?.getAttribute('aria-hidden')).toBe('true');
      expect(art?.querySelectorAll('rect, circle, path').length).toBeGreaterThan(3);
      expect(art?.querySelector('image, use, foreignObject')).toBeNull(); // drawn, no external assets
      const current = page.getByRole('navigation', { name: '引导目录' }).getByRole('button', { name: title });
      expect(current.element().getAttribute('aria-current')).toBe('step');
      if (index < 4) {
        const next = page.getByRole('button', { name: `下一步 ${index + 1}/5` });
        await expect.element(next).toBeVisible();
        await next.click();
      }
    }
    expect(page.getByRole('button', { name: /下一步/ }).elements()).toHaveLength(0);
    expect(dialog().element().querySelector('.lc-guide__count')?.textContent).toBe('5/5');
    await page.getByRole('button', { name: '开始体验' }).click();
    expect(onClose).toHaveBeenCalledWith(true);
    expect($guideSeen.get()).toBe(true);
    await vi.waitFor(() => expect(done).toEqual([{ variant: 'steps' }]));
  });

  it('goes back with the previous button and jumps from the contents list', async () => {
    await mount(<GuideDialog variant="steps" open onClose={() => {}} />);
    await page.getByRole('button', { name: '下一步 1/5' }).click();
    expect(pageHeading()).toBe('绑定群聊');
    await page.getByRole('button', { name: '上一步' }).click();
    expect(pageHeading()).toBe('创建星球');
    expect(page.getByRole('button', { name: '上一步' }).elements()).toHaveLength(0);
    await page.getByRole('navigation', { name: '引导目录' }).getByRole('button', { name: '收益提现' }).click();
    expect(pageHeading()).toBe('收益提现');
    await expect.element(page.getByRole('button', { name: '开始体验' })).toBeVisible();
  });

  it('Escape and × close it and record it as seen, like the last button', async () => {
    const done = watchGuideDone();
    const onClose = vi.fn();
    await mount(<GuideDialog variant="steps" open onClose={onClose} />);
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(false);
    await vi.waitFor(() => expect(done).toEqual([{ variant: 'steps' }]));

    await unmountAll();
    await mount(<GuideDialog variant="demo" open onClose={onClose} />);
    await page.getByRole('button', { name: '关闭' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(done).toEqual([{ variant: 'steps' }, { variant: 'demo' }]));
  });

  it('opened again after closing, it starts from the first step', async () => {
    function Reopen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>reopen</button>
          <GuideDialog variant="steps" open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    await mount(<Reopen />);
    await page.getByRole('button', { name: '下一步 1/5' }).click();
    await page.getByRole('button', { name: '下一步 2/5' }).click();
    expect(pageHeading()).toBe('渠道上架');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'reopen' }).click();
    await expect.element(dialog()).toBeVisible();
    expect(pageHeading()).toBe('创建星球');
  });

  it('links to the planet member-mode screens for a planet account, and navigates in the app when it can', async () => {
    const onNavigate = vi.fn();
    const onClose = vi.fn();
    await mount(<GuideDialog variant="steps" open planet onNavigate={onNavigate} onClose={onClose} />);
    for (const [index, [, , planetPath]] of STEPS.entries()) {
      expect(new URL(pageLink().href).pathname).toBe(planetPath);
      if (index < 4) await page.getByRole('button', { name: `下一步 ${index + 1}/5` }).click();
    }
    expect(pageLink().target).toBe('');
    await page.getByRole('link', { name: /去提现/ }).click();
    expect(onNavigate).toHaveBeenCalledWith('/p/accounting/balance');
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('speaks English with the spec texts in sentence case', async () => {
    $locale.set('en');
    await mount(<GuideDialog variant="steps" open onClose={() => {}} />);
    await expect.element(page.getByRole('dialog', { name: 'Getting started' })).toBeVisible();
    for (let n = 1; n <= 4; n++) await page.getByRole('button', { name: `Next step ${n}/5` }).click();
    await expect.element(page.getByRole('button', { name: 'Start experience' })).toBeVisible();
  });
});

describe('scenario demo', () => {
  it("shows the 8 scenarios, ending with 'I know'", async () => {
    const onClose = vi.fn();
    await mount(<GuideDialog variant="demo" open onClose={onClose} />);
    await expect.element(dialog('场景演示')).toBeVisible();
    expect(dialog('场景演示').element().getBoundingClientRect().width).toBe(1271);
    const contents = page.getByRole('navigation', { name: '引导目录' }).getByRole('button');
    expect(contents.elements().map((button) => button.textContent?.replace(/^\d+/, ''))).toEqual(SCENARIOS);
    for (let n = 1; n <= 7; n++) {
      expect(dialog('场景演示').element().querySelector('h3')?.textContent).toBe(SCENARIOS[n - 1]);
      await page.getByRole('button', { name: `下一步 ${n}/8` }).click();
    }
    expect(dialog('场景演示').element().querySelector('h3')?.textContent).toBe('班级运营');
    await page.getByRole('button', { name: '我知道了' }).click();
    expect(onClose).toHaveBeenCalledWith(true);
    // the demo leaves the first-use guide's browser flag alone
    expect($guideSeen.get()).toBe(false);
  });

  it("reads 'I know' in English", async () => {
    $locale.set('en');
    await mount(<GuideDialog variant="demo" open onClose={() => {}} />);
    await page.getByRole('navigation', { name: 'Guide contents' }).getByRole('button', { name: 'Class operations' }).click();
    await expect.element(page.getByRole('button', { name: 'I know' })).toBeVisible();
  });
});

describe('<lectern-guide> widget', () => {
  it('with open shows at once; closing removes open and emits lectern-close', async () => {
    const host = document.createElement('div');
    host.setAttribute('open', '');
    const emit = vi.fn();
    const container = document.createElement('div');
    document.body.append(host, container);
    await mount(<GuideElement variant="demo" open container={container} emit={emit} host={host} />);
    await expect.element(dialog('场景演示')).toBeVisible();
    expect(container.contains(dialog('场景演示').element())).toBe(true);
    // links leave the host page alone: the console opens in a new tab
    expect(pageLinkIn(container).target).toBe('_blank');
    await userEvent.keyboard('{Escape}');
    expect(emit).toHaveBeenCalledWith('lectern-close');
    expect(host.hasAttribute('open')).toBe(false);
  });

  it('without open it stays hidden for an account that has seen it (the seeded demo teacher)', async () => {
    await signIn(); // a fresh page's memory: nothing closed here yet
    const statusCalls: string[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes(GUIDE_PATHS.status)) statusCalls.push(url);
      return original(input, init);
    });
    const container = document.createElement('div');
    document.body.append(container);
    await mount(<GuideElement variant="steps" container={container} emit={() => {}} host={document.createElement('div')} />);
    await vi.waitFor(() => expect(statusCalls).toHaveLength(1));
    await vi.waitFor(() => expect($guideSeen.get()).toBe(true)); // the server's answer, kept in the browser
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });
});

function pageLinkIn(root: Element) {
  return root.querySelector<HTMLAnchorElement>('.lc-guide__page a')!;
}
