import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { LibraryState } from '@shared/materials/library-state.ts';
import { MessageBox } from '@widgets/ui/message-box/message-box.tsx';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { MaterialLibrary } from './material-library.tsx';
import { MaterialList } from './material-list/material-list.tsx';

/** What a first-day walk through the library found missing: playing audio, naming what is deleted or viewed, rename. */

beforeAll(async () => {
  await signIn();
});
afterEach(unmountAll);

describe('audio rows', () => {
  it('play in place, one at a time, with a button named after the material', async () => {
    await mount(<MaterialList kind="audio" />);
    const first = page.getByRole('button', { name: '播放 第1讲 开场白.wav' });
    const second = page.getByRole('button', { name: '播放 第2讲 如何选题.wav' });
    await first.click();
    await expect.element(page.getByRole('button', { name: '暂停 第1讲 开场白.wav' })).toBeVisible();
    const audios = () => Array.from(document.querySelectorAll('audio'));
    expect(audios().find((audio) => !audio.paused)?.getAttribute('src')).toContain('/api/v3/media/file/');
    await second.click();
    await expect.element(page.getByRole('button', { name: '暂停 第2讲 如何选题.wav' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '播放 第1讲 开场白.wav' })).toBeVisible();
    expect(audios().filter((audio) => !audio.paused)).toHaveLength(1);
    await page.getByRole('button', { name: '暂停 第2讲 如何选题.wav' }).click();
    await expect.element(second).toBeVisible();
  });
});

describe('naming what an action concerns', () => {
  it('the delete question names the material and its confirm button is destructive', async () => {
    await mount(
      <>
        <MaterialList kind="document" />
        <MessageBox closeLabel="关闭" />
      </>,
    );
    const first = page.getByRole('row', { name: /\.pdf/ }).first();
    await expect.element(first).toBeVisible();
    const name = first.element().querySelector('.lc-material-name__text')!.textContent!;
    await first.getByRole('button', { name: /^删除/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除素材' });
    await expect.element(confirm).toHaveTextContent('确认要删除这个素材吗？');
    await expect.element(confirm).toHaveTextContent(`「${name}」`);
    await expect.element(confirm.getByRole('button', { name: '确定' })).toHaveClass('lc-button--danger');
    await confirm.getByRole('button', { name: '取消' }).click();
  });

  it('the picture viewer shows the picture name as text beside its counter', async () => {
    await mount(<MaterialList kind="picture" />);
    const preview = page.getByRole('button', { name: /^预览 / }).first();
    await expect.element(preview).toBeVisible();
    const name = preview.element().getAttribute('aria-label')!.replace(/^预览 /, '');
    await preview.click();
    // the viewer's code loads when it first opens
    await expect.poll(() => document.querySelector('.lc-image-viewer__caption')).not.toBeNull();
    const caption = document.querySelector('.lc-image-viewer__caption');
    expect(caption?.querySelector('.lc-image-viewer__name')?.textContent).toBe(name);
    expect(caption?.querySelector('.lc-image-viewer__counter')?.textContent).toMatch(/^1 \/ \d+$/);
  });

  it('rename selects the base name, not the extension', async () => {
    await mount(<MaterialList kind="document" />);
    await page.getByRole('row', { name: /\.pdf/ }).first().getByRole('button', { name: /^编辑/ }).click();
    const input = page.getByRole('dialog', { name: '编辑素材' }).getByLabelText('请输入素材名称');
    await expect.element(input).toHaveFocus();
    const field = input.element() as HTMLInputElement;
    expect(field.value).toMatch(/\.pdf$/);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.lastIndexOf('.')]);
  });
});

describe('the library state a host keeps', () => {
  it('opens where the host says and tells of changes, not of where it opened', async () => {
    const heard: LibraryState[] = [];
    await mount(<MaterialLibrary initialState={{ kind: 'document', keyword: '课程大', sort: 'name_asc' }} onStateChange={(state) => heard.push(state)} />);
    await expect.element(page.getByRole('tab', { name: '文档' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('searchbox', { name: '请输入素材名称' })).toHaveValue('课程大');
    await expect.element(page.getByRole('row', { name: /课程大纲\.pdf/ })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /作业模板\.pdf/ })).not.toBeInTheDocument();
    expect(heard).toEqual([]);
    await page.getByRole('combobox', { name: '排序' }).selectOptions('大小降序');
    await expect.poll(() => heard.at(-1)).toMatchObject({ kind: 'document', keyword: '课程大', sort: 'size_desc', page: 1 });
    await page.getByRole('tab', { name: '音频' }).click();
    await expect.poll(() => heard.at(-1)).toMatchObject({ kind: 'audio', keyword: '', sort: 'time_desc' });
  });
});
