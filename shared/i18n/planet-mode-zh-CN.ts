/** Texts of the planet mode screens (issue 6); part of the planet catalogue (planet-zh-CN.ts). */
export const planetModeZhCN = {
  'planet.mode.title': '星球模式',
};
