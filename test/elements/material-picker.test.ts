/// <reference types="mocha" />
import { expect } from 'chai';
import { API, add, byText, nextEvent, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

type Item = { id: number; source_type: string; src?: string; poster?: string; file_name: string };

async function openPicker(attributes: Record<string, string>) {
  const picker = add('lectern-material-picker', attributes);
  const root = shadowOf(picker);
  picker.open = true;
  const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role=dialog]'), 'the picker dialog');
  return { picker, root, dialog };
}

const titleOf = (root: ShadowRoot, dialog: HTMLElement) => root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;

describe('<lectern-material-picker>', () => {
  before(async () => {
    await signIn();
  });
  afterEach(resetPage);

  it('shows nothing until opened', async () => {
    const closed = add('lectern-material-picker', { kinds: 'picture' });
    // a second picker, opened, shows its dialog: by then the first one has been rendered too
    const opened = add('lectern-material-picker', { kinds: 'picture' });
    opened.open = true;
    await waitFor(() => shadowOf(opened).querySelector('[role=dialog]'), 'the opened picker');
    expect(shadowOf(closed).querySelector('.lc-element-root')).not.to.equal(null);
    expect(shadowOf(closed).querySelector('[role=dialog]')).to.equal(null);
  });

  it('picks two pictures: lectern-select carries them with source_type and loadable URLs, then it closes', async () => {
    const { picker, root, dialog } = await openPicker({ kinds: 'picture', multiple: '', max: '5' });
    expect(titleOf(root, dialog)).to.equal('选择图片');
    // as a person does: tick one, see the count, tick the next (the list may still re-render while it loads)
    for (const n of [1, 2]) {
      await waitFor(() => dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]').length >= 2, 'two pictures', 15_000);
      dialog.querySelectorAll<HTMLInputElement>('input[type=checkbox]:not(:checked)')[0]!.click();
      await waitFor(() => dialog.textContent?.includes(`已选图片 ${n}`), `已选图片 ${n}`);
    }
    const selected = nextEvent<{ items: Item[] }>('lectern-select');
    const closed = nextEvent('lectern-close');
    byText(dialog, 'button', '确定')!.click();
    const event = await selected;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.target).to.equal(picker);
    const items = event.detail.items;
    expect(items).to.have.length(2);
    for (const item of items) {
      expect(item.source_type).to.equal('picture');
      expect(item.src!.startsWith(`${API}/api/`)).to.equal(true);
    }
    const image = new Image();
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = items[0]!.src!;
    });
    expect(image.naturalWidth).to.be.greaterThan(0);
    await closed;
    expect(picker.hasAttribute('open')).to.equal(false);
    await waitFor(() => !root.querySelector('[role=dialog]'), 'the picker to close');
  });

  it('cancelling emits lectern-cancel and closes', async () => {
    const { picker, dialog } = await openPicker({ kinds: 'picture' });
    const cancelled = nextEvent('lectern-cancel');
    byText(dialog, 'button', '取消')!.click();
    await cancelled;
    expect(picker.open).to.equal(false);
  });

  it('with several kinds, shows the general selector and hands a video over with its playback URL', async function () {
    // two lists and their categories load behind the tabs; on a busy CI machine that takes its time
    this.timeout(60_000);
    const { root, dialog } = await openPicker({ kinds: 'picture,video' });
    expect(titleOf(root, dialog)).to.not.equal('选择图片');
    const tabs = [...dialog.querySelectorAll<HTMLElement>('[role=tab]')].map((tab) => tab.textContent?.trim());
    expect(tabs).to.deep.equal(['图片', '视频']);
    byText(dialog, '[role=tab]', '视频')!.click();
    // tick a playable video; the list may re-render while it loads, so look again until the tick holds
    await waitFor(
      () => {
        const row = [...dialog.querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent?.includes('正常'));
        const box = row?.querySelector<HTMLInputElement>('input[type=checkbox]');
        if (box && !box.checked) box.click();
        return dialog.textContent?.includes('已选 1');
      },
      'a playable video ticked',
      45_000,
    );
    const selected = nextEvent<{ items: Item[] }>('lectern-select');
    byText(dialog, 'button', '确定')!.click();
    const [video] = (await selected).detail.items;
    expect(video!.source_type).to.equal('video');
    expect(video!.src!.startsWith(`${API}/`)).to.equal(true);
    // the URL serves the MP4 itself, cross-origin (a <video> in a background test page may never load)
    const head = await fetch(video!.src!, { headers: { Range: 'bytes=0-11' } });
    expect(head.status).to.equal(206);
    expect(head.headers.get('content-type')).to.contain('video/mp4');
    expect(new TextDecoder().decode(new Uint8Array(await head.arrayBuffer()).slice(4, 8))).to.equal('ftyp');
  });
});
