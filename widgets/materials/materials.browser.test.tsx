import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MaterialList } from './material-list/material-list.tsx';
import { UploadDialog } from './upload-dialog/upload-dialog.tsx';
import { MoveDialog } from './move-dialog/move-dialog.tsx';
import { PictureSelector } from './picture-selector/picture-selector.tsx';
import { GeneralSelector } from './general-selector/general-selector.tsx';
import { VideoPreview } from './video-preview/video-preview.tsx';
import { findSources } from '@shared/materials/client.ts';
import { MessageBox } from '@widgets/ui/message-box/message-box.tsx';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import type { TaggedMaterial } from './tagged.ts';

beforeAll(async () => {
  await signIn();
});
afterEach(unmountAll);

const dialogWidth = (name: string) => (page.getByRole('dialog', { name }).element() as HTMLElement).getBoundingClientRect().width;

describe('material list view (spec §2)', () => {
  it('shows 素材总量, the sort options with the inverted time labels, and the seeded pictures as cards', async () => {
    await mount(<MaterialList kind="picture" />);
    await expect.element(page.getByText('素材总量')).toBeVisible();
    const sort = page.getByRole('combobox', { name: '排序' });
    await expect.element(sort).toBeVisible();
    const labels = Array.from((sort.element() as HTMLSelectElement).options).map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['名称升序', '名称降序', '大小升序', '大小降序', '新-旧', '旧-新']));
    // time_desc is the default and is labelled 旧-新 (spec §9)
    expect((sort.element() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('旧-新');
    await expect.element(page.getByText(/\.png$/).first()).toBeVisible();
  });

  it('keeps the batch buttons disabled until something is selected; picture has batch delete, no batch course', async () => {
    await mount(<MaterialList kind="picture" />);
    await page.getByRole('button', { name: '列表', exact: true }).click();
    const batchMove = page.getByRole('button', { name: '批量移动' });
    const batchDelete = page.getByRole('button', { name: '批量删除' });
    await expect.element(batchMove).toBeDisabled();
    await expect.element(batchDelete).toBeDisabled();
    expect(page.getByRole('button', { name: '批量创建课程' }).elements()).toHaveLength(0);
    await page.getByRole('row').nth(1).getByRole('checkbox').click();
    await expect.element(batchMove).toBeEnabled();
    await expect.element(batchDelete).toBeEnabled();
    await expect.element(page.getByText(/^已选 1\/\d+$/)).toBeVisible();
  });

  it('video rows have no delete and show 正常 once processed; video offers 批量创建课程', async () => {
    await mount(<MaterialList kind="video" />);
    await expect.element(page.getByText('正常').first()).toBeVisible();
    expect(page.getByRole('button', { name: /^删除/ }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: '批量创建课程' })).toBeDisabled();
  });

  it('selector mode hides row actions and batch buttons and hands the selection to the parent', async () => {
    const seen: number[] = [];
    await mount(<MaterialList kind="document" mode="selector" multiple onSelectionChange={(items) => seen.push(items.length)} />);
    await expect.element(page.getByRole('row').nth(1)).toBeVisible();
    expect(page.getByRole('button', { name: /^编辑/ }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: '批量移动' }).elements()).toHaveLength(0);
    await page.getByRole('row').nth(1).getByRole('checkbox').click();
    await expect.poll(() => seen.at(-1)).toBe(1);
  });

  it('deleting asks 删除素材 / 确认要删除这个素材吗？ and cancelling keeps the row', async () => {
    await mount(
      <>
        <MaterialList kind="document" />
        <MessageBox closeLabel="关闭" />
      </>,
    );
    const first = page.getByRole('row').nth(1);
    await expect.element(first).toBeVisible();
    // every seeded document is listed before we count
    await expect.poll(() => page.getByRole('row').elements().length).toBeGreaterThanOrEqual(4);
    const rows = page.getByRole('row').elements().length;
    await first.getByRole('button', { name: /^删除/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除素材' });
    await expect.element(confirm).toHaveTextContent('确认要删除这个素材吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(page.getByRole('row').elements()).toHaveLength(rows);
  });
});

describe('dialogs (spec §2 Dialogs)', () => {
  it('the upload dialog is 840 px for pictures, ignores a backdrop click and cannot start with an empty queue', async () => {
    let closed = 0;
    await mount(<UploadDialog kind="picture" categoryId={0} open onClose={() => (closed += 1)} onUploaded={() => undefined} />);
    await expect.element(page.getByRole('dialog', { name: '上传图片' })).toBeVisible();
    expect(Math.round(dialogWidth('上传图片'))).toBe(840);
    await expect.element(page.getByRole('button', { name: '开始上传' })).toBeDisabled();
    const backdrop = document.querySelector('.lc-dialog-backdrop') as HTMLElement;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(closed).toBe(0);
  });

  it('the upload dialog is 940 px for video and audio', async () => {
    await mount(<UploadDialog kind="video" categoryId={0} open onClose={() => undefined} onUploaded={() => undefined} />);
    await expect.element(page.getByRole('dialog', { name: '上传视频' })).toBeVisible();
    expect(Math.round(dialogWidth('上传视频'))).toBe(940);
  });

  it('the move dialog is 420 px with 请选择素材分类 and a confirm disabled until a category is chosen', async () => {
    await mount(<MoveDialog open kind="picture" onCancel={() => undefined} onConfirm={() => undefined} />);
    const dialog = page.getByRole('dialog', { name: '移动素材' });
    await expect.element(dialog).toBeVisible();
    expect(Math.round(dialogWidth('移动素材'))).toBe(420);
    await expect.element(dialog.getByText('请选择素材分类')).toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('Escape closes the move dialog', async () => {
    let cancelled = false;
    await mount(<MoveDialog open kind="picture" onCancel={() => (cancelled = true)} onConfirm={() => undefined} />);
    await expect.element(page.getByRole('dialog', { name: '移动素材' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(cancelled).toBe(true);
  });
});

describe('previews', () => {
  it('clicking a picture opens the full-size viewer above everything (z-index 99999); Escape closes it', async () => {
    await mount(<MaterialList kind="picture" />);
    await page.getByRole('button', { name: /^预览 / }).first().click();
    // the viewer's code loads when it first opens
    await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
    const viewer = document.querySelector<HTMLElement>('[role="dialog"]');
    const layer = (element: HTMLElement | null): number => {
      for (let node = element; node; node = node.parentElement) {
        const z = Number(getComputedStyle(node).zIndex);
        if (!Number.isNaN(z)) return z;
      }
      return 0;
    };
    expect(layer(viewer)).toBe(99999);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('the video preview is an 800 px dialog with an 800×450 player of the signed URL and the poster', async () => {
    const { rows } = await findSources('video', { page: 1, pageSize: 60, sort_by: 'time_desc' });
    const video = rows.find((row) => row.filesize);
    expect(video).toBeDefined();
    await mount(<VideoPreview video={video!} onClose={() => undefined} />);
    await expect.element(page.getByRole('dialog', { name: '视频预览' })).toBeVisible();
    expect(Math.round(dialogWidth('视频预览'))).toBe(800);
    await expect.poll(() => document.querySelector('video')?.getAttribute('src') ?? '').toContain('/api/v3/media/file/');
    const player = document.querySelector('video')!.getBoundingClientRect();
    expect([Math.round(player.width), Math.round(player.height)]).toEqual([800, 450]);
  });
});

describe('selectors', () => {
  it('选择图片 lists categories with 全部, counts 已选图片 n and tags picks as pictures', async () => {
    let picked: TaggedMaterial[] = [];
    await mount(<PictureSelector open multiple onCancel={() => undefined} onConfirm={(items) => (picked = items)} />);
    const dialog = page.getByRole('dialog', { name: '选择图片' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByPlaceholder('请输入分组名称')).toBeVisible();
    await expect.element(dialog.getByRole('option', { name: /全部/ })).toBeVisible();
    await expect.element(dialog.getByText('已选图片 0')).toBeVisible();
    await dialog.getByRole('checkbox').nth(1).click();
    await expect.element(dialog.getByText('已选图片 1')).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(picked).toHaveLength(1);
    expect(picked[0]!.source_type).toBe('picture');
  });

  it('选择视频 offers four tabs with picture first and tags each pick with its kind', async () => {
    let picked: TaggedMaterial[] = [];
    await mount(<GeneralSelector open multiple onCancel={() => undefined} onConfirm={(items) => (picked = items)} />);
    const dialog = page.getByRole('dialog', { name: '选择视频' });
    await expect.element(dialog).toBeVisible();
    const tabs = dialog.getByRole('tab').elements().map((tab) => tab.textContent);
    expect(tabs).toEqual(['图片', '音频', '视频', '文档']);
    await expect.element(dialog.getByRole('tab', { name: '图片' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: '视频' }).click();
    await expect.element(dialog.getByRole('row').nth(1)).toBeVisible();
    await dialog.getByRole('row').nth(1).getByRole('checkbox').click();
    await expect.element(dialog.getByText('已选 1', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(picked.map((item) => item.source_type)).toEqual(['video']);
  });
});
