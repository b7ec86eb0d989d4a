/** The select primitive lists each choice once: its placeholder only stands in while nothing is chosen. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { Select } from './select.tsx';

afterEach(unmountAll);

const OPTIONS = [
  { value: 0, label: '不设置讲师' },
  { value: 7, label: '林老师' },
];
const optionTexts = () => [...document.querySelectorAll('option')].map((option) => option.textContent);

describe('Select', () => {
  it('shows a "none" option that is chosen once, not beside a placeholder of the same words', async () => {
    await mount(<Select label="讲师" value={0} options={OPTIONS} placeholder="不设置讲师" onChange={() => undefined} />);
    await expect.element(page.getByRole('combobox', { name: '讲师' })).toHaveDisplayValue('不设置讲师');
    expect(optionTexts()).toEqual(['不设置讲师', '林老师']);
  });

  it('shows its placeholder while nothing is chosen', async () => {
    await mount(<Select label="分类" value={undefined} options={OPTIONS.slice(1)} placeholder="请选择" onChange={() => undefined} />);
    await expect.element(page.getByRole('combobox', { name: '分类' })).toHaveDisplayValue('请选择');
    expect(optionTexts()).toEqual(['请选择', '林老师']);
  });
});
