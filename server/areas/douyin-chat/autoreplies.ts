/**
 * Keyword auto-replies (/groups/autoreply): rules of 1–10 keywords matched exactly or as a part of a
 * message, with the reply and the groups they apply to (all, or chosen ones). A message is answered by the first
 * enabled rule that matches: exact rules before contains ones, then the newest. Owner-scoped.
 */
import { sql } from 'kysely';
import type { Page } from '@shared/api/types.ts';
import { CHAT_LIMITS as L, keywordMatches } from '@shared/douyin-chat/rules.ts';
import type { AutoReply, AutoReplyInput, ReplyMatch } from '@shared/douyin-chat/types.ts';
import type { Db } from '@server/db/database.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { containsText } from '@server/db/portable-sql.ts';
import { fail } from '@server/errors.ts';
import { checkedText } from '@server/http/checked-text.ts';
import type { Session } from '@server/http/session-types.ts';
import type { ChatGate } from './gate.ts';
import type { DouyinAutorepliesTable } from './schema.ts';
import type { Selectable } from 'kysely';

const RULE_NOT_FOUND = '自动回复规则不存在';
const RULE_GROUPS_EMPTY = '请选择至少一个群聊';
const RULE_GROUP_GONE = '所选群聊不存在，请重新选择';
const RULES_MAX = 200;

export type RuleQuery = { page: number; pageSize: number; keyword?: string; enabled?: 0 | 1 };
type RuleRow = Selectable<DouyinAutorepliesTable>;

export function createAutoReplyService(ctx: ServiceContext, gate: ChatGate) {
  const { db } = ctx;

  async function owned(trx: Db, session: Session, id: number): Promise<RuleRow> {
    const row = await trx.selectFrom('douyin_autoreplies').selectAll().where('id', '=', id).where('owner_id', '=', session.main.id).executeTakeFirst();
    if (!row) throw fail.notFound(RULE_NOT_FOUND);
    return row;
  }

  async function shown(trx: Db, rows: readonly RuleRow[]): Promise<AutoReply[]> {
    const ids = rows.map((r) => Number(r.id));
    const links = ids.length
      ? await trx.selectFrom('douyin_autoreply_groups as l').innerJoin('douyin_groups as g', 'g.id', 'l.group_id').select(['l.rule_id', 'g.id', 'g.name']).where('l.rule_id', 'in', ids).orderBy('g.id').execute()
      : [];
    return rows.map((r) => {
      const groups = links.filter((l) => Number(l.rule_id) === Number(r.id)).map((l) => ({ id: Number(l.id), name: l.name }));
      return {
        id: Number(r.id),
        keywords: r.keywords.split('\n'),
        match: r.match,
        reply: r.reply,
        all_groups: Number(r.all_groups) === 1 ? 1 : 0,
        group_ids: groups.map((g) => g.id),
        groups,
        enabled: Number(r.enabled) === 1 ? 1 : 0,
        created_at: Number(r.created_at),
        updated_at: Number(r.updated_at),
      };
    });
  }

  async function checked(trx: Db, session: Session, input: AutoReplyInput) {
    const keywords = [...new Set(input.keywords.map((k, i) => checkedText(`keywords[${i}]`, k.replace(/[\n\r]/g, ' '), L.keywordMax, true)))];
    const groupIds = [...new Set(input.group_ids ?? [])];
    if (input.all_groups === 0) {
      if (groupIds.length === 0) throw fail.validation(RULE_GROUPS_EMPTY);
      const found = await trx.selectFrom('douyin_groups').select('id').where('owner_id', '=', session.main.id).where('id', 'in', groupIds).execute();
      if (found.length !== groupIds.length) throw fail.validation(RULE_GROUP_GONE);
    }
    return {
      values: { keywords: keywords.join('\n'), match: input.match, reply: checkedText('reply', input.reply, L.replyMax, true), all_groups: input.all_groups ?? 1, enabled: input.enabled ?? 1 },
      groupIds: input.all_groups === 0 ? groupIds : [],
    };
  }

  async function writeGroups(trx: Db, ruleId: number, groupIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('douyin_autoreply_groups').where('rule_id', '=', ruleId).execute();
    if (groupIds.length) await trx.insertInto('douyin_autoreply_groups').values(groupIds.map((group_id) => ({ rule_id: ruleId, group_id }))).execute();
  }

  async function one(session: Session, id: number): Promise<AutoReply> {
    return (await shown(db, [await owned(db, session, id)]))[0]!;
  }

  /** The rule that answers `text` in a group (or in any group: null), with its reply. */
  async function answer(trx: Db, ownerId: number, groupId: number | null, text: string): Promise<ReplyMatch> {
    let q = trx.selectFrom('douyin_autoreplies as r').selectAll('r').where('r.owner_id', '=', ownerId).where('r.enabled', '=', 1);
    if (groupId !== null) {
      q = q.where((eb) => eb.or([eb('r.all_groups', '=', 1), eb.exists(eb.selectFrom('douyin_autoreply_groups as l').select('l.rule_id').whereRef('l.rule_id', '=', 'r.id').where('l.group_id', '=', groupId))]));
    }
    const rows = await q.orderBy('r.id', 'desc').limit(RULES_MAX).execute();
    const hit = (match: 'exact' | 'contains') => rows.find((r) => r.match === match && r.keywords.split('\n').some((k) => keywordMatches(k, match, text)));
    const rule = hit('exact') ?? hit('contains');
    if (!rule) return { rule: null, reply: null };
    return { rule: (await shown(trx, [rule]))[0]!, reply: rule.reply };
  }

  return {
    answer,

    /** Newest first; the keyword matches the keywords and the reply. */
    async list(session: Session, query: RuleQuery): Promise<Page<AutoReply>> {
      await gate(session);
      let q = db.selectFrom('douyin_autoreplies').where('owner_id', '=', session.main.id);
      const keyword = query.keyword?.trim();
      if (keyword) q = q.where((eb) => eb.or([containsText(db, sql.ref('keywords'), keyword), containsText(db, sql.ref('reply'), keyword)]));
      if (query.enabled !== undefined) q = q.where('enabled', '=', query.enabled);
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute();
      return { rows: await shown(db, rows), totalCount: Number(n) };
    },

    async create(session: Session, input: AutoReplyInput): Promise<AutoReply> {
      await gate(session);
      const id = await db.transaction().execute(async (trx) => {
        const { values, groupIds } = await checked(trx, session, input);
        const { n } = await trx.selectFrom('douyin_autoreplies').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', session.main.id).executeTakeFirstOrThrow();
        if (Number(n) >= RULES_MAX) throw fail.conflict(`最多创建 ${RULES_MAX} 条自动回复规则`);
        const now = seconds(ctx.now);
        const row = await trx.insertInto('douyin_autoreplies').values({ owner_id: session.main.id, ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
        await writeGroups(trx, Number(row.id), groupIds);
        return Number(row.id);
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: AutoReplyInput): Promise<AutoReply> {
      await gate(session);
      await db.transaction().execute(async (trx) => {
        await owned(trx, session, id);
        const { values, groupIds } = await checked(trx, session, input);
        await trx.updateTable('douyin_autoreplies').set({ ...values, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
        await writeGroups(trx, id, groupIds);
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<void> {
      await gate(session);
      await db.transaction().execute(async (trx) => {
        await owned(trx, session, id);
        await trx.deleteFrom('douyin_autoreply_groups').where('rule_id', '=', id).execute();
        await trx.deleteFrom('douyin_autoreplies').where('id', '=', id).execute();
      });
    },

    async enable(session: Session, id: number, enabled: 0 | 1): Promise<AutoReply> {
      await gate(session);
      await owned(db, session, id);
      await db.updateTable('douyin_autoreplies').set({ enabled, updated_at: seconds(ctx.now) }).where('id', '=', id).execute();
      return one(session, id);
    },

    /** 试一试: which rule would answer `text` (in a group, or in any), nothing recorded. */
    async test(session: Session, text: string, groupId: number | null): Promise<ReplyMatch> {
      await gate(session);
      if (groupId !== null) {
        const group = await db.selectFrom('douyin_groups').select('id').where('id', '=', groupId).where('owner_id', '=', session.main.id).executeTakeFirst();
        if (!group) throw fail.notFound('群聊不存在');
      }
      return answer(db, session.main.id, groupId, text.trim());
    },
  };
}

export type AutoReplyService = ReturnType<typeof createAutoReplyService>;
