import type { PlanetClass } from './types.ts';

/**
 * The classes a planet is filed under (spec §3 first_class, second_class; the list is ours). Ids are stable:
 * planets store them.
 */
export const PLANET_CLASSES = [
  {
    id: 1,
    name: '职场技能',
    children: [
      { id: 101, name: '写作表达' },
      { id: 102, name: '办公软件' },
      { id: 103, name: '求职面试' },
      { id: 104, name: '管理领导力' },
    ],
  },
  {
    id: 2,
    name: '语言学习',
    children: [
      { id: 201, name: '英语' },
      { id: 202, name: '日语' },
      { id: 203, name: '普通话与朗读' },
    ],
  },
  {
    id: 3,
    name: '兴趣生活',
    children: [
      { id: 301, name: '阅读' },
      { id: 302, name: '摄影' },
      { id: 303, name: '音乐' },
      { id: 304, name: '绘画书法' },
      { id: 305, name: '运动健身' },
    ],
  },
  {
    id: 4,
    name: '财经投资',
    children: [
      { id: 401, name: '理财入门' },
      { id: 402, name: '行业研究' },
    ],
  },
  {
    id: 5,
    name: '学历考试',
    children: [
      { id: 501, name: '考研' },
      { id: 502, name: '职业资格' },
      { id: 503, name: '中小学辅导' },
    ],
  },
] as const satisfies readonly PlanetClass[];

type Parent = (typeof PLANET_CLASSES)[number];
/** Every class's id, the top-level ones' and their children's. */
export type PlanetClassId = Parent['id'] | Parent['children'][number]['id'];

/** Whether second is a child class of first. */
export function isPlanetClassPair(first: number, second: number): boolean {
  return PLANET_CLASSES.some((parent) => parent.id === first && parent.children.some((child) => child.id === second));
}
