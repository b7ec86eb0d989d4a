import { problemText } from './field-problems.ts';
import { fieldProblem, FormFieldView, type FormField } from './form-fields.tsx';

/**
 * A field whose description follows the rest of the form, e.g. a label that names what a choice asks for
 * (活动地点 for an offline activity, 参与链接 for an online one). It is drawn and checked as `describe(form)`
 * says, its problems worded with the label shown at the time.
 */
export function dependentField<F>(name: keyof F, label: string, describe: (form: F) => FormField<F>): FormField<F> {
  return {
    kind: 'custom',
    name,
    label,
    check: (_value, form) => {
      const field = describe(form);
      const problem = fieldProblem(field, form);
      return problem && typeof problem !== 'string' ? problemText(problem, field.label) : problem;
    },
    render: (_value, set, error, form) => (
      <FormFieldView field={describe(form)} form={form} error={error} set={(_name, value) => set(value as F[keyof F])} autoFocus={false} />
    ),
  };
}
