/** The statistics pages' period control speaks the reader's language, its separator too. */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { $locale, loadLocale } from '@shared/i18n/i18n.ts';
import { mount, unmountAll } from '@widgets/testing/mount.tsx';
import { PeriodBar, usePeriod, NO_PERIOD } from './period.tsx';

function Period() {
  const period = usePeriod(NO_PERIOD, () => undefined, 7, [7, 30]);
  return <PeriodBar period={period} presets={[7, 30]} />;
}

afterEach(() => {
  unmountAll();
  $locale.set('zh-CN');
});

describe('PeriodBar', () => {
  it('separates the two dates with 至 in Chinese and “to” in English', async () => {
    await mount(<Period />);
    await expect.element(page.getByText('至', { exact: true })).toBeInTheDocument();
    await loadLocale('en');
    $locale.set('en');
    await expect.element(page.getByText('to', { exact: true })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('至');
  });
});
