/**
 * Staff roles and staff accounts (spec §6 "Teacher sub-accounts have roles with module permission lists").
 * A role is a named set of menu entries of the teacher's mode; a staff account holds one role and sees Home plus
 * what the role lists. Changing a role changes what its staff see and may call from their next call.
 */
import { defineResource, type ListQueryOf } from '@shared/api/resource-definition.ts';
import { Id, RULE_KEYWORD, Seconds, Type, type Static } from '@shared/api/schema.ts';
import { MenuModule } from '@shared/menu/types.ts';
import { STAFF_BASES, STAFF_PATHS } from './paths.ts';
import { PASSWORD_PATTERN, STAFF_LIMITS as L } from './rules.ts';

const keyword = Type.Optional(Type.String({ maxLength: 50 }));

/** A role as a write brings it: the client leaves an empty description out of the body (spec §5), which is none. */
export const RoleWrite = Type.Object({
  // room for spaces around the texts: the service trims them and refuses one past the limit with its own message
  name: Type.String({ maxLength: L.roleNameMax * 2 }),
  description: Type.Optional(Type.String({ maxLength: L.roleDescriptionMax * 2 })),
  /** menu entries of the caller's mode: a group (and so all its leaves) or single leaves */
  module_ids: Type.Array(Id, { maxItems: 500 }),
});
export type RoleWrite = Static<typeof RoleWrite>;
/** what the role form holds */
export type RoleInput = Required<RoleWrite>;

export const StaffRole = Type.Object({
  ...RoleWrite.properties,
  description: Type.String(),
  id: Type.Integer(),
  /** staff accounts holding the role */
  staff_count: Type.Integer(),
  created_at: Seconds,
  updated_at: Seconds,
});
export type StaffRole = Static<typeof StaffRole>;

export const staffRoles = defineResource({
  base: STAFF_BASES.role,
  paths: { findList: STAFF_PATHS.role.findList },
  record: StaffRole,
  input: RoleWrite,
  query: { keyword },
});
export type RoleQuery = ListQueryOf<typeof staffRoles>;

/**
 * The menu entries a role may list: the caller's catalogue without Home (always shown) and other sites' links, its
 * groups and their leaves, as the menu's own tree.
 */
export const RoleModuleTree = Type.Array(MenuModule);
export type RoleModuleTree = Static<typeof RoleModuleTree>;

const StaffStatus = Type.Enum([0, 1], { type: 'integer' });
export type StaffStatus = Static<typeof StaffStatus>;

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String(),
  status: StaffStatus,
  role_id: Type.Union([Type.Integer(), Type.Null()]),
  role_name: Type.Union([Type.String(), Type.Null()]),
  created_at: Seconds,
  last_login_at: Type.Union([Seconds, Type.Null()]),
});
export type StaffAccount = Static<typeof StaffAccount>;

/**
 * One set of fields for both writes: the service asks a new account for its phone and password, and keeps the phone
 * of an existing one; an update's empty password keeps the current one.
 */
export const StaffWrite = Type.Object({
  phone: Type.Optional(Type.String({ pattern: '^1[0-9]{10}$', [RULE_KEYWORD]: '必须是 11 位手机号' })),
  nickname: Type.String({ maxLength: L.nicknameMax * 2 }),
  password: Type.Optional(Type.String({ maxLength: L.passwordMax, pattern: PASSWORD_PATTERN, [RULE_KEYWORD]: `须为 ${L.passwordMin}-${L.passwordMax} 位且同时包含字母和数字` })),
  role_id: Id,
});
export type StaffWrite = Static<typeof StaffWrite>;
/** what the staff form holds. Create: phone and password needed. Update: the phone stays; an empty password keeps the current one. */
export type StaffInput = Required<StaffWrite>;

export const staffAccounts = defineResource({
  base: STAFF_BASES.staff,
  paths: { findList: STAFF_PATHS.staff.findList },
  record: StaffAccount,
  input: StaffWrite,
  query: { keyword, role_id: Type.Optional(Id), status: Type.Optional(StaffStatus) },
});
export type StaffQuery = ListQueryOf<typeof staffAccounts>;
