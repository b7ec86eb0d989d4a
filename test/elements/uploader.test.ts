/// <reference types="mocha" />
import { expect } from 'chai';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { add, apiGet, byText, nextEvent, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

/** A real WAV (16-bit mono PCM sine) of about `seconds`. */
function wavFile(name: string, seconds: number): File {
  const rate = 16_000;
  const samples = Math.round(seconds * rate);
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, value: string) => [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), true);
  return new File([view.buffer], name, { type: 'audio/wav' });
}

function choose(root: ShadowRoot, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  const input = root.querySelector<HTMLInputElement>('input[type=file]')!;
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openPanel(uploader: HTMLElement): Promise<ShadowRoot> {
  const root = shadowOf(uploader);
  (await waitFor(() => byText(root, 'button', '上传'), 'the upload button')).click();
  await waitFor(() => root.querySelector('[role=dialog]'), 'the upload panel');
  return root;
}

/** The queue's records in the browser's IndexedDB, read as the widget stored them. */
function storedItems(): Promise<{ name: string; type: string; title: string; categoryName: string }[]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('lectern-uploads');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const all = db.transaction('items').objectStore('items').getAll();
      all.onsuccess = () => {
        db.close();
        resolve(all.result);
      };
      all.onerror = () => reject(all.error);
    };
  });
}

const itemOf = (root: ShadowRoot, name: string) => root.querySelector<HTMLElement>(`li[aria-label="${name}"]`);
const unique = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('<lectern-uploader>', () => {
  let token = '';
  before(async () => {
    token = await signIn();
  });
  afterEach(resetPage);

  it('uploads a WAV as audio into the chosen category, emits lectern-upload-complete, and the server has stored it', async () => {
    const uploader = add('lectern-uploader');
    const root = await openPanel(uploader);
    const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('上传音视频');
    const select = await waitFor(() => {
      const found = dialog.querySelector<HTMLSelectElement>('select');
      return found && found.options.length > 1 ? found : undefined;
    }, 'the categories');
    expect(select.selectedOptions[0]!.textContent).to.equal('默认分类');
    const name = `${unique('元素上传')}.wav`;
    const complete = nextEvent<{ items: { id: number; file_name: string; size: number; type: string; video_id: string }[] }>('lectern-upload-complete');
    choose(root, [wavFile(name, 1)]);
    const { detail } = await complete;
    expect(detail.items.map(({ file_name, type }) => ({ file_name, type }))).to.deep.equal([{ file_name: name, type: 'audio' }]);
    expect(detail.items[0]!.video_id).to.be.a('string').and.not.equal('');
    await waitFor(() => /上传完成|已上传，处理中/.test(itemOf(root, name)?.textContent ?? ''), 'the item done');
    expect(itemOf(root, name)!.textContent).to.contain('默认分类');
    const stored = await apiGet<{ rows: { id: number; file_name: string }[] }>(
      `${MATERIAL_PATHS.findSources('audio')}?page=1&pageSize=10&keyword=${encodeURIComponent(name.slice(0, -4))}`,
      token,
    );
    expect(stored.rows.map((row) => row.id)).to.deep.equal([detail.items[0]!.id]);

    const closed = nextEvent('lectern-close');
    byText(dialog, 'button', '关闭')!.click();
    await closed;
  });

  it('shares one queue between the uploaders of a page, keeps it in IndexedDB, and brings it back when mounted again', async () => {
    const root = await openPanel(add('lectern-uploader'));
    const other = await openPanel(add('lectern-uploader'));
    const name = `${unique('共享队列')}.wav`;
    choose(root, [wavFile(name, 60)]);
    await waitFor(() => itemOf(other, name), 'the item in the other uploader');
    // every view goes away (the queue stops where it is), then one comes back: the queue comes back from IndexedDB
    resetPage();
    const stored = await storedItems();
    expect(stored.find((item) => item.name === name)).to.include({ type: 'audio', title: name.slice(0, -4), categoryName: '默认分类' });
    const again = await openPanel(add('lectern-uploader'));
    await waitFor(() => itemOf(again, name), 'the restored item');
    await waitFor(() => /上传完成|已上传，处理中/.test(itemOf(again, name)?.textContent ?? ''), 'the restored item uploaded', 20_000);
    const rows = await apiGet<{ rows: { file_name: string }[] }>(
      `${MATERIAL_PATHS.findSources('audio')}?page=1&pageSize=10&keyword=${encodeURIComponent(name.slice(0, -4))}`,
      token,
    );
    expect(rows.rows.map((row) => row.file_name)).to.deep.equal([name]);
  });
});
