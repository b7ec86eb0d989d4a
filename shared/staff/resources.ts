/**
 * What the console's screen kit knows of roles and staff accounts. A role change moves its staff's permissions and
 * the staff list shows role names, so the two affect each other (and the account page's staff list).
 */
import type { RecordSource } from '@shared/api/record-source.ts';
import type { Resource } from '@shared/api/resource.ts';
import type { Paging } from '@shared/list-state/list-state.ts';
import { ACCOUNT } from '@shared/account/resources.ts';
import * as api from './client.ts';
import type { RoleInput, RoleModuleTree, StaffAccount, StaffInput, StaffRole, StaffStatus } from './types.ts';

/** /setting/role's state in the address bar */
export type RoleListState = Paging & { keyword: string };

export const rolesResource: Resource<StaffRole, RoleListState, RoleInput> = {
  name: 'staff/roles',
  list: (q) => api.fetchRoles(q),
  create: api.createRole,
  update: (row, input) => api.updateRole(row.id, input),
  remove: (row) => api.deleteRole(row.id),
  affects: ['staff/accounts', ACCOUNT],
};

/** /setting/index's state in the address bar: role 0 and status '' are every role and status */
export type StaffListState = Paging & { keyword: string; role: number; status: '' | StaffStatus };

export const staffResource: Resource<StaffAccount, StaffListState, StaffInput> = {
  name: 'staff/accounts',
  list: (q) => api.fetchStaff({ page: q.page, pageSize: q.pageSize, keyword: q.keyword, role_id: q.role || undefined, status: q.status === '' ? undefined : q.status }),
  create: api.createStaff,
  update: (row, input) => api.updateStaff(row.id, input),
  remove: (row) => api.deleteStaff(row.id),
  affects: ['staff/roles', ACCOUNT],
};

/** Enables a disabled staff account, disables an enabled one. */
export const toggleStaff = (account: Pick<StaffAccount, 'id' | 'status'>): Promise<void> => api.setStaffStatus(account.id, account.status === 1 ? 0 : 1);

/** Every role of the teacher (a role select offers them): roles are few (STAFF_LIMITS.rolesMax). */
export const allRolesRecord: RecordSource<StaffRole[], object> = {
  name: 'staff/roles/all',
  read: async () => (await api.fetchRoles({ page: 1, pageSize: 100 })).rows,
};

/** What a role may list. */
export const roleModulesRecord: RecordSource<RoleModuleTree, object> = { name: 'staff/modules', read: api.fetchRoleModules };
