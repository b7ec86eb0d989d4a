import type { planetMembersZhCN } from './planet-members-zh-CN.ts';

export const planetMembersEn: Record<keyof typeof planetMembersZhCN, string> = {
  'planet.members.title': 'Members',
};
