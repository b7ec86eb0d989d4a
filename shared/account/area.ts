import type { SharedArea } from '@shared/area-manifest.ts';

const titles = {
  '/login': '登录',
  '/p/login': '星球会员登录',
  '/setting/self': '账号设置',
};

/** The account area's shared manifest (listed in shared/areas.ts). */
export const accountArea: SharedArea = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/login': 'Sign in',
      '/p/login': 'Planet member sign in',
      '/setting/self': 'Account settings',
    } satisfies Record<keyof typeof titles, string>,
  },
};
