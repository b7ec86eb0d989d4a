/**
 * Demo group chats for the demo teacher, whose hybrid_douyin_chat is on (server/seed/demo-data.ts): two
 * fan groups (one linked to a demo course), members, keyword auto-replies, messages with their replies, and the
 * potential customers they make; 13700000001 is a demo student already, so 潜在客户 shows one as 已转化.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema.ts';
import { keywordMatches } from '@shared/douyin-chat/rules.ts';
import { touchContact } from './contacts.ts';
import { REPLY_NAME, REPLY_UID } from './groups.ts';

const HOUR = 3600;

const GROUPS = [
  { name: '摄影爱好者交流群', description: '课程答疑、作业点评和每周直播预告。', welcome: '欢迎加入！群公告里有课程目录和直播时间。', linked: true },
  { name: '夜景拍摄打卡群', description: '每晚一张夜景作业，互相点评。', welcome: '欢迎来打卡，发作业时请附上拍摄参数。', linked: false },
] as const;

const MEMBERS: [group: number, uid: string, nickname: string, phone: string, hoursAgo: number][] = [
  [0, 'dy_10001', '追光的人', '13700000001', 240],
  [0, 'dy_10002', '胶片控小米', '13611110002', 200],
  [0, 'dy_10003', '街拍阿杰', '', 150],
  [0, 'dy_10004', '周末去拍照', '13611110004', 96],
  [1, 'dy_10002', '胶片控小米', '13611110002', 90],
  [1, 'dy_10005', '城市漫游者', '', 48],
  [1, 'dy_10006', '星轨爱好者', '13611110006', 20],
];

const RULES = [
  { keywords: ['价格', '多少钱', '怎么收费'], match: 'contains' as const, reply: '《人像摄影精品课》现价 199 元，群内成员私信领 20 元优惠券。' },
  { keywords: ['课表'], match: 'exact' as const, reply: '课表在群公告里，每周三、周六晚八点直播。' },
  { keywords: ['作业'], match: 'contains' as const, reply: '作业请发在群里并附上拍摄参数，老师每晚统一点评。' },
];

const MESSAGES: [group: number, uid: string, text: string, hoursAgo: number][] = [
  [0, 'dy_10001', '课表', 230],
  [0, 'dy_10002', '这门课多少钱呀？', 190],
  [0, 'dy_10003', '老师好，刚入群', 140],
  [0, 'dy_10004', '请问价格是多少', 90],
  [1, 'dy_10005', '今天的作业交在哪里', 40],
  [1, 'dy_10006', '第一次拍星轨，求点评', 18],
];

export async function seedDouyinChat(db: Kysely<Database>, ownerId: number, now: number): Promise<void> {
  const course = await db.selectFrom('courses').select(['id', 'type', 'single']).where('owner_id', '=', ownerId).where('type', '<>', 'column').where('single', '=', 0).orderBy('id').executeTakeFirst();
  const groupIds: number[] = [];
  for (const [i, g] of GROUPS.entries()) {
    const row = await db
      .insertInto('douyin_groups')
      .values({
        owner_id: ownerId,
        name: g.name,
        description: g.description,
        product_kind: g.linked && course ? 'course' : null,
        product_id: g.linked && course ? course.id : null,
        member_limit: 500,
        welcome: g.welcome,
        status: 'open',
        members_n: MEMBERS.filter((m) => m[0] === i).length,
        messages_n: 0,
        created_at: now - 300 * HOUR + i * HOUR,
        updated_at: now - 300 * HOUR + i * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(Number(row.id));
  }
  for (const [group, uid, nickname, phone, ago] of MEMBERS) {
    const at = now - ago * HOUR;
    await db.insertInto('douyin_group_members').values({ owner_id: ownerId, group_id: groupIds[group]!, douyin_uid: uid, nickname, phone, joined_at: at }).execute();
    await touchContact(db, { ownerId, douyinUid: uid, nickname, phone, groupId: groupIds[group]!, at, messages: 0 });
  }
  const ruleIds: number[] = [];
  for (const [i, r] of RULES.entries()) {
    const at = now - (280 - i) * HOUR;
    const row = await db
      .insertInto('douyin_autoreplies')
      .values({ owner_id: ownerId, keywords: r.keywords.join('\n'), match: r.match, reply: r.reply, all_groups: 1, enabled: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ruleIds.push(Number(row.id));
  }
  for (const [group, uid, text, ago] of MESSAGES) {
    const at = now - ago * HOUR;
    const member = MEMBERS.find((m) => m[1] === uid)!;
    const groupId = groupIds[group]!;
    await db.insertInto('douyin_messages').values({ owner_id: ownerId, group_id: groupId, douyin_uid: uid, nickname: member[2], text, is_reply: 0, rule_id: null, created_at: at }).execute();
    await touchContact(db, { ownerId, douyinUid: uid, nickname: member[2], phone: member[3], groupId, at, messages: 1 });
    // exact rules first, then the newest contains one: what the service's `answer` picks
    const order = [...RULES.keys()].sort((a, b) => (RULES[a]!.match === RULES[b]!.match ? b - a : RULES[a]!.match === 'exact' ? -1 : 1));
    const hit = order.find((k) => RULES[k]!.keywords.some((word) => keywordMatches(word, RULES[k]!.match, text)));
    let n = 1;
    if (hit !== undefined) {
      await db.insertInto('douyin_messages').values({ owner_id: ownerId, group_id: groupId, douyin_uid: REPLY_UID, nickname: REPLY_NAME, text: RULES[hit]!.reply, is_reply: 1, rule_id: ruleIds[hit]!, created_at: at }).execute();
      n = 2;
    }
    await db.updateTable('douyin_groups').set((eb) => ({ messages_n: eb('messages_n', '+', n) })).where('id', '=', groupId).execute();
  }
}
