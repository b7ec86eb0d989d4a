import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { RecordForm } from './record-form.tsx';
import { RichTextField, richTextField } from './rich-text-field.tsx';

beforeAll(async () => {
  await signIn();
});
afterEach(unmountAll);

/** the field on its own, its value kept as a form would and handed to the test */
function Harness({ seen, initial = '' }: { seen: string[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="正文"
      value={value}
      onChange={(html) => {
        seen.push(html);
        setValue(html);
      }}
    />
  );
}

const textbox = () => page.getByRole('textbox', { name: '正文' });

describe('the rich-text field', () => {
  it('loads the editor as a labelled multi-line text box; typing with bold on writes <strong>', async () => {
    const seen: string[] = [];
    await mount(<Harness seen={seen} />);
    await expect.element(textbox()).toBeVisible();
    await expect.element(textbox()).toHaveAttribute('aria-multiline', 'true');
    await expect.element(page.getByRole('toolbar', { name: '格式' })).toBeVisible();

    await textbox().click();
    await userEvent.keyboard('Hello ');
    const bold = page.getByRole('button', { name: '加粗' });
    await expect.element(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await userEvent.keyboard('world');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => seen.at(-1)).toBe('<p>Hello <strong>world</strong></p>');
  });

  it('links the selection to an address typed in the inline input; Enter applies it', async () => {
    const seen: string[] = [];
    await mount(<Harness seen={seen} />);
    await textbox().click();
    await userEvent.keyboard('site');
    await userEvent.keyboard('{Control>}a{/Control}');
    await page.getByRole('button', { name: '链接' }).click();
    const address = page.getByRole('textbox', { name: '链接地址' });
    await expect.element(address).toHaveFocus();
    await address.fill('javascript:alert(1)');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alert')).toHaveTextContent('请输入以 http://、https:// 或 mailto: 开头的地址');
    await address.fill('example.com/a');
    await userEvent.keyboard('{Enter}');
    await expect.element(address).not.toBeInTheDocument();
    await expect.poll(() => seen.at(-1)).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a">site</a></p>');
    await expect.element(page.getByRole('button', { name: '链接' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('插入图片 opens the picture selector 选择图片 and inserts every chosen picture as <img data-material-id>', async () => {
    const seen: string[] = [];
    await mount(<Harness seen={seen} />);
    await expect.element(textbox()).toBeVisible();
    await page.getByRole('button', { name: '插入图片' }).click();
    const selector = page.getByRole('dialog', { name: '选择图片' });
    await expect.element(selector).toBeVisible();
    expect(selector.getByRole('tab').elements()).toHaveLength(0);
    await expect.element(selector.getByPlaceholder('请输入分组名称')).toBeVisible();
    // the category list with counts, '全部' first with the total
    await expect.element(selector.getByRole('option').first()).toHaveTextContent(/^全部\s*\d+$/);
    await expect.element(selector.getByText('已选图片 0', { exact: true })).toBeVisible();
    const boxes = selector.getByRole('checkbox');
    await expect.element(boxes.nth(1)).toBeVisible();
    await boxes.nth(1).click();
    await boxes.nth(0).click();
    await expect.element(selector.getByText('已选图片 2', { exact: true })).toBeVisible();
    await selector.getByRole('button', { name: '确定' }).click();
    await expect.element(selector).not.toBeInTheDocument();

    await expect.poll(() => textbox().element().querySelectorAll('img').length).toBe(2);
    const ids = () => [...textbox().element().querySelectorAll('img')].map((img) => img.getAttribute('data-material-id'));
    expect(ids().every((id) => /^[1-9][0-9]*$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids()).size).toBe(2);
    await expect.poll(() => seen.at(-1) ?? '').toMatch(/<img [^>]*data-material-id="[1-9][0-9]*"/);
    const img = textbox().element().querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/\/api\/v3\/media\/file\//);
    await expect.poll(() => (img as HTMLImageElement).naturalWidth).toBeGreaterThan(0);

    // what the next button brings goes after the pictures, which stay
    await page.getByRole('button', { name: '插入媒体' }).click();
    const media = page.getByRole('dialog', { name: '选择视频' });
    await media.getByRole('tab', { name: '视频' }).click();
    const video = media.getByRole('tabpanel').getByRole('row').nth(1).getByRole('checkbox');
    await expect.element(video).toBeVisible();
    await video.click();
    await media.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => textbox().element().querySelectorAll('video').length).toBe(1);
    expect(textbox().element().querySelectorAll('img')).toHaveLength(2);
  });

  it('插入媒体 opens the general selector 选择视频, tabs 图片 音频 视频 with 图片 first; 已选 n counts every tab; each item goes in as its kind', async () => {
    const seen: string[] = [];
    await mount(<Harness seen={seen} />);
    await page.getByRole('button', { name: '插入媒体' }).click();
    const selector = page.getByRole('dialog', { name: '选择视频' });
    await expect.element(selector).toBeVisible();
    expect(selector.getByRole('tab').elements().map((tab) => tab.textContent)).toEqual(['图片', '音频', '视频']);
    await expect.element(selector.getByRole('tab', { name: '图片' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(selector.getByPlaceholder('请输入分组名称')).toBeVisible();
    // a click while the categories or the first page still load can land on a list about to be replaced
    const settled = () => selector.element().querySelector('[aria-busy]') === null;
    await expect.poll(settled).toBe(true);
    const picture = selector.getByRole('checkbox').first();
    await expect.element(picture).toBeVisible();
    await picture.click();
    await expect.element(selector.getByText('已选 1', { exact: true })).toBeVisible();
    await selector.getByRole('tab', { name: '视频' }).click();
    const video = selector.getByRole('tabpanel').getByRole('row').nth(1).getByRole('checkbox');
    await expect.element(video).toBeVisible();
    await expect.poll(settled).toBe(true);
    await video.click();
    await expect.element(selector.getByText('已选 2', { exact: true })).toBeVisible();
    await selector.getByRole('button', { name: '确定' }).click();
    await expect.element(selector).not.toBeInTheDocument();
    await expect.poll(() => seen.at(-1) ?? '').toMatch(/^<img [^>]*data-material-id="[1-9][0-9]*"[^>]*><video controls="" src="[^"]+" data-material-id="[1-9][0-9]*"><\/video>/);
  });

  it('opens stored text as the server presents it: media by material id kept, a picture from elsewhere left out', async () => {
    const seen: string[] = [];
    const stored =
      '<h2>Lesson</h2><p>Read <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">this</a></p>' +
      '<img alt="cover" data-material-id="7" src="/api/v3/media/file/none"><audio controls data-material-id="8" src="/api/v3/media/file/none"></audio>' +
      '<img src="https://example.com/elsewhere.png"><p>end</p>';
    await mount(<Harness seen={seen} initial={stored} />);
    await expect.element(textbox()).toBeVisible();
    await textbox().getByText('end', { exact: true }).click();
    await userEvent.keyboard('{End}!');
    await expect.poll(() => seen.at(-1)).toBe(
      '<h2>Lesson</h2><p>Read <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">this</a></p>' +
        '<img src="/api/v3/media/file/none" alt="cover" data-material-id="7"><audio controls="" src="/api/v3/media/file/none" data-material-id="8"></audio><p>end!</p>',
    );
  });

  it('in a kit form: required asks for the text, max counts the visible characters', async () => {
    const sent: unknown[] = [];
    const fields = [richTextField<{ body: string }>({ name: 'body', label: '正文', required: true, max: 5 })];
    await mount(<RecordForm title="新建图文" fields={fields} initial={{ body: '' }} submit={async (values) => sent.push(values)} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = page.getByRole('dialog', { name: '新建图文' });
    await expect.element(textbox()).toBeVisible();

    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('请填写正文');
    await expect.element(textbox()).toHaveAttribute('aria-invalid', 'true');

    await textbox().click();
    await userEvent.keyboard('<b>长文本</b>');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('正文不能超过 5 个字');
    expect(sent).toEqual([]);
  });
});
