import { describe, expect, it } from 'vitest';
import type { MenuModule } from './types.ts';
import { menuShortcuts } from './shortcuts.ts';

const module = (id: number, path: string, children: MenuModule[] = []): MenuModule => ({
  id, pid: 0, path, src: '', icon: '', name: '', title: path, status: 1, sort_num: id, children,
});

const menu = [
  module(1, '/dashboard'),
  module(2, '/course', [module(3, '/course/video/manage'), module(4, '/course/audio'), module(5, '/course/column')]),
  module(6, '/materials', [module(7, '/source')]),
  module(8, '/order', [module(9, '/order/center')]),
];

describe('menuShortcuts', () => {
  it('leads into every group first, then fills with the groups’ other entries', () => {
    const paths = menuShortcuts(menu, (item) => item.path !== '/dashboard').map((item) => item.path);
    expect(paths).toEqual(['/course/video/manage', '/source', '/order/center', '/course/audio', '/course/column']);
  });

  it('skips what is not usable and stops at the limit', () => {
    const paths = menuShortcuts(menu, (item) => item.path !== '/order/center', 3).map((item) => item.path);
    expect(paths).toEqual(['/dashboard', '/course/video/manage', '/source']);
  });
});
