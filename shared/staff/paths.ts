/** Staff roles and accounts (spec §7 "Teacher users and roles: /api/v3/teacher_hybrid/*"; docs/api.md "Staff"). */
const BASE = '/api/v3/teacher_hybrid';

export const STAFF_PATHS = {
  role: {
    /** GET page, pageSize, keyword? → rows StaffRole */
    findList: `${BASE}/role/list`,
    /** POST RoleInput → StaffRole */
    create: `${BASE}/role/create`,
    /** POST {id, ...RoleInput} → StaffRole; its staff's grants follow at once */
    update: `${BASE}/role/update`,
    /** POST {id}; refused (409) while staff hold it */
    delete: `${BASE}/role/delete`,
    /** GET → RoleModuleTree: what a role may list */
    modules: `${BASE}/role/modules`,
  },
  staff: {
    /** GET page, pageSize, keyword?, role_id?, status? → rows StaffAccount */
    findList: `${BASE}/staff/list`,
    /** POST StaffInput → StaffAccount */
    create: `${BASE}/staff/create`,
    /** POST {id, nickname, role_id, password?} → StaffAccount */
    update: `${BASE}/staff/update`,
    /** POST {id}: the account is closed for good; its log lines keep its name */
    delete: `${BASE}/staff/delete`,
  },
} as const;
