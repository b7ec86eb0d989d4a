/**
 * The after-sale lists' search: an order number (20 digits, its unique index), a buyer's phone (11
 * digits) or part of a buyer's nickname, as the order centre reads a keyword (server/areas/orders/orders.ts).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@server/db/database.ts';
import { containsText } from '@server/db/portable-sql.ts';

const ORDER_NO = /^\d{20}$/;
const PHONE = /^1\d{10}$/;

/** The condition on `o` (orders) and `b` (buyers) for `keyword`, already trimmed and not empty. */
export function orderMatch(db: Db, keyword: string): Expression<SqlBool> {
  if (ORDER_NO.test(keyword)) return sql<SqlBool>`o.order_no = ${keyword}`;
  if (PHONE.test(keyword)) return sql<SqlBool>`b.phone = ${keyword}`;
  return containsText(db, sql.ref('b.nickname'), keyword);
}
