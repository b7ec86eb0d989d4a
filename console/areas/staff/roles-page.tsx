import { useMemo } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import { localiseMenu } from '@shared/menu/localise.ts';
import { roleModulesRecord, rolesResource, type RoleListState } from '@shared/staff/resources.ts';
import { STAFF_LIMITS } from '@shared/staff/rules.ts';
import type { RoleInput, StaffRole } from '@shared/staff/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { describeModules } from './module-choice.ts';
import { ModuleTreeField } from './module-tree-field.tsx';
import './staff-texts.ts';
import './staff.css';

const DEFAULTS: RoleListState = { page: 1, pageSize: 10, keyword: '' };
const ALL = {};

/** /setting/role: the teacher's roles, each a set of menu modules its staff may see and use. */
export default function RolesPage() {
  const t = useStore($t);
  const locale = useStore($locale);
  const modules = useRecord(roleModulesRecord, ALL).data;
  // the server names its catalogue in Chinese; the tree and the chips take the menu's names in the reader's language
  const tree = useMemo(() => modules && localiseMenu(modules, locale), [modules, locale]);
  const someOf = (group: string, n: number) => t('staff.roles.someOf', { group, n });
  return (
    <ListScreen<StaffRole, RoleListState, RoleInput, object>
      title={t('staff.roles.heading')}
      intro={<p className="lc-kit-muted">{t('staff.roles.intro')}</p>}
      actions={<Link className="lc-button" to="/setting/index">{t('staff.roles.manageStaff')}</Link>}
      resource={rolesResource}
      defaults={DEFAULTS}
      filters={[{ kind: 'search', key: 'keyword', label: t('staff.roles.search') }]}
      columns={[
        { key: 'name', header: t('staff.roles.name'), render: (r) => <div><strong>{r.name}</strong>{r.description && <p className="lc-kit-muted">{r.description}</p>}</div> },
        {
          key: 'modules',
          header: t('staff.roles.modules'),
          width: '45%',
          render: (r) => (
            <ul className="lc-staff__modules">
              {(tree ? describeModules(tree, r.module_ids, someOf) : []).map((text) => <li key={text}>{text}</li>)}
            </ul>
          ),
        },
        { key: 'staff', header: t('staff.roles.staffCount'), render: (r) => <Link to={`/setting/index?role=${r.id}`}>{r.staff_count}</Link> },
        { key: 'updated', header: t('staff.roles.updated'), render: (r) => formatDateTime(r.updated_at) },
      ]}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      createLabel={t('staff.roles.create')}
      deleteTexts={{ confirm: (r) => t('staff.roles.deleteConfirm', { name: r.name }) }}
      form={{
        title: (r) => t(r ? 'staff.roles.editTitle' : 'staff.roles.create'),
        width: 720,
        initial: (r) => (r ? { name: r.name, description: r.description, module_ids: r.module_ids } : { name: '', description: '', module_ids: [] }),
        fields: [
          { kind: 'text', name: 'name', label: t('staff.roles.name'), required: true, max: STAFF_LIMITS.roleNameMax },
          { kind: 'text', name: 'description', label: t('staff.roles.description'), max: STAFF_LIMITS.roleDescriptionMax },
          {
            kind: 'custom',
            name: 'module_ids',
            label: t('staff.roles.modules'),
            check: (ids) => (ids.length === 0 ? t('staff.roles.modulesRequired') : undefined),
            render: (value, set, error) => <ModuleTreeField label={t('staff.roles.modules')} hint={t('staff.roles.modulesHint')} error={error} tree={tree} value={value as number[]} onChange={set} />,
          },
        ],
      }}
      empty={t('staff.roles.empty')}
    />
  );
}
