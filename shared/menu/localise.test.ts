import { describe, expect, it } from 'vitest';
import type { MenuModule } from './types.ts';
import { localiseMenu } from './localise.ts';

const module = (id: number, path: string, title: string, children: MenuModule[] = [], name = ''): MenuModule => ({
  id, pid: 0, path, src: '', icon: '', name, title, status: 1, sort_num: id, children,
});

const menu = [
  module(1, '/dashboard', '首页'),
  module(2, '/materials', '素材中心', [module(3, '/source', '素材库')]),
  module(4, '/setting', '系统设置', [module(5, 'https://help.example.com/', '帮助中心', [], 'ExternalHelp'), module(6, '/setting/unknown', '未知')]),
];

describe('localiseMenu', () => {
  it('keeps the server titles in Chinese', () => {
    expect(localiseMenu(menu, 'zh-CN')).toEqual(menu);
  });

  it('titles routes, groups and external entries in English, keeping unknown ones', () => {
    const en = localiseMenu(menu, 'en');
    expect(en.map((m) => m.title)).toEqual(['Home', 'Materials', 'Settings']);
    expect(en[1]!.children[0]!.title).toBe('Material library');
    expect(en[2]!.children.map((m) => m.title)).toEqual(['Help centre', '未知']);
    expect(menu[0]!.title).toBe('首页');
  });
});
