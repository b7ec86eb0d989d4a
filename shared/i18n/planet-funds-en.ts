import type { planetFundsZhCN } from './planet-funds-zh-CN.ts';

export const planetFundsEn: Record<keyof typeof planetFundsZhCN, string> = {
  'planet.funds.title': 'Funds',
};
