/** Texts of the planet programs screens (issue 6); part of the planet catalogue (planet-zh-CN.ts). */
export const planetProgramsZhCN = {
  'planet.programs.title': '专栏',
};
