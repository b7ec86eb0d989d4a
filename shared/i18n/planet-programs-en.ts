import type { planetProgramsZhCN } from './planet-programs-zh-CN.ts';

export const planetProgramsEn: Record<keyof typeof planetProgramsZhCN, string> = {
  'planet.programs.title': 'Columns',
};
