import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { configure, DEFAULT_CONFIG } from '@shared/config.ts';
import { $storageFull } from '@shared/feedback.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { FeedbackLayer } from '@widgets/elements/feedback-layer.tsx';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import StorageFullElement from './storage-full.element.tsx';
import { StorageFull } from './storage-full.tsx';

const TITLE = '存储空间已满';
const dialog = () => page.getByRole('alertdialog', { name: TITLE });

/** what an element's runtime hands its widget: a host with its attributes, a layer, an emit */
function elementProps(attributes: Record<string, string> = {}) {
  const host = document.createElement('lectern-storage-full');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  const container = document.createElement('div');
  document.body.append(container);
  return { host, container, emit: vi.fn() };
}

/**
 * Every storage-full dialog on the page renders again (each reads $config), and the shown one is seen to: what
 * else was to render with the first showing has rendered by then.
 */
async function everyDialogRendered(): Promise<void> {
  const href = new URL('/helps/again', location.href).href;
  configure({ assistantUrl: '/helps/again' });
  await expect.poll(() => page.getByRole('link', { name: '联系客服' }).elements().map((link) => link.getAttribute('href'))).toContain(href);
}

beforeEach(() => {
  $storageFull.set(false);
});
afterEach(async () => {
  await unmountAll();
  $storageFull.set(false);
  $locale.set('zh-CN');
  configure({ ...DEFAULT_CONFIG });
});

describe('storage-full dialog (spec §8: the server says the storage space is full)', () => {
  it('opens when $storageFull is set, explains how to go on, links to the assistant and closes with 关闭', async () => {
    configure({ assistantUrl: '/helps' });
    await mount(<StorageFull />);
    expect(dialog().elements()).toHaveLength(0);
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveTextContent('您的存储空间已达上限');
    await expect.element(dialog()).toHaveTextContent('请联系客服升级存储空间');
    await expect.element(dialog()).toHaveTextContent('升级为高级讲师后，上传不再受存储额度限制。');
    const contact = page.getByRole('link', { name: '联系客服' });
    expect(contact.element().getAttribute('href')).toBe(new URL('/helps', location.href).href);
    expect(contact.element().getAttribute('target')).toBe('_blank');
    // the contact link is the first thing the keyboard reaches
    expect(document.activeElement).toBe(contact.element());
    await dialog().getByRole('button', { name: '关闭' }).last().click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect($storageFull.get()).toBe(false);
  });

  it('Escape closes it too, and another storage-full answer opens it again', async () => {
    await mount(<StorageFull />);
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect($storageFull.get()).toBe(false);
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
  });

  it("on a host page the assistant's address is on the Lectern origin (apiBase), not the page's", async () => {
    configure({ apiBase: 'https://lectern.example.com', assistantUrl: '/helps' });
    await mount(<StorageFull />);
    $storageFull.set(true);
    await expect.element(page.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', 'https://lectern.example.com/helps');
  });

  it('in English', async () => {
    $locale.set('en');
    await mount(<StorageFull />);
    $storageFull.set(true);
    const english = page.getByRole('alertdialog', { name: 'Storage full' });
    await expect.element(english).toHaveTextContent('your storage space has reached its limit');
    await expect.element(english).toHaveTextContent('Senior lecturers upload without a storage quota.');
    await expect.element(english.getByRole('link', { name: 'Contact support' })).toBeVisible();
  });
});

describe('<lectern-storage-full> and the page-wide feedback layer', () => {
  it('the feedback layer shows the dialog on a page without the element', async () => {
    const layer = document.createElement('div');
    await mount(<FeedbackLayer container={layer} />);
    document.body.append(layer);
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
    expect(layer.contains(dialog().element())).toBe(true);
  });

  it('with the element on the page the dialog shows once, from the element; without it again from the layer', async () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    const props = elementProps();
    await mount(<FeedbackLayer container={layer} />);
    const $elementOnPage = atom(true);
    function Element() {
      return useStore($elementOnPage) ? <StorageFullElement {...props} /> : null;
    }
    await mount(<Element />);
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
    await everyDialogRendered();
    expect(dialog().elements()).toHaveLength(1);
    expect(props.container.contains(dialog().element())).toBe(true);
    // the element leaves the page: the layer takes over
    $elementOnPage.set(false);
    await expect.poll(() => layer.contains(dialog().element())).toBe(true);
    expect(dialog().elements()).toHaveLength(1);
  });

  it('two elements: only the first shows the storage-full dialog; closing it resets the state and emits lectern-close', async () => {
    const first = elementProps();
    const second = elementProps();
    await mount(
      <>
        <StorageFullElement {...first} />
        <StorageFullElement {...second} />
      </>,
    );
    $storageFull.set(true);
    await expect.element(dialog()).toBeVisible();
    await everyDialogRendered();
    expect(dialog().elements()).toHaveLength(1);
    expect(first.container.contains(dialog().element())).toBe(true);
    await dialog().getByRole('button', { name: '关闭' }).last().click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect($storageFull.get()).toBe(false);
    expect(first.emit).toHaveBeenCalledWith('lectern-close');
    expect(second.emit).not.toHaveBeenCalled();
  });

  it('the page can open it with `open`; closing removes the attribute and leaves the storage state alone', async () => {
    const props = elementProps({ open: '' });
    await mount(<StorageFullElement {...props} open />);
    await expect.element(dialog()).toBeVisible();
    await dialog().getByRole('button', { name: '关闭' }).last().click();
    expect(props.host.hasAttribute('open')).toBe(false);
    expect(props.emit).toHaveBeenCalledWith('lectern-close');
    expect($storageFull.get()).toBe(false);
  });
});
