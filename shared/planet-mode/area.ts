import type { SharedArea } from '@shared/area-manifest.ts';
import type { planetModeZhCN } from './texts-zh-CN.ts';

const titles = {
  '/p/planet/detail/wechatGroup': '微信群',
  '/p/planet/detail/liveList': '星球直播',
  '/p/planet/detail/planetBook': '星球书',
  '/p/planet/activityList': '活动列表',
  '/p/planet/user': '成员',
  '/p/planet/live/database': '直播数据',
  '/p/planet/live/setting': '直播设置',
  '/p/planet/live/list': '直播列表',
  '/p/planet/wiki': '知识库',
  '/p/planet/future': '未来规划',
  '/p/planet/wxGroup': '微信群',
};

/** The planet-mode area's shared manifest (listed in shared/areas.ts). */
export const planetModeArea: SharedArea<typeof planetModeZhCN> = {
  routeTitles: {
    'zh-CN': titles,
    en: {
      '/p/planet/detail/wechatGroup': 'WeChat groups',
      '/p/planet/detail/liveList': 'Planet live streams',
      '/p/planet/detail/planetBook': 'Planet book',
      '/p/planet/activityList': 'Activities',
      '/p/planet/user': 'Members',
      '/p/planet/live/database': 'Live data',
      '/p/planet/live/setting': 'Live settings',
      '/p/planet/live/list': 'Live streams',
      '/p/planet/wiki': 'Wiki',
      '/p/planet/future': 'Roadmap',
      '/p/planet/wxGroup': 'WeChat groups',
    } satisfies Record<keyof typeof titles, string>,
  },
};
