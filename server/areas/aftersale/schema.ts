/** Tables of the after-sale area, merged into Database in server/db/schema.ts. Times unix seconds; money fen. */
import type { Generated } from 'kysely';
import type { AppealState, BuyerMessageKind, RefundState } from '@shared/aftersale/types.ts';

/** a buyer's request for money back on an order, and the teacher's answer */
interface AftersaleRefundsTable {
  id: Generated<number>;
  owner_id: number;
  order_id: number;
  buyer_id: number;
  /** fen the buyer asked for */
  amount: number;
  reason: string;
  state: RefundState;
  /** fen the approval refunded */
  refund_amount: Generated<number>;
  reject_reason: Generated<string>;
  /** the ledger transaction of the refund (server/areas/funds/ledger.ts) */
  refund_transaction_id: number | null;
  /** the account that approved or rejected it: the teacher or one of their staff */
  handled_by: number | null;
  handled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** a buyer's complaint about an order */
interface AftersaleAppealsTable {
  id: Generated<number>;
  owner_id: number;
  order_id: number;
  buyer_id: number;
  content: string;
  state: AppealState;
  reply: Generated<string>;
  replied_by: number | null;
  replied_at: number | null;
  closed_by: number | null;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** an evidence picture of a complaint: a file of the evidence store (evidence-files.ts), served at a signed URL */
interface AftersaleAppealPicturesTable {
  id: Generated<number>;
  appeal_id: number;
  owner_id: number;
  stored_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  sort: number;
}

/** what the student side tells a buyer: the answers to their requests and complaints */
interface BuyerMessagesTable {
  id: Generated<number>;
  buyer_id: number;
  owner_id: number;
  kind: BuyerMessageKind;
  title: string;
  body: string;
  order_id: number;
  /** the request ('refund') or complaint ('appeal') it answers */
  ref_type: string;
  ref_id: number;
  created_at: number;
}

export interface AftersaleTables {
  aftersale_refunds: AftersaleRefundsTable;
  aftersale_appeals: AftersaleAppealsTable;
  aftersale_appeal_pictures: AftersaleAppealPicturesTable;
  buyer_messages: BuyerMessagesTable;
}
