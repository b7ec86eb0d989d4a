import { t } from '@shared/i18n/i18n.ts';
import type { FormProblems, ProgramFormProblem } from '@shared/planet-programs/form.ts';
import type { PunchRefusal } from '@shared/planet-programs/rules.ts';

/** A program rule's problem code worded in the teacher's language, with its figures. */
function programProblemText(problem: ProgramFormProblem | PunchRefusal): string {
  if (problem.code === 'priceRange') return t('planet.programs.problem.priceRange', { max: (problem.max / 100).toFixed(2) });
  const { code, ...figures } = problem;
  return t(`planet.programs.problem.${code}`, figures);
}

/** The same, or nothing for no problem. */
export const wordedProblem = (problem: ProgramFormProblem | undefined): string | undefined => problem && programProblemText(problem);

/**
 * A form field's check (the kit's `check`) from the form's rules: the problem they place on `field`, worded.
 * `problems` runs the area's checks of the whole form (shared/planet-programs/form.ts).
 */
export const checkBy = <F, K extends string>(problems: (form: F) => FormProblems<K>) => (field: K) => (_value: unknown, form: F): string | undefined => {
  return wordedProblem(problems(form)[field]);
};
