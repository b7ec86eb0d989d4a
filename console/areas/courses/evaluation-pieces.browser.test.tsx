import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Evaluation } from '@shared/courses/evaluation-types.ts';
import { evaluationsResource } from '@shared/courses/promotion-resources.ts';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { RatingStars, RatingSummaryPanel } from './rating-summary.tsx';
import { ReplyDialog } from './reply-dialog.tsx';
import './course-texts.ts';

beforeAll(async () => {
  await signIn();
});
afterEach(unmountAll);

const LIST = { page: 1, pageSize: 100, course: 0, rating: 0, replied: '', hidden: '' } as const;
const unreplied = async (): Promise<Evaluation> => (await evaluationsResource.list({ ...LIST, replied: '0', hidden: '0' })).rows[0]!;

describe('what the evaluation screen adds', () => {
  it('sums the ratings: the average with one decimal, the count, a line per star, what awaits a reply or is hidden', async () => {
    await mount(<RatingSummaryPanel summary={{ count: 6, average: 4, stars: [1, 0, 0, 1, 4], unreplied: 2, hidden: 1 }} />);
    const figures = page.getByRole('region', { name: '评价概况' });
    await expect.element(figures).toHaveTextContent('平均评分4.0');
    await expect.element(figures.getByRole('img', { name: '4 星' })).toBeVisible();
    await expect.element(figures).toHaveTextContent('共 6 条评价');
    expect(figures.getByRole('listitem').elements().map((item) => item.textContent)).toEqual(['5 星4', '4 星1', '3 星0', '2 星0', '1 星1']);
    await expect.element(figures).toHaveTextContent('未回复 2 条');
    await expect.element(figures).toHaveTextContent('已隐藏 1 条');
  });

  it('names the stars for screen readers and draws them for the eye', async () => {
    const shown = await mount(<RatingStars rating={3} />);
    await expect.element(page.getByRole('img', { name: '3 星' })).toBeVisible();
    expect(shown.querySelectorAll('.lc-rating__star.is-on').length).toBe(3);
  });

  it('quotes the evaluation as text, checks the reply length, and saves the reply to the server', async () => {
    const evaluation = await unreplied();
    let closed = 0;
    // what a buyer wrote is shown as written, markup included, and never run
    const written = { ...evaluation, content: '<img src=x onerror="window.ran=1">好课' };
    await mount(<ReplyDialog evaluation={written} onClose={() => (closed += 1)} />);
    const dialog = page.getByRole('dialog', { name: `回复 ${evaluation.buyer_nickname} 的评价` });
    await expect.element(dialog).toHaveTextContent('<img src=x onerror="window.ran=1">好课');
    expect(document.querySelector('.lc-reply__quote img')).toBeNull();
    const box = dialog.getByRole('textbox', { name: '回复内容' });
    await expect.element(box).toHaveFocus();

    await box.fill('长'.repeat(501));
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('回复内容不能超过 500 个字');
    expect(closed).toBe(0);

    await box.fill('  谢谢支持，<b>下节课</b>见  ');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect.poll(() => closed).toBe(1);
    const stored = (await evaluationsResource.list({ ...LIST })).rows.find((row) => row.id === evaluation.id);
    expect(stored).toMatchObject({ reply: '谢谢支持，<b>下节课</b>见' });
  });
});
