/**
 * The members rules' problem codes (shared/planet-members/rules.ts) worded in Chinese, the server's language: what
 * a refused request answers in `message`. The console words the same codes in the teacher's language.
 */
import { DEFAULT_MENU_NAMES, type MenuProblem } from '@shared/planet-members/rules.ts';

export function menuProblemText(problem: MenuProblem): string {
  switch (problem.code) {
    case 'menuEntries':
      return '菜单必须包含全部入口，且每个入口只出现一次';
    case 'menuNameEmpty':
      return `「${DEFAULT_MENU_NAMES[problem.key]}」的名称不能为空`;
    case 'menuNameTooLong':
      return `「${DEFAULT_MENU_NAMES[problem.key]}」的名称不能超过 ${problem.max} 个字`;
    case 'menuNameDuplicate':
      return '菜单名称不能重复';
    case 'menuNoneVisible':
      return '至少显示一个菜单入口';
  }
}
