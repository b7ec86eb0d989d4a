import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import type { RecordSource } from '@shared/api/record-source.ts';
import { useRecord } from '@console/kit/use-record.ts';

type Props<T extends { id: number }, Q extends object> = {
  label: string;
  hint?: string;
  error: string | undefined;
  /** the records offered (the newest ones the server hands at once) */
  source: RecordSource<T[], Q>;
  query: Q;
  labelOf: (item: T) => string;
  /** what the record holds already: offered too when beyond the newest, so saving keeps them */
  held: readonly T[];
  /** said when there is nothing to choose */
  none: string;
  value: number[];
  onChange: (ids: number[]) => void;
};

/**
 * Several of the account's records as checkboxes (a book's courses, a lesson's courseware), in the order the
 * server lists them, then those held beyond it; loading, failure and an empty account each said in words.
 */
export function CheckChoices<T extends { id: number }, Q extends object>({ label, hint, error, source, query, labelOf, held, none, value, onChange }: Props<T, Q>) {
  const t = useStore($t);
  const found = useRecord(source, query);
  const offered = found.data ? [...found.data, ...held.filter((choice) => !found.data!.some((item) => item.id === choice.id))] : undefined;
  return (
    <Field label={label} error={error} hint={hint} group>
      {() =>
        !offered ? (
          <p className="lc-kit-muted">{found.error ? found.error.message : t('common.loading')}</p>
        ) : offered.length === 0 ? (
          <p className="lc-kit-muted">{none}</p>
        ) : (
          <div className="lc-field__choices lc-check-choices">
            {offered.map((choice) => (
              <label key={choice.id}>
                <input
                  type="checkbox"
                  checked={value.includes(choice.id)}
                  onChange={(event) => onChange(event.target.checked ? [...value, choice.id] : value.filter((id) => id !== choice.id))}
                />
                {labelOf(choice)}
              </label>
            ))}
          </div>
        )
      }
    </Field>
  );
}
