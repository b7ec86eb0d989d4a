/// <reference types="mocha" />
import { expect } from 'chai';
import { MATERIAL_PATHS } from '../../shared/materials/paths.ts';
import { add, apiGet, byText, nextEvent, resetPage, shadowOf, signIn, waitFor } from './support/page.ts';

/** A real PNG drawn on a canvas. */
async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 48;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2563eb';
  context.fillRect(0, 0, 64, 48);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

describe('<lectern-uploader>', () => {
  let token = '';
  before(async () => {
    token = await signIn();
  });
  afterEach(resetPage);

  it('uploads a picture, emits lectern-upload-complete, and the server has stored it', async () => {
    const uploader = add('lectern-uploader', { kind: 'picture' });
    const root = shadowOf(uploader);
    const button = await waitFor(() => byText(root, 'button', '上传素材'), 'the upload button');
    button.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role=dialog]'), 'the upload dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('上传图片');
    const name = `元素上传-${Date.now()}.png`;
    const files = new DataTransfer();
    files.items.add(await pngFile(name));
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const start = await waitFor(() => {
      const found = byText(dialog, 'button', '开始上传');
      return found && !(found as HTMLButtonElement).disabled ? found : undefined;
    }, 'the start button');
    const complete = nextEvent<{ kind: string; items: { id: number; file_name: string }[] }>('lectern-upload-complete');
    start.click();
    const { detail } = await complete;
    expect(detail.kind).to.equal('picture');
    expect(detail.items.map((item) => item.file_name)).to.deep.equal([name]);
    const stored = await apiGet<{ rows: { id: number; file_name: string; file_info: string }[] }>(
      `${MATERIAL_PATHS.findSources('picture')}?page=1&pageSize=10&keyword=${encodeURIComponent(name.slice(0, -4))}`,
      token,
    );
    expect(stored.rows.map((row) => row.id)).to.deep.equal([detail.items[0]!.id]);
    expect(JSON.parse(stored.rows[0]!.file_info)).to.deep.include({ width: 64, height: 48 });
  });

  it('follows its kind attribute', async () => {
    const uploader = add('lectern-uploader', { kind: 'picture' });
    uploader.kind = 'document';
    const root = shadowOf(uploader);
    (await waitFor(() => byText(root, 'button', '上传素材'), 'the upload button')).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role=dialog]'), 'the upload dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('上传文档');
    const closed = nextEvent('lectern-close');
    dialog.querySelector<HTMLElement>('.lc-dialog__close')!.click();
    await closed;
  });
});
