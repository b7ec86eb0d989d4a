/// <reference types="mocha" />
import { expect } from 'chai';
import { add, API, BUNDLE, byText, loadBundle, loadScript, requestsTo, shadowOf, waitFor } from './support/page.ts';

const TAGS = ['lectern-material-library', 'lectern-material-picker', 'lectern-uploader', 'lectern-notification-bell'] as const;

describe('the script-tag loader', () => {
  before(() => performance.setResourceTimingBufferSize(10_000));

  it('defines every element at once and fetches no widget code before one is used', async () => {
    const lectern = await loadBundle();
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
    expect(lectern.version).to.match(/^\d+\.\d+\.\d+/);
    expect(requestsTo('/chunks/')).to.equal(0);
  });

  it('loaded twice by mistake, reuses the first copy and says so', async () => {
    const first = window.Lectern;
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await loadScript(`${BUNDLE}?again`);
    } finally {
      console.warn = warn;
    }
    expect(window.Lectern).to.equal(first);
    expect(String(warnings[0]?.[0])).to.contain('loaded twice');
  });

  it('parses kebab-case attributes into camelCase properties, and reflects properties into attributes', () => {
    const picker = document.createElement('lectern-material-picker');
    picker.setAttribute('kinds', 'picture, video');
    picker.setAttribute('multiple', '');
    picker.setAttribute('max', '3');
    expect(picker.kinds).to.deep.equal(['picture', 'video']);
    expect(picker.multiple).to.equal(true);
    expect(picker.max).to.equal(3);
    expect(picker.open).to.equal(false);
    picker.open = true;
    expect(picker.getAttribute('open')).to.equal('');
    picker.open = false;
    expect(picker.hasAttribute('open')).to.equal(false);
    picker.kinds = ['document'];
    expect(picker.getAttribute('kinds')).to.equal('document');
    picker.removeAttribute('max');
    expect(picker.max).to.equal(undefined);

    const uploader = document.createElement('lectern-uploader');
    uploader.categoryId = 7;
    expect(uploader.getAttribute('category-id')).to.equal('7');
  });

  it('without a session, shows a sign-in prompt instead of an empty list', async () => {
    const lectern = await loadBundle();
    lectern.configure({ apiBase: API, token: '' });
    const library = add('lectern-material-library');
    const root = shadowOf(library);
    await waitFor(() => byText(root, 'h2', '请先登录'), 'the sign-in prompt');
    const link = root.querySelector<HTMLAnchorElement>('a[href]')!;
    expect(link.textContent).to.equal('去登录');
    expect(link.href.startsWith(`${API}/login?redirect=`)).to.equal(true);
    expect(root.querySelector('[role=tab]')).to.equal(null);
    library.remove();
    expect(root.querySelector('.lc-element-root')).to.equal(null);
  });
});
