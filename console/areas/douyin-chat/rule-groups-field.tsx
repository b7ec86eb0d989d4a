/** A rule's chosen groups: checkboxes of the teacher's groups (at least one). */
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { allGroupsSource, type AutoReplyForm } from '@shared/douyin-chat/resources.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { useRecord } from '@console/kit/use-record.ts';

function GroupChecks({ label, value, onChange, error }: { label: string; value: number[]; onChange: (ids: number[]) => void; error: string | undefined }) {
  const t = useStore($t);
  const groups = useRecord(allGroupsSource, { all: true }).data ?? [];
  return (
    <fieldset className="lc-field lc-chat-groups">
      <legend className="lc-field__label">{label}</legend>
      {groups.length === 0 && <p className="lc-chat-muted">{t('chat.rules.field.groups.none')}</p>}
      {groups.map((g) => (
        <label key={g.id}>
          <input type="checkbox" checked={value.includes(g.id)} onChange={(e) => onChange(e.target.checked ? [...value, g.id] : value.filter((id) => id !== g.id))} /> {g.name}
        </label>
      ))}
      {error && <p className="lc-field__error" role="alert">{error}</p>}
    </fieldset>
  );
}

export function ruleGroupsField(label: string): FormField<AutoReplyForm> {
  return {
    kind: 'custom',
    name: 'group_ids',
    label,
    shown: (form) => form.all_groups === 0,
    check: (value) => ((value as number[]).length === 0 ? { code: 'required' } : undefined),
    render: (value, set, error) => <GroupChecks label={label} value={value as number[]} onChange={(ids) => set(ids as AutoReplyForm['group_ids'])} error={error} />,
  };
}
