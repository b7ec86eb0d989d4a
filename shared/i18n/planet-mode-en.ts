import type { planetModeZhCN } from './planet-mode-zh-CN.ts';

export const planetModeEn: Record<keyof typeof planetModeZhCN, string> = {
  'planet.mode.title': 'Planet mode',
};
