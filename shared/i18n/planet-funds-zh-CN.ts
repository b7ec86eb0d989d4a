/** Texts of the planet funds screens (issue 6); part of the planet catalogue (planet-zh-CN.ts). */
export const planetFundsZhCN = {
  'planet.funds.title': '资金',
};
