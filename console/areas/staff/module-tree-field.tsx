import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { MenuModule } from '@shared/menu/types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import { groupState, toggleGroup, toggleLeaf } from './module-choice.ts';

type Props = { label: string; hint: string; error: string | undefined; tree: readonly MenuModule[] | undefined; value: number[]; onChange: (ids: number[]) => void };

function GroupBox({ group, value, onChange }: { group: MenuModule; value: number[]; onChange: (ids: number[]) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const state = groupState(value, group);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="lc-role-tree__group">
      <input ref={box} type="checkbox" checked={state === 'all'} onChange={(event) => onChange(toggleGroup(value, group, event.target.checked))} />
      {group.title}
    </label>
  );
}

/** The menu as checkboxes: each group on its line, its pages beside it. */
export function ModuleTreeField({ label, hint, error, tree, value, onChange }: Props) {
  const t = useStore($t);
  return (
    <Field label={label} hint={hint} error={error} group>
      {() =>
        !tree ? (
          <p className="lc-kit-muted">{t('common.loading')}</p>
        ) : (
          <ul className="lc-role-tree">
            {tree.map((group) => (
              <li key={group.id}>
                <GroupBox group={group} value={value} onChange={onChange} />
                {group.children.length > 0 && (
                  <div className="lc-role-tree__leaves" role="group" aria-label={group.title}>
                    {group.children.map((leaf) => (
                      <label key={leaf.id}>
                        <input type="checkbox" checked={value.includes(group.id) || value.includes(leaf.id)} onChange={(event) => onChange(toggleLeaf(value, group, leaf, event.target.checked))} />
                        {leaf.title}
                      </label>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </Field>
  );
}
