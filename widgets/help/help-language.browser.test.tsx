import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fetchHotHelp } from '@shared/help/client.ts';
import { $locale } from '@shared/i18n/i18n.ts';
import { mount, signIn, unmountAll } from '@widgets/testing/mount.tsx';
import { HelpButton } from './help.tsx';

const HAN = /\p{Script=Han}/u;
const titles = () => Array.from(document.querySelectorAll('.lc-help__item-title'), (node) => node.textContent ?? '');

beforeAll(async () => {
  await signIn();
});
afterEach(async () => {
  await unmountAll();
  $locale.set('zh-CN');
});

describe('the help window in English', () => {
  it('shows the hot questions, the search hint, results and articles in English, and Chinese again after a switch', async () => {
    $locale.set('en');
    await mount(<HelpButton />);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
    const panel = page.getByRole('dialog'); // its name changes with the language
    const english = await fetchHotHelp();
    await expect.poll(titles).toEqual(english.map((row) => row.title));
    expect(titles().some((title) => HAN.test(title))).toBe(false);
    const search = panel.getByRole('searchbox', { name: 'Search help' });
    expect(search.element().getAttribute('placeholder')).toBe('Type a keyword, e.g. upload');

    await search.fill('withdraw');
    await expect.element(panel.getByRole('button', { name: /How do I withdraw my earnings\?/ })).toBeVisible();
    await panel.getByRole('button', { name: /How do I withdraw my earnings\?/ }).click();
    await expect.element(panel.getByRole('heading', { name: 'How do I withdraw my earnings?' })).toBeVisible();
    await expect.element(panel.getByText('Earnings and withdrawals')).toBeVisible();

    $locale.set('zh-CN');
    await expect.element(panel.getByRole('heading', { name: '如何提现收益？' })).toBeVisible();
    await panel.getByRole('button', { name: /返回/ }).click();
    await expect.element(panel.getByRole('button', { name: /如何提现收益？/ })).toBeVisible();
  });
});
