import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { ttScopeFormOf, ttScopeInputOf, type TtScopeForm } from '@shared/certification/forms.ts';
import { saveTtScopes, ttScopesRecord } from '@shared/certification/resources.ts';
import type { TtScopeState } from '@shared/certification/types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { change } from '@console/kit/data.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { PageForm } from '@console/kit/page-form.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { routeTitle } from '@console/app/route-title.ts';
import './certification-texts.ts';
import './certification.css';

const ALL = {};

/** /setting/ttScope: the Douyin scopes the teacher grants the short-video channel, each a switch with when it last changed. */
export default function TtScopePage() {
  const t = useStore($t);
  const found = useRecord(ttScopesRecord, ALL);
  const states = found.data;
  const fieldOf = (state: TtScopeState): FormField<TtScopeForm> => {
    const label = t(`certification.tt.scope.${state.scope}`);
    const detail = t(`certification.tt.detail.${state.scope}`);
    const hint = state.changed_at ? t('certification.tt.changed', { detail, time: formatDateTime(state.changed_at) }) : t('certification.tt.never', { detail });
    if (!state.required) return { kind: 'switch', name: state.scope, label, hint };
    // what binding needs: shown on, not to be switched off
    return {
      kind: 'custom',
      name: state.scope,
      label,
      render: () => <Field label={label} hint={hint}>{(id, note) => <input id={id} type="checkbox" role="switch" aria-describedby={note} checked disabled readOnly />}</Field>,
    };
  };
  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{routeTitle('/setting/ttScope')}</h1>
      <p className="lc-cert__muted">{t('certification.tt.intro')}</p>
      {found.error && !states && <QueryError error={found.error} onRetry={found.reload} />}
      {states && (
        <PageForm<TtScopeForm>
          fields={states.map(fieldOf)}
          initial={ttScopeFormOf(states)}
          submit={(form) => change(() => saveTtScopes(ttScopeInputOf(form)), [ttScopesRecord])}
          className="lc-cert-panel"
        />
      )}
    </section>
  );
}
