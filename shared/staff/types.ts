/**
 * Staff roles and staff accounts (spec §6 "Teacher sub-accounts have roles with module permission lists").
 * A role is a named set of menu entries of the teacher's mode; a staff account holds one role and sees Home plus
 * what the role lists. Changing a role changes what its staff see and may call from their next call.
 */
import type { MenuModule } from '@shared/menu/types.ts';

export type RoleInput = {
  name: string;
  description: string;
  /** menu entries of the caller's mode: a group (and so all its leaves) or single leaves */
  module_ids: number[];
};

export type StaffRole = RoleInput & {
  id: number;
  /** staff accounts holding the role */
  staff_count: number;
  created_at: number;
  updated_at: number;
};

/** The menu entries a role may list: the caller's catalogue without Home (always shown) and other sites' links. */
export type RoleModuleTree = MenuModule[];

export type StaffStatus = 1 | 0;

export type StaffAccount = {
  id: number;
  nickname: string;
  phone: string;
  status: StaffStatus;
  role_id: number | null;
  role_name: string | null;
  created_at: number;
  last_login_at: number | null;
};

/** Create: phone and password needed. Update: the phone stays; an empty password keeps the current one. */
export type StaffInput = {
  phone: string;
  nickname: string;
  password: string;
  role_id: number;
};
