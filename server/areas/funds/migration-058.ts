/**
 * Ledger titles become a code and its parameters (docs/decisions.md "Generated texts in the reader's language"):
 * `ledger_transactions.title` held the Chinese sentence the server wrote (订单收入：<product> …), so an English
 * console showed Chinese. Each stored sentence the server is known to have written is split into its code and what
 * was typed or named in it; any other title is kept whole as the code `text`. The sentences are copied here, not
 * read from the catalogues, so this migration reads what was written then whatever the catalogues say later.
 * Down writes the Chinese sentences back.
 */
import { sql, type Kysely } from 'kysely';

type Pattern = { code: string; kinds: readonly string[]; refType?: string; match: RegExp; params: readonly string[]; sentence: (p: Record<string, string>) => string };

/** the sentences the services and migrations wrote, most particular first */
const PATTERNS: readonly Pattern[] = [
  { code: 'payment.order', kinds: ['payment'], match: /^订单收入：(.*)$/s, params: ['product'], sentence: (p) => `订单收入：${p.product}` },
  { code: 'payment.planet', kinds: ['payment'], match: /^加入星球：(.*)$/s, params: ['planet'], sentence: (p) => `加入星球：${p.planet}` },
  { code: 'refund.aftersale', kinds: ['refund'], match: /^售后退款：(.*)$/s, params: ['product'], sentence: (p) => `售后退款：${p.product}` },
  { code: 'refund.group', kinds: ['refund'], match: /^拼团未成团，自动退款：(.*)$/s, params: ['product'], sentence: (p) => `拼团未成团，自动退款：${p.product}` },
  { code: 'refund.order', kinds: ['refund'], match: /^订单退款：(.*)$/s, params: ['product'], sentence: (p) => `订单退款：${p.product}` },
  { code: 'refund.member', kinds: ['refund'], match: /^成员退款：(.*?)（(.*)）$/s, params: ['member', 'planet'], sentence: (p) => `成员退款：${p.member}（${p.planet}）` },
  { code: 'reward.back.full', kinds: ['reward'], match: /^分享红包撤回：订单已全额退款$/, params: [], sentence: () => '分享红包撤回：订单已全额退款' },
  { code: 'reward.back.partial', kinds: ['reward'], match: /^分享红包撤回：订单部分退款$/, params: [], sentence: () => '分享红包撤回：订单部分退款' },
  { code: 'reward', kinds: ['reward'], match: /^分享红包：(.*)$/s, params: ['sharer'], sentence: (p) => `分享红包：${p.sharer}` },
  { code: 'withdrawal', kinds: ['withdrawal'], match: /^提现至(.*)$/s, params: ['account'], sentence: (p) => `提现至${p.account}` },
  { code: 'withdrawal.paid', kinds: ['withdrawal_paid'], match: /^提现到账：(.*)$/s, params: ['account'], sentence: (p) => `提现到账：${p.account}` },
  { code: 'withdrawal.failed.payout', kinds: ['withdrawal_failed'], match: /^提现失败，已退回余额：打款失败$/, params: [], sentence: () => '提现失败，已退回余额：打款失败' },
  { code: 'withdrawal.failed', kinds: ['withdrawal_failed'], match: /^提现失败，已退回余额：(.*)$/s, params: ['reason'], sentence: (p) => `提现失败，已退回余额：${p.reason}` },
  // a SaaS plan's year; a resource package's name says its own days (存储空间 10 GB（1 年）)
  { code: 'purchase.year', kinds: ['saas_purchase'], refType: 'saas_order', match: /^购买(.*)（1 年）$/s, params: ['name'], sentence: (p) => `购买${p.name}（1 年）` },
  { code: 'purchase', kinds: ['saas_purchase'], match: /^购买(.*)$/s, params: ['name'], sentence: (p) => `购买${p.name}` },
  { code: 'purchase.refund', kinds: ['saas_refund'], match: /^退款：(.*)$/s, params: ['name'], sentence: (p) => `退款：${p.name}` },
];

/** the code and parameters of a stored sentence; one the server did not write stays whole */
export function titleOfSentence(kind: string, refType: string, title: string): { code: string; params: Record<string, string> } {
  for (const pattern of PATTERNS) {
    if (!pattern.kinds.includes(kind) || (pattern.refType !== undefined && pattern.refType !== refType)) continue;
    const found = pattern.match.exec(title);
    if (!found) continue;
    return { code: pattern.code, params: Object.fromEntries(pattern.params.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return { code: 'text', params: { text: title } };
}

function sentenceOf(code: string, params: Record<string, string>): string {
  const pattern = PATTERNS.find((p) => p.code === code);
  return pattern ? pattern.sentence(params) : Object.values(params).join(' ');
}

const BATCH = 1000;

/** Rewrites every transaction a page at a time, in id order. */
async function eachRow<Row extends { id: number }>(db: Kysely<unknown>, read: (after: number) => Promise<Row[]>, write: (row: Row) => Promise<void>): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await read(after);
    for (const row of rows) await write(row);
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_transactions').addColumn('title_code', 'text', (c) => c.notNull().defaultTo('text')).execute();
  await db.schema.alterTable('ledger_transactions').addColumn('title_params', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await eachRow(
    db,
    async (after) => (await sql<{ id: number; kind: string; ref_type: string; title: string }>`select id, kind, ref_type, title from ledger_transactions where id > ${after} order by id limit ${BATCH}`.execute(db)).rows,
    async (row) => {
      const { code, params } = titleOfSentence(row.kind, row.ref_type, row.title);
      await sql`update ledger_transactions set title_code = ${code}, title_params = ${JSON.stringify(params)} where id = ${row.id}`.execute(db);
    },
  );
  await db.schema.alterTable('ledger_transactions').dropColumn('title').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_transactions').addColumn('title', 'text', (c) => c.notNull().defaultTo('')).execute();
  await eachRow(
    db,
    async (after) =>
      (await sql<{ id: number; title_code: string; title_params: string }>`select id, title_code, title_params from ledger_transactions where id > ${after} order by id limit ${BATCH}`.execute(db)).rows,
    async (row) => {
      const params = JSON.parse(row.title_params) as Record<string, string>;
      await sql`update ledger_transactions set title = ${sentenceOf(row.title_code, params)} where id = ${row.id}`.execute(db);
    },
  );
  await db.schema.alterTable('ledger_transactions').dropColumn('title_params').execute();
  await db.schema.alterTable('ledger_transactions').dropColumn('title_code').execute();
}
