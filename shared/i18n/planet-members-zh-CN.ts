/** Texts of the planet members screens (issue 6); part of the planet catalogue (planet-zh-CN.ts). */
export const planetMembersZhCN = {
  'planet.members.title': '成员',
};
