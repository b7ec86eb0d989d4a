import { madeCode } from '@shared/i18n/made-names.ts';

/** The names the platform gives its SaaS plans (migration 011), by code: zh-CN, the product's language. */
export const SAAS_PLAN_NAMES = { basic: '基础版', pro: '专业版', flagship: '旗舰版' } as const;

/** A plan's name as a screen shows it: the platform's own in the reader's language, a renamed one as stored. */
export function planName(code: string, name: string, translate: (key: `planet.funds.plan.${keyof typeof SAAS_PLAN_NAMES}`) => string): string {
  const made = madeCode<keyof typeof SAAS_PLAN_NAMES>(SAAS_PLAN_NAMES, code, name);
  return made ? translate(`planet.funds.plan.${made}`) : name;
}
