/**
 * Group chats (/user/groups): the teacher's Douyin fan groups with their members and messages. There is
 * no Douyin here: development routes stand in for members joining and messages arriving (`join`, `message`), and a
 * message gets the first enabled auto-reply that matches it (autoreplies.ts `answer`). Owner-scoped: another
 * teacher's group answers 404 as if it did not exist.
 */
import { sql } from 'kysely';
import type { Page } from '@shared/api/types.ts';
import { CHAT_LIMITS as L } from '@shared/douyin-chat/rules.ts';
import type { ChatGroup, ChatGroupInput, GroupMember, GroupMessage, GroupStatus, ReplyMatch } from '@shared/douyin-chat/types.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import { ownedProducts, presentProducts, productKey } from '@server/areas/marketing/products.ts';
import type { AutoReplyService } from './autoreplies.ts';
import { touchContact } from './contacts.ts';
import type { ChatGate } from './gate.ts';
import type { DouyinGroupsTable } from './schema.ts';
import type { Selectable } from 'kysely';

const GROUP_NOT_FOUND = '群聊不存在';
const GROUP_CLOSED = '群聊已关闭';
const GROUP_FULL = '群成员已满';
/** who the auto-replies are sent as */
export const REPLY_UID = 'teacher';
export const REPLY_NAME = '自动回复';

export type GroupQuery = { page: number; pageSize: number; keyword?: string; status?: GroupStatus };
type GroupRow = Selectable<DouyinGroupsTable>;

export type DevJoin = { group_id: number; douyin_uid: string; nickname: string; phone: string };
export type DevMessage = { group_id: number; douyin_uid: string; nickname: string; text: string };

export function createChatGroupService(ctx: ServiceContext, gate: ChatGate, autoreplies: AutoReplyService) {
  const { db } = ctx;

  async function owned(trx: Db, session: Session, id: number): Promise<GroupRow> {
    const row = await trx.selectFrom('douyin_groups').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(GROUP_NOT_FOUND);
    return row;
  }

  async function shown(ownerId: number, rows: readonly GroupRow[]): Promise<ChatGroup[]> {
    const refs = rows.flatMap((r) => (r.product_kind && r.product_id ? [{ kind: r.product_kind, id: Number(r.product_id) }] : []));
    const products = await presentProducts(db, ownerId, refs);
    return rows.map((r) => {
      const product = r.product_kind && r.product_id ? products.get(productKey({ kind: r.product_kind, id: Number(r.product_id) })) : undefined;
      return {
        id: Number(r.id),
        name: r.name,
        description: r.description,
        product: r.product_kind && r.product_id ? { kind: r.product_kind, id: Number(r.product_id), title: product?.title ?? '', price: product?.price ?? 0 } : null,
        member_limit: Number(r.member_limit),
        welcome: r.welcome,
        status: r.status,
        members_n: Number(r.members_n),
        messages_n: Number(r.messages_n),
        created_at: Number(r.created_at),
        updated_at: Number(r.updated_at),
      };
    });
  }

  async function checked(trx: Db, session: Session, input: ChatGroupInput) {
    const product = input.product ? (await ownedProducts(trx, session, [input.product]))[0]! : null;
    return {
      name: checkedText('name', input.name, L.nameMax, true),
      description: checkedText('description', input.description ?? '', L.descriptionMax, false),
      welcome: checkedText('welcome', input.welcome ?? '', L.welcomeMax, false),
      member_limit: input.member_limit ?? L.memberLimitDefault,
      status: input.status,
      product_kind: product?.kind ?? null,
      product_id: product?.id ?? null,
    };
  }

  async function one(session: Session, id: number): Promise<ChatGroup> {
    return (await shown(session.main.id, [await owned(db, session, id)]))[0]!;
  }

  async function record(trx: Db, ownerId: number, groupId: number, m: { douyin_uid: string; nickname: string; text: string; is_reply: 0 | 1; rule_id: number | null }, at: number) {
    await trx.insertInto('douyin_messages').values({ owner_id: ownerId, group_id: groupId, ...m, created_at: at }).execute();
    await trx.updateTable('douyin_groups').set({ messages_n: sql<number>`messages_n + 1` }).where('id', '=', groupId).execute();
  }

  return {
    /** Newest first; the keyword matches the name. */
    async list(session: Session, query: GroupQuery): Promise<Page<ChatGroup>> {
      await gate(session);
      let q = db.selectFrom('douyin_groups').where('owner_id', '=', session.main.id);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where(containsText(db, sql.ref('name'), keyword));
      if (query.status) q = q.where('status', '=', query.status);
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute();
      return { rows: await shown(session.main.id, rows), totalCount: Number(n) };
    },

    async create(session: Session, input: ChatGroupInput): Promise<ChatGroup> {
      await gate(session);
      const id = await db.transaction().execute(async (trx) => {
        const now = seconds(ctx.now);
        const row = await trx
          .insertInto('douyin_groups')
          .values({ owner_id: session.main.id, ...(await checked(trx, session, input)), members_n: 0, messages_n: 0, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: ChatGroupInput): Promise<ChatGroup> {
      await gate(session);
      await db.transaction().execute(async (trx) => {
        const group = await owned(trx, session, id);
        const values = await checked(trx, session, input);
        if (values.member_limit < Number(group.members_n)) throw fail.validation(`参数错误：member_limit 不能小于现有成员数 ${group.members_n}`);
        await trx.updateTable('douyin_groups').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      });
      return one(session, id);
    },

    /** The group with its members, messages and rule links; its potential customers stay, without a source group. */
    async remove(session: Session, id: number): Promise<void> {
      await gate(session);
      await db.transaction().execute(async (trx) => {
        await owned(trx, session, id);
        await trx.updateTable('douyin_contacts').set({ source_group_id: null }).where('owner_id', '=', session.main.id).where('source_group_id', '=', id).execute();
        await trx.deleteFrom('douyin_autoreply_groups').where('group_id', '=', id).execute();
        await trx.deleteFrom('douyin_messages').where('group_id', '=', id).execute();
        await trx.deleteFrom('douyin_group_members').where('group_id', '=', id).execute();
        await trx.deleteFrom('douyin_groups').where('id', '=', id).execute();
      });
    },

    async members(session: Session, id: number, page: number, pageSize: number): Promise<Page<GroupMember>> {
      await gate(session);
      const group = await owned(db, session, id);
      const rows = await db.selectFrom('douyin_group_members').select(['id', 'group_id', 'douyin_uid', 'nickname', 'phone', 'joined_at']).where('group_id', '=', id).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { rows: rows.map((r) => ({ ...r, id: Number(r.id), group_id: Number(r.group_id), joined_at: Number(r.joined_at) })), totalCount: Number(group.members_n) };
    },

    async messages(session: Session, id: number, page: number, pageSize: number): Promise<Page<GroupMessage>> {
      await gate(session);
      const group = await owned(db, session, id);
      const rows = await db
        .selectFrom('douyin_messages')
        .select(['id', 'group_id', 'douyin_uid', 'nickname', 'text', 'is_reply', 'rule_id', 'created_at'])
        .where('group_id', '=', id)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        rows: rows.map((r) => ({ ...r, id: Number(r.id), group_id: Number(r.group_id), is_reply: Number(r.is_reply) === 1 ? 1 : 0, rule_id: r.rule_id === null ? null : Number(r.rule_id), created_at: Number(r.created_at) })),
        totalCount: Number(group.messages_n),
      };
    },

    /** Development: a Douyin user joins the group (again: their nickname and phone are updated). */
    async join(session: Session, input: DevJoin): Promise<GroupMember> {
      await gate(session);
      return db.transaction().execute(async (trx) => {
        const group = await owned(trx, session, input.group_id);
        if (group.status === 'closed') throw fail.conflict(GROUP_CLOSED);
        const now = seconds(ctx.now);
        const nickname = input.nickname.trim() || `抖音用户${input.douyin_uid.slice(-4)}`;
        const existing = await trx.selectFrom('douyin_group_members').select('id').where('group_id', '=', group.id).where('douyin_uid', '=', input.douyin_uid).executeTakeFirst();
        if (existing) {
          await trx.updateTable('douyin_group_members').set({ nickname, phone: input.phone }).where('id', '=', existing.id).execute();
        } else {
          if (Number(group.members_n) >= Number(group.member_limit)) throw fail.conflict(GROUP_FULL);
          await trx.insertInto('douyin_group_members').values({ owner_id: session.main.id, group_id: group.id, douyin_uid: input.douyin_uid, nickname, phone: input.phone, joined_at: now }).execute();
          await trx.updateTable('douyin_groups').set({ members_n: sql<number>`members_n + 1` }).where('id', '=', group.id).execute();
        }
        await touchContact(trx, { ownerId: session.main.id, douyinUid: input.douyin_uid, nickname, phone: input.phone, groupId: group.id, at: now, messages: 0 });
        const row = await trx.selectFrom('douyin_group_members').select(['id', 'group_id', 'douyin_uid', 'nickname', 'phone', 'joined_at']).where('group_id', '=', group.id).where('douyin_uid', '=', input.douyin_uid).executeTakeFirstOrThrow();
        return { ...row, id: Number(row.id), group_id: Number(row.group_id), joined_at: Number(row.joined_at) };
      });
    },

    /** Development: a message arrives in the group; the first enabled rule that matches answers it, and both are recorded. */
    async message(session: Session, input: DevMessage): Promise<ReplyMatch> {
      await gate(session);
      return db.transaction().execute(async (trx) => {
        const group = await owned(trx, session, input.group_id);
        if (group.status === 'closed') throw fail.conflict(GROUP_CLOSED);
        const now = seconds(ctx.now);
        const member = await trx.selectFrom('douyin_group_members').select(['nickname', 'phone']).where('group_id', '=', group.id).where('douyin_uid', '=', input.douyin_uid).executeTakeFirst();
        const nickname = input.nickname.trim() || member?.nickname || `抖音用户${input.douyin_uid.slice(-4)}`;
        const text = input.text.trim();
        await record(trx, session.main.id, group.id, { douyin_uid: input.douyin_uid, nickname, text, is_reply: 0, rule_id: null }, now);
        await touchContact(trx, { ownerId: session.main.id, douyinUid: input.douyin_uid, nickname, phone: member?.phone ?? '', groupId: group.id, at: now, messages: 1 });
        const answer = await autoreplies.answer(trx, session.main.id, group.id, text);
        if (answer.rule && answer.reply) await record(trx, session.main.id, group.id, { douyin_uid: REPLY_UID, nickname: REPLY_NAME, text: answer.reply, is_reply: 1, rule_id: answer.rule.id }, now);
        return answer;
      });
    },
  };
}
