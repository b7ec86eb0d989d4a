import { t } from '@shared/i18n/i18n.ts';
import type { MenuProblem } from '@shared/planet-members/rules.ts';

/** A menu rule's problem code worded in the teacher's language, with its limit. */
export function menuProblemText(problem: MenuProblem): string {
  return t(`planet.members.problem.${problem.code}`, 'max' in problem ? { max: problem.max } : undefined);
}
