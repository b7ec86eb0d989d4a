/** Staff roles and accounts (spec §7 "Teacher users and roles: /api/v3/teacher_hybrid/*"; docs/api.md "Staff"). */
const BASE = '/api/v3/teacher_hybrid';

/** where the role and staff calls hang (types.ts defines their resources; their lists are `/list`) */
export const STAFF_BASES = { role: `${BASE}/role`, staff: `${BASE}/staff` } as const;

export const STAFF_PATHS = {
  role: {
    /** GET page, pageSize, keyword? → rows StaffRole */
    findList: `${STAFF_BASES.role}/list`,
    /** POST RoleInput → StaffRole */
    create: `${STAFF_BASES.role}/create`,
    /** POST {id, ...RoleInput} → StaffRole; its staff's grants follow at once */
    update: `${STAFF_BASES.role}/update`,
    /** POST {id}; refused (409) while staff hold it */
    delete: `${STAFF_BASES.role}/delete`,
    /** GET → RoleModuleTree: what a role may list */
    modules: `${STAFF_BASES.role}/modules`,
  },
  staff: {
    /** GET page, pageSize, keyword?, role_id?, status? → rows StaffAccount */
    findList: `${STAFF_BASES.staff}/list`,
    /** POST StaffInput → StaffAccount */
    create: `${STAFF_BASES.staff}/create`,
    /** POST {id, nickname, role_id, password?} → StaffAccount */
    update: `${STAFF_BASES.staff}/update`,
    /** POST {id}: the account is closed for good; its log lines keep its name */
    delete: `${STAFF_BASES.staff}/delete`,
  },
} as const;
