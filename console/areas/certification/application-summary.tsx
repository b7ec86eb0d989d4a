import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { APPLY_STEPS } from '@shared/certification/apply-steps.ts';
import type { Application } from '@shared/certification/types.ts';
import { fieldLabel, optionLabel } from './apply-fields.tsx';

/** What an application holds, field by field (the resident ID masked), as the reviewer receives it. */
export function ApplicationSummary({ application }: { application: Application }) {
  const t = useStore($t);
  const urls = new Map(application.pictures.map((picture) => [picture.id, picture.url]));
  const fields = APPLY_STEPS[application.kind].flatMap((step) => step.fields);
  return (
    <dl className="lc-cert-summary" aria-label={t('certification.apply.summary')}>
      {fields.map((field) => {
        const value = application.data[field.key];
        let shown: ReactNode = '—';
        if (field.kind === 'pictures') {
          const ids = Array.isArray(value) ? value.filter((id) => urls.has(id)) : [];
          if (ids.length) shown = ids.map((id, index) => <img key={id} src={urls.get(id)} alt={`${fieldLabel(field.key)} ${index + 1}`} width={80} height={80} />);
        } else if (application.masked[field.key]) {
          shown = application.masked[field.key];
        } else if (typeof value === 'string' && value) {
          shown = field.kind === 'select' ? optionLabel(field.key, value) : value;
        }
        return [<dt key={`${field.key}-t`}>{fieldLabel(field.key)}</dt>, <dd key={`${field.key}-d`}>{shown}</dd>];
      })}
    </dl>
  );
}
