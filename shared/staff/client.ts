/** The staff calls (docs/api.md "Staff and roles"), one function per call. */
import { api } from '@shared/api/default-client.ts';
import { dataOf } from '@shared/api/errors.ts';
import { pageOf, type Page } from '@shared/api/types.ts';
import { setTeacherAccountStatus } from '@shared/account/client.ts';
import { STAFF_PATHS as PATHS } from './paths.ts';
import type { RoleInput, RoleModuleTree, RoleQuery, StaffAccount, StaffInput, StaffQuery, StaffRole, StaffStatus } from './types.ts';

const post = async <T>(path: string, body: unknown): Promise<T> => dataOf(await api().postJson<T>(path, body));
const done = async (path: string, body: unknown): Promise<void> => {
  await api().postJson(path, body);
};

export const fetchRoles = async (q: RoleQuery): Promise<Page<StaffRole>> =>
  pageOf<StaffRole>(await api().get(PATHS.role.findList, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined }));
export const createRole = (input: RoleInput) => post<StaffRole>(PATHS.role.create, input);
export const updateRole = (id: number, input: RoleInput) => post<StaffRole>(PATHS.role.update, { id, ...input });
export const deleteRole = (id: number) => done(PATHS.role.delete, { id });
export const fetchRoleModules = async (): Promise<RoleModuleTree> => (await api().get<RoleModuleTree>(PATHS.role.modules)).data ?? [];

export const fetchStaff = async (q: StaffQuery): Promise<Page<StaffAccount>> =>
  pageOf<StaffAccount>(await api().get(PATHS.staff.findList, { page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined, role_id: q.role_id, status: q.status }));
export const createStaff = (input: StaffInput) => post<StaffAccount>(PATHS.staff.create, input);
/** The phone stays; an empty password keeps the current one. */
export const updateStaff = (id: number, input: StaffInput) =>
  post<StaffAccount>(PATHS.staff.update, { id, nickname: input.nickname, role_id: input.role_id, ...(input.password ? { password: input.password } : {}) });
export const deleteStaff = (id: number) => done(PATHS.staff.delete, { id });
export const setStaffStatus = (id: number, status: StaffStatus) => setTeacherAccountStatus(id, status);
