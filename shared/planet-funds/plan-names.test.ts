import { afterEach, describe, expect, it } from 'vitest';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import { SAAS_PLAN_NAMES, planName } from './plan-names.ts';

// the planet catalogue, these texts with it, is loaded for every test (test/setup/locales.ts)
afterEach(() => $locale.set('zh-CN'));

describe('a SaaS plan’s name on screen', () => {
  it('is the platform’s own plan in the reader’s language while it keeps the platform’s name', () => {
    expect(planName('basic', '基础版', $t.get())).toBe('基础版');
    $locale.set('en');
    expect(Object.entries(SAAS_PLAN_NAMES).map(([code, name]) => planName(code, name, $t.get()))).toEqual(['Basic', 'Pro', 'Flagship']);
  });

  it('is what is stored once renamed, or for a plan the console does not know', () => {
    $locale.set('en');
    expect(planName('pro', '专业版（年中特惠）', $t.get())).toBe('专业版（年中特惠）');
    expect(planName('team', '团队版', $t.get())).toBe('团队版');
  });
});
