/**
 * Staff accounts (/setting/index): the main account creates them with a role, edits, enables, disables
 * and deletes them. A staff account works in its main account's mode and plan and sees what its role lists.
 * Deleting closes the account for good but keeps its row (the operation log names who did what): the phone is
 * freed for a new account, every session ends, and the grants go.
 */
import { sql } from 'kysely';
import type { StaffAccount, StaffQuery, StaffStatus, StaffWrite } from '@shared/staff/types.ts';
import { passwordProblem, STAFF_LIMITS } from '@shared/staff/rules.ts';
import { maskPhone } from '@shared/planet-members/rules.ts';
import { STAFF_CHANGES, type GeneratedSummary, type StaffChange } from '@shared/operation-log/summaries.ts';
import type { Db } from '@server/db/database.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { countedPage } from '@server/db/paging.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { CrudList } from '@server/http/crud-routes.ts';
import type { Session } from '@server/http/session-types.ts';
import { hashPassword } from '@server/security/passwords.ts';
import { logOperation } from '@server/areas/operation-log/record.ts';
import { revokeFamiliesOfUser } from '@server/areas/account/revocation.ts';
import type { UserService } from '@server/areas/account/users.ts';
import { applyRoleGrants, requireMain, type RoleService } from './roles.ts';

const STAFF_NOT_FOUND = '员工账号不存在';

/** The phone a deleted account keeps: no longer a phone, so the number may sign up again. */
const deletedPhone = (id: number, phone: string): string => `deleted:${id}:${phone}`;

const PASSWORD_MESSAGES = {
  required: '请输入登录密码',
  tooShort: `密码至少 ${STAFF_LIMITS.passwordMin} 位`,
  tooLong: `密码最多 ${STAFF_LIMITS.passwordMax} 位`,
  weakPassword: '密码需同时包含字母和数字',
} as const;

function checkedPassword(value: string | undefined, required: boolean): string | undefined {
  const problem = passwordProblem(value ?? '', required);
  if (problem) throw fail.validation(`参数错误：password ${PASSWORD_MESSAGES[problem.code as keyof typeof PASSWORD_MESSAGES] ?? '不符合要求'}`);
  return value || undefined;
}

export function createStaffService(ctx: ServiceContext, users: UserService, roles: RoleService) {
  const { db } = ctx;

  const base = (session: Session) =>
    db
      .selectFrom('users as u')
      .leftJoin('staff_roles as r', (join) => join.onRef('r.id', '=', 'u.role_id').on('r.owner_id', '=', session.main.id))
      .where('u.main_id', '=', session.main.id)
      .where('u.id', '!=', session.main.id)
      .where('u.deleted_at', 'is', null);

  const columns = ['u.id', 'u.nickname', 'u.phone', 'u.status', 'u.role_id', 'r.name as role_name', 'u.created_at', 'u.last_login_at'] as const;

  async function one(session: Session, id: number): Promise<StaffAccount> {
    const row = await base(session).select(columns).where('u.id', '=', id).executeTakeFirst();
    if (!row) throw fail.notFound(STAFF_NOT_FOUND);
    return { ...row, status: row.status === 1 ? 1 : 0, role_name: row.role_name ?? null };
  }

  async function ownedStaff(conn: Db, session: Session, id: number) {
    const row = await conn
      .selectFrom('users')
      .select(['id', 'nickname', 'phone', 'role_id'])
      .where('id', '=', id)
      .where('main_id', '=', session.main.id)
      .where('id', '!=', session.main.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw fail.notFound(STAFF_NOT_FOUND);
    return row;
  }

  return {
    /** Newest first; the keyword matches the nickname or the phone. */
    async list(session: Session, query: StaffQuery): Promise<CrudList<StaffAccount>> {
      requireMain(session);
      let q = base(session);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(sql<boolean>`(${containsText(db, sql.ref('u.nickname'), keyword)} or ${containsText(db, sql.ref('u.phone'), keyword)})`);
      if (query.role_id !== undefined) q = q.where('u.role_id', '=', query.role_id);
      if (query.status !== undefined) q = q.where('u.status', '=', query.status);
      return countedPage(q, query, (page) => page.select(columns).orderBy('u.id', 'desc'), (rows) => rows.map((row) => ({ ...row, status: row.status === 1 ? 1 : 0, role_name: row.role_name ?? null })));
    },

    async create(session: Session, input: StaffWrite): Promise<StaffAccount> {
      requireMain(session);
      const { phone } = input;
      if (!phone) throw fail.validation('参数错误：缺少必填字段 phone');
      const nickname = checkedText('nickname', input.nickname, STAFF_LIMITS.nicknameMax, true);
      const password = checkedPassword(input.password, true)!;
      const passwordHash = await hashPassword(password);
      const id = await db.transaction().execute(async (trx) => {
        const role = await roles.requireOwned(trx, session, input.role_id);
        const count = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('main_id', '=', session.main.id)
          .where('id', '!=', session.main.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= STAFF_LIMITS.staffMax) throw fail.conflict(`最多创建 ${STAFF_LIMITS.staffMax} 个员工账号`);
        const taken = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
        if (taken) throw fail.conflict('该手机号已注册');
        const user = await users.create(trx, { phone, passwordHash, nickname, mode: session.main.mode, tier: session.main.tier, mainId: session.main.id });
        await trx.updateTable('users').set({ role_id: role.id }).where('id', '=', user.id).execute();
        await applyRoleGrants(trx, role.id, [user.id]);
        await logOperation(trx, session, { action: 'staff.create', objectType: 'staff', objectId: user.id, summary: { code: 'staff.create', params: { name: nickname, role: role.name } } }, seconds(ctx.now));
        return user.id;
      });
      return one(session, id);
    },

    /** Nickname and role; a new password (when given) also ends the account's sessions. The phone stays. */
    async update(session: Session, id: number, input: StaffWrite): Promise<StaffAccount> {
      requireMain(session);
      const nickname = checkedText('nickname', input.nickname, STAFF_LIMITS.nicknameMax, true);
      const password = checkedPassword(input.password, false);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const staff = await ownedStaff(trx, session, id);
        if (input.phone !== undefined && input.phone !== staff.phone) throw fail.validation('员工账号的手机号不能修改');
        const role = await roles.requireOwned(trx, session, input.role_id);
        const now = seconds(ctx.now);
        await trx
          .updateTable('users')
          .set({ nickname, role_id: role.id, ...(passwordHash ? { password_hash: passwordHash } : {}) })
          .where('id', '=', id)
          .execute();
        const roleChanged = staff.role_id !== role.id;
        if (roleChanged) await applyRoleGrants(trx, role.id, [id]);
        // the old password's sessions end as if signed out: the account itself stays usable
        if (passwordHash) await revokeFamiliesOfUser(trx, id, 'logout', now);
        const changed: Record<StaffChange, boolean> = { nickname: staff.nickname !== nickname, role: roleChanged, password: passwordHash !== undefined };
        const changes = STAFF_CHANGES.filter((change) => changed[change]);
        const summary: GeneratedSummary = changes.length
          ? { code: 'staff.update', params: { name: staff.nickname, nickname, role: role.name, changes } }
          : { code: 'staff.update.none', params: { name: staff.nickname } };
        await logOperation(trx, session, { action: 'staff.update', objectType: 'staff', objectId: id, summary }, now);
      });
      return one(session, id);
    },

    /** Enables or disables; disabling ends every session of the account at once. */
    async setStatus(session: Session, id: number, status: StaffStatus): Promise<void> {
      requireMain(session);
      await db.transaction().execute(async (trx) => {
        const staff = await ownedStaff(trx, session, id);
        const now = seconds(ctx.now);
        await trx.updateTable('users').set({ status }).where('id', '=', id).execute();
        if (status === 0) await revokeFamiliesOfUser(trx, id, 'disabled', now);
        await logOperation(trx, session, { action: 'staff.status', objectType: 'staff', objectId: id, summary: { code: status === 1 ? 'staff.enable' : 'staff.disable', params: { name: staff.nickname } } }, now);
      });
    },

    async remove(session: Session, id: number): Promise<void> {
      requireMain(session);
      await db.transaction().execute(async (trx) => {
        const staff = await ownedStaff(trx, session, id);
        const now = seconds(ctx.now);
        await trx
          .updateTable('users')
          .set({ status: 0, deleted_at: now, role_id: null, phone: deletedPhone(id, staff.phone) })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('child_grants').where('child_id', '=', id).execute();
        await revokeFamiliesOfUser(trx, id, 'disabled', now);
        await logOperation(trx, session, { action: 'staff.delete', objectType: 'staff', objectId: id, summary: { code: 'staff.delete', params: { name: staff.nickname, phone: maskPhone(staff.phone) } } }, now);
      });
    },
  };
}
