import type { SharedArea } from '@shared/area-manifest.ts';
import type { apiKeysZhCN } from './texts-zh-CN.ts';

const titles = {
  '/setting/api': '开放接口',
};

/** The api-keys area's shared manifest (listed in shared/areas.ts). */
export const apiKeysArea: SharedArea<typeof apiKeysZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/setting/api': 'Open API',
    } satisfies Record<keyof typeof titles, string>,
  },
};
