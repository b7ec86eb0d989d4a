import type { SharedArea } from '@shared/area-manifest.ts';
import type { planetFundsZhCN } from './texts-zh-CN.ts';

const titles = {
  '/p/accounting/balance': '账户余额',
  '/p/accounting/home': '资金概览',
  '/p/planet/detail/course': '星球课程',
  '/p/planet/lesson': '课程',
  '/p/planet/vip': '会员',
  '/p/setting/accounting/add': '添加收款账户',
  '/p/course/guide': '课程指南',
};

/** The planet-funds area's shared manifest (listed in shared/areas.ts). */
export const planetFundsArea: SharedArea<typeof planetFundsZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/p/accounting/balance': 'Balance',
      '/p/accounting/home': 'Funds overview',
      '/p/planet/detail/course': 'Planet courses',
      '/p/planet/lesson': 'Lessons',
      '/p/planet/vip': 'Membership',
      '/p/setting/accounting/add': 'New payout account',
      '/p/course/guide': 'Course guide',
    } satisfies Record<keyof typeof titles, string>,
  },
};
