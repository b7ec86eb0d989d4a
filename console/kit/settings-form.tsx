import type { RecordResource } from '@shared/api/record-resource.ts';
import { change, useQuery } from './data.ts';
import type { FormField } from './form-fields.tsx';
import { PageForm } from './page-form.tsx';
import { QueryError } from './query-state.tsx';

type SettingsFormProps<F> = {
  /** the record: read when the form opens, saved whole */
  resource: RecordResource<F>;
  fields: readonly FormField<F>[];
  className?: string;
};

/**
 * A record edited on a page of its own (settings): its fields described as data, read from the server, checked
 * by their rules as the teacher saves, then saved; the server's refusal appears under the fields.
 */
export function SettingsForm<F>({ resource, fields, className }: SettingsFormProps<F>) {
  const found = useQuery(resource.name, resource.read);
  if (found.error && !found.data) return <QueryError error={found.error} onRetry={found.reload} />;
  return found.data ? <OpenSettingsForm resource={resource} fields={fields} className={className} initial={found.data} /> : null;
}

function OpenSettingsForm<F>({ resource, fields, className, initial }: SettingsFormProps<F> & { initial: F }) {
  return <PageForm fields={fields} initial={initial} className={className} submit={(form) => change(() => resource.save(form), [resource.name, ...(resource.affects ?? [])])} />;
}

