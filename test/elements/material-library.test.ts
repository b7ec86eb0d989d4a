/// <reference types="mocha" />
import { expect } from 'chai';
import { add, addHostileStyles, byText, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

const selectedTab = (root: ShadowRoot) => root.querySelector('[role=tab][aria-selected=true]')?.textContent?.trim();

async function libraryWithRows(kind: string) {
  const library = add('lectern-material-library', { kind });
  const root = shadowOf(library);
  await waitFor(() => root.querySelectorAll('.lc-material-grid li, tbody tr').length > 0, `${kind} rows`, 15_000);
  return { library, root };
}

/** Geometry and type of a few landmarks, to compare with and without the page's hostile stylesheet. */
function measure(root: ShadowRoot) {
  const button = byText(root, 'button', /上传/)!;
  const tab = root.querySelector<HTMLElement>('[role=tab]')!;
  const item = root.querySelector<HTMLElement>('.lc-material-grid li, tbody tr')!;
  const style = getComputedStyle(button);
  return {
    button: [button.getBoundingClientRect().height, button.getBoundingClientRect().width, style.fontSize, style.backgroundColor, style.boxSizing, style.textTransform],
    tab: [tab.getBoundingClientRect().height, getComputedStyle(tab).fontSize, getComputedStyle(tab).letterSpacing],
    item: [item.getBoundingClientRect().height, item.getBoundingClientRect().width, getComputedStyle(item).listStyleType, getComputedStyle(item).textAlign],
  };
}

describe('<lectern-material-library>', () => {
  before(async () => {
    await signIn();
  });
  afterEach(resetPage);

  it('opens on the kind its attribute names and follows attribute and property changes', async () => {
    const library = add('lectern-material-library', { kind: 'video' });
    const root = shadowOf(library);
    await waitFor(() => selectedTab(root) === '视频', 'the 视频 tab');
    library.setAttribute('kind', 'document');
    await waitFor(() => selectedTab(root) === '文档', 'the 文档 tab');
    library.kind = 'audio';
    expect(library.getAttribute('kind')).to.equal('audio');
    await waitFor(() => selectedTab(root) === '音频', 'the 音频 tab');
  });

  it('opens where its state attribute says, reports each change, and takes back what it reported without reopening', async () => {
    const library = add('lectern-material-library', { state: 'kind=document&sort=name_asc' });
    const root = shadowOf(library);
    const heard: { state: { kind: string; sort: string; page: number }; query: string }[] = [];
    library.addEventListener('lectern-state-change', (event) => heard.push((event as CustomEvent<(typeof heard)[number]>).detail));
    await waitFor(() => selectedTab(root) === '文档', 'the 文档 tab');
    const sort = await waitFor(() => [...root.querySelectorAll('select')].find((select) => select.textContent?.includes('名称升序')), 'the sort select');
    expect(sort.selectedOptions[0]?.textContent).to.equal('名称升序');
    await waitFor(() => root.querySelectorAll('tbody tr').length > 0, 'document rows', 15_000);
    expect(heard).to.deep.equal([]);
    sort.value = String([...sort.options].findIndex((option) => option.textContent === '大小降序'));
    for (const type of ['input', 'change']) sort.dispatchEvent(new Event(type, { bubbles: true }));
    await waitFor(() => heard.length === 1, 'a lectern-state-change');
    expect(heard[0]!.query).to.equal('kind=document&sort=size_desc');
    expect(heard[0]!.state).to.include({ kind: 'document', sort: 'size_desc', page: 1 });
    const shown = root.querySelector('.lc-material-list');
    library.setAttribute('state', heard[0]!.query);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('.lc-material-list')).to.equal(shown);
    library.setAttribute('state', 'kind=audio');
    await waitFor(() => selectedTab(root) === '音频', 'the 音频 tab');
  });

  it('keeps its layout under a hostile page stylesheet, and its own CSS stays inside', async () => {
    const outside = document.createElement('button');
    outside.className = 'lc-button lc-button--primary';
    outside.textContent = 'page button';
    document.body.append(outside);
    const { root } = await libraryWithRows('picture');
    const before = measure(root);
    const hostile = addHostileStyles();
    try {
      await new Promise(requestAnimationFrame);
      expect(measure(root)).to.deep.equal(before);
      expect(getComputedStyle(root.host).fontSize).to.equal('20px'); // the page's rule does reach the host element itself
      expect(getComputedStyle(byText(root, 'button', /上传/)!).fontSize).to.equal('14px');
    } finally {
      hostile.remove();
    }
    // the widget's .lc-button rules do not style the page's own .lc-button
    expect(getComputedStyle(outside).backgroundColor).not.to.equal(before.button[3]);
    outside.remove();
  });

  it('takes its colours from --lc-* custom properties and exposes parts', async () => {
    const theme = document.createElement('style');
    theme.textContent = 'lectern-material-library { --lc-primary: rgb(225, 29, 72); } lectern-material-library::part(button) { border-radius: 13px; }';
    document.head.append(theme);
    try {
      const { root } = await libraryWithRows('picture');
      const primary = root.querySelector<HTMLElement>('.lc-button--primary')!;
      expect(getComputedStyle(primary).backgroundColor).to.equal('rgb(225, 29, 72)');
      expect(getComputedStyle(primary).borderTopLeftRadius).to.equal('13px');
    } finally {
      theme.remove();
    }
  });

  it('opens its dialogs above the host page, keeps the focus in them and closes them on Escape', async () => {
    const cover = document.createElement('div');
    cover.style.cssText = 'position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.1)';
    const { library, root } = await libraryWithRows('picture');
    document.body.append(cover);
    // the page's cover is above the library's own buttons: click through the API, as a keyboard user would
    byText(root, 'button', /上传/)!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role=dialog]'), 'the upload dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('上传图片');
    const box = dialog.getBoundingClientRect();
    expect(box.width).to.equal(840);
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).to.equal(library);
    await waitFor(() => dialog.contains(root.activeElement), 'the focus in the dialog');
    (root.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => !root.querySelector('[role=dialog]'), 'the dialog to close');
    cover.remove();
  });
});
