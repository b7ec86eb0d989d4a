/**
 * The operation log (issue 11; its page /setting/record comes with issue 15): one line per write that must be
 * traceable. Money writes are always logged, in the transaction that moves the money.
 */
export const OPERATION_ACTIONS = [
  'funds.verify',
  'funds.account.create',
  'funds.account.update',
  'funds.account.delete',
  'funds.account.default',
  'funds.withdraw',
  'funds.withdraw.settle',
  'funds.payee',
  'saas.order.create',
  'saas.order.close',
  'saas.order.pay',
  'saas.order.refund',
  'planet.member.refund',
  'aftersale.approve',
  'aftersale.reject',
] as const;

export type OperationAction = (typeof OPERATION_ACTIONS)[number];

export type OperationLogEntry = {
  id: number;
  action: OperationAction;
  /** who did it: the main account or one of its staff accounts */
  actor_id: number;
  object_type: string;
  object_id: number | null;
  /** fen moved by the write, when it moves money */
  amount: number | null;
  summary: string;
  ip: string;
  created_at: number;
};
