/**
 * Planet funds:
 * - `saas_plans` and `saas_trial_goods`: the platform's catalogue (product data, so inserted here, not by the demo
 *   seed: every installation sells the same plans).
 * - `saas_trials`: one trial per account (primary key owner_id).
 * - `saas_orders`: purchase orders; a paid order points at its 'saas' ledger row, a refunded one at the row back.
 * - `saas_subscriptions`: the plan an account has now (one row per account; expires_at ends it).
 * - `payout_accounts`: where an owner's withdrawals go.
 * - `planet_withdrawals`: a withdrawal's status and account beside its 'withdraw' ledger row.
 * - `planet_courses`: a course offered in a planet, with its price for members (0 = free).
 */
import { sql, type Kysely } from 'kysely';

/** [code, name, price fen/year, planets, members per planet, storage GB, staff accounts] */
const PLANS: [string, string, number, number, number, number, number][] = [
  ['basic', '基础版', 29_900, 1, 500, 10, 1],
  ['pro', '专业版', 99_900, 5, 5_000, 100, 5],
  ['flagship', '旗舰版', 299_900, 20, 50_000, 1_000, 20],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saas_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('planets_limit', 'integer', (c) => c.notNull())
    .addColumn('members_limit', 'integer', (c) => c.notNull())
    .addColumn('storage_gb', 'integer', (c) => c.notNull())
    .addColumn('staff_limit', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('saas_trial_goods')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('saas_plans.id'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('saas_trials')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('saas_trial_goods.id'))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('saas_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('saas_plans.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('pay_channel', 'text', (c) => c.notNull())
    .addColumn('env', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'integer')
    .addColumn('closed_at', 'integer')
    .addColumn('refunded_at', 'integer')
    .addColumn('ledger_id', 'integer', (c) => c.references('planet_ledger.id'))
    .addColumn('refund_ledger_id', 'integer', (c) => c.references('planet_ledger.id'))
    .execute();
  await db.schema.createIndex('saas_orders_owner_created').on('saas_orders').columns(['owner_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createTable('saas_subscriptions')
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('saas_plans.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('saas_orders.id'))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_branch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_accounts_owner').on('payout_accounts').columns(['owner_id']).execute();
  await db.schema
    .createTable('planet_withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ledger_id', 'integer', (c) => c.notNull().unique().references('planet_ledger.id'))
    .addColumn('account_id', 'integer', (c) => c.references('payout_accounts.id').onDelete('set null'))
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planet_withdrawals_owner').on('planet_withdrawals').columns(['owner_id', 'status']).execute();
  await db.schema
    .createTable('planet_courses')
    .addColumn('planet_id', 'integer', (c) => c.notNull().references('planets.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('member_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('planet_courses_pk', ['planet_id', 'course_id'])
    .execute();
  await db.schema.createIndex('planet_courses_course').on('planet_courses').columns(['course_id']).execute();

  for (const [sort, [code, name, price, planets, members, storage, staff]] of PLANS.entries()) {
    await sql`insert into saas_plans (code, name, price, planets_limit, members_limit, storage_gb, staff_limit, sort)
      values (${code}, ${name}, ${price}, ${planets}, ${members}, ${storage}, ${staff}, ${sort})`.execute(db);
  }
  // one 7-day trial, of the plan most owners grow into
  await sql`insert into saas_trial_goods (plan_id, days, title) select id, 7, '专业版 7 天免费试用' from saas_plans where code = 'pro'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['planet_courses', 'planet_withdrawals', 'payout_accounts', 'saas_subscriptions', 'saas_orders', 'saas_trials', 'saas_trial_goods', 'saas_plans']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
