import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { PHONE_PATTERN } from '@shared/account/validation.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { allRolesRecord, staffResource, toggleStaff, type StaffListState } from '@shared/staff/resources.ts';
import { passwordProblem, STAFF_LIMITS } from '@shared/staff/rules.ts';
import type { StaffAccount, StaffInput } from '@shared/staff/types.ts';
import { problemText } from '@console/kit/field-problems.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import './staff-texts.ts';
import './staff.css';

const DEFAULTS: StaffListState = { page: 1, pageSize: 10, keyword: '', role: 0, status: '' };
const ALL = {};

/** /setting/index: the teacher's staff accounts, each with a role; created, edited, enabled, disabled and deleted. */
export default function StaffPage() {
  const t = useStore($t);
  const rolesFound = useRecord(allRolesRecord, ALL);
  const roles = rolesFound.data;
  const roleOptions = (roles ?? []).map((role) => ({ value: role.id, label: role.name }));

  const passwordCheck = (label: string, required: boolean) => (value: string) => {
    const problem = passwordProblem(value, required);
    if (!problem) return undefined;
    if (problem.code === 'tooShort') return t('staff.accounts.tooShort', { field: label, n: problem.min });
    if (problem.code === 'weakPassword') return t('staff.accounts.weakPassword', { field: label });
    return problemText(problem, label);
  };
  const fields = (row: StaffAccount | null): FormField<StaffInput>[] => [
    { kind: 'text', name: 'nickname', label: t('staff.accounts.nickname'), required: true, max: STAFF_LIMITS.nicknameMax },
    row
      ? { kind: 'custom', name: 'phone', label: t('staff.accounts.phone'), render: (value) => <p className="lc-kit-muted" aria-label={t('staff.accounts.phone')}>{String(value)} · {t('staff.accounts.phoneFixed')}</p> }
      : { kind: 'text', name: 'phone', label: t('staff.accounts.phone'), required: true, max: 11, check: (value) => (PHONE_PATTERN.test(value) ? undefined : t('staff.accounts.phoneInvalid')) },
    row
      ? { kind: 'password', name: 'password', label: t('staff.accounts.newPassword'), hint: t('staff.accounts.newPasswordHint'), max: STAFF_LIMITS.passwordMax, check: passwordCheck(t('staff.accounts.newPassword'), false) }
      : { kind: 'password', name: 'password', label: t('staff.accounts.password'), hint: t('staff.accounts.passwordHint'), required: true, max: STAFF_LIMITS.passwordMax, check: passwordCheck(t('staff.accounts.password'), true) },
    { kind: 'select', name: 'role_id', label: t('staff.accounts.role'), options: roleOptions, placeholder: t('staff.accounts.chooseRole'), required: true },
  ];

  return (
    <ListScreen<StaffAccount, StaffListState, StaffInput, object>
      title={t('staff.accounts.heading')}
      intro={
        <>
          <p className="lc-kit-muted">{t('staff.accounts.intro')}</p>
          {rolesFound.error && !roles && <QueryError error={rolesFound.error} onRetry={rolesFound.reload} />}
          {roles?.length === 0 && <p role="status"><Link to="/setting/role">{t('staff.accounts.needRole')}</Link></p>}
        </>
      }
      actions={<Link className="lc-button" to="/setting/role">{t('staff.accounts.manageRoles')}</Link>}
      resource={staffResource}
      defaults={DEFAULTS}
      filters={[
        { kind: 'search', key: 'keyword', label: t('staff.accounts.search') },
        { kind: 'select', key: 'role', label: t('staff.accounts.role'), options: [{ value: 0, label: t('staff.accounts.allRoles') }, ...roleOptions] },
        {
          kind: 'select',
          key: 'status',
          label: t('staff.accounts.status'),
          options: [
            { value: '', label: t('staff.accounts.allStatuses') },
            { value: 1, label: t('staff.accounts.enabled') },
            { value: 0, label: t('staff.accounts.disabled') },
          ],
        },
      ]}
      columns={[
        { key: 'nickname', header: t('staff.accounts.nickname'), render: (s) => <strong>{s.nickname}</strong> },
        { key: 'phone', header: t('staff.accounts.phone'), render: (s) => s.phone },
        { key: 'role', header: t('staff.accounts.role'), render: (s) => s.role_name ?? <span className="lc-staff__off">{t('staff.accounts.noRole')}</span> },
        { key: 'status', header: t('staff.accounts.status'), render: (s) => (s.status === 1 ? t('staff.accounts.enabled') : <span className="lc-staff__off">{t('staff.accounts.disabled')}</span>) },
        { key: 'login', header: t('staff.accounts.lastLogin'), render: (s) => (s.last_login_at ? formatDateTime(s.last_login_at) : t('staff.accounts.never')) },
        { key: 'created', header: t('staff.accounts.created'), render: (s) => formatDateTime(s.created_at) },
      ]}
      rowKey={(s) => s.id}
      rowName={(s) => s.nickname}
      rowActions={[
        { label: t('staff.accounts.disable'), hidden: (s) => s.status !== 1, danger: true, confirm: (s) => t('staff.accounts.disableConfirm', { name: s.nickname }), run: toggleStaff, done: t('common.success') },
        { label: t('staff.accounts.enable'), hidden: (s) => s.status === 1, run: toggleStaff, done: t('common.success') },
      ]}
      deleteTexts={{ confirm: (s) => t('staff.accounts.deleteConfirm', { name: s.nickname }) }}
      createLabel={t('staff.accounts.create')}
      // a new account needs a role: the button waits for the roles, so the form opens with the first one chosen
      createDisabled={!roles || roles.length === 0}
      form={{
        title: (s) => (s ? `${t('staff.accounts.editTitle')}：${s.nickname}` : t('staff.accounts.create')),
        initial: (s) => (s ? { phone: s.phone, nickname: s.nickname, password: '', role_id: s.role_id ?? 0 } : { phone: '', nickname: '', password: '', role_id: roles?.[0]?.id ?? 0 }),
        fields,
      }}
      empty={(state) => (state.keyword || state.role || state.status !== '' ? t('staff.accounts.emptyFiltered') : t('staff.accounts.empty'))}
    />
  );
}
