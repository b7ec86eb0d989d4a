/** Texts of the planet themes screens (issue 6); part of the planet catalogue (planet-zh-CN.ts). */
export const planetThemesZhCN = {
  'planet.themes.title': '动态',
};
