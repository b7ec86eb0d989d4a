/** Tables of the students area, merged into Database in server/db/schema.ts. Times unix seconds; money fen. */
import type { Generated } from 'kysely';
import type { ProductKind } from '@shared/marketing/pricing.ts';
import type { OrderChannel } from '@shared/orders/types.ts';
import type { StudentTagKind } from '@shared/students/tag-types.ts';

/** a teacher's student: a buyer with at least one order with them, kept by triggers on orders (migration 046) */
interface OwnerBuyersTable {
  owner_id: number;
  buyer_id: number;
  first_order_at: number;
  last_order_at: number;
  orders_n: number;
  /** the pay amounts of their paid orders */
  paid_total: number;
  refunded_total: number;
  /** paid_total − refunded_total */
  spend: number;
  /** the channel of their first order */
  first_channel: OrderChannel;
  note: string;
  updated_at: number;
}

/** a teacher's students per first channel, kept by triggers on owner_buyers (migration 046) */
interface OwnerBuyerCountsTable {
  owner_id: number;
  first_channel: OrderChannel;
  n: number;
}

/** a teacher's student tag (migration 048): given by hand, or a rule of the conditions that are not null */
interface StudentTagsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  kind: StudentTagKind;
  spend_min: number | null;
  orders_min: number | null;
  channel: OrderChannel | null;
  created_at: number;
  updated_at: number;
}

/** a rule tag's products: the student bought (and kept) at least one of them */
interface StudentTagProductsTable {
  tag_id: number;
  product_kind: ProductKind;
  product_id: number;
}

/** a manual tag given to a student */
interface StudentTagLinksTable {
  tag_id: number;
  owner_id: number;
  buyer_id: number;
  created_at: number;
}

export interface StudentTables {
  owner_buyers: OwnerBuyersTable;
  owner_buyer_counts: OwnerBuyerCountsTable;
  student_tags: StudentTagsTable;
  student_tag_products: StudentTagProductsTable;
  student_tag_links: StudentTagLinksTable;
}
