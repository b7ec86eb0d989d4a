import type { planetThemesZhCN } from './planet-themes-zh-CN.ts';

export const planetThemesEn: Record<keyof typeof planetThemesZhCN, string> = {
  'planet.themes.title': 'Feed',
};
