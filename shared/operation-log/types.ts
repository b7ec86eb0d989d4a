/**
 * The operation log (its page /setting/record and the line every write adds): who did what to
 * which record, when, from which address. Money and permission writes are logged in the transaction of the write
 * (these actions); every other private write gets its line from the server's recorder, labelled by its route
 * (route-labels.ts).
 */
import { Type, type Static } from '@shared/api/schema.ts';
import { MODULE_KEYS, SHELL } from '@shared/menu/modules.ts';
import { SummaryView } from './summaries.ts';

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
  'package.order.create',
  'package.order.close',
  'package.order.pay',
  'package.order.refund',
  'planet.member.refund',
  'aftersale.approve',
  'aftersale.reject',
  'staff.role.create',
  'staff.role.update',
  'staff.role.delete',
  'staff.create',
  'staff.update',
  'staff.status',
  'staff.delete',
  'apikey.create',
  'apikey.revoke',
] as const;

export type OperationAction = (typeof OPERATION_ACTIONS)[number];

/** the module a line is filed under: a route's module, or `shell` for an account's own calls (sign-in) */
const LogModule = Type.Enum([...MODULE_KEYS, SHELL]);
export type LogModule = Static<typeof LogModule>;

/** whether the line was written by the main account itself or by one of its staff accounts */
const ActorKind = Type.Union([Type.Literal('main'), Type.Literal('staff')]);

/** `summary_code` and `summary_params` when the server worded the summary (summaries.ts) */
export const OperationLogEntry = Type.Object({
  ...SummaryView.properties,
  id: Type.Integer(),
  /** a label code (route-labels.ts) */
  action: Type.String(),
  actor_id: Type.Integer(),
  actor_kind: ActorKind,
  /** the name when the line was written, else the account's masked phone */
  actor_name: Type.String(),
  module: Type.String(),
  /** `METHOD /url pattern` of the call, '' for a line written outside a call */
  route: Type.String(),
  object_type: Type.String(),
  object_id: Type.Union([Type.Integer(), Type.Null()]),
  /** fen moved by the write, when it moves money */
  amount: Type.Union([Type.Integer(), Type.Null()]),
  ip: Type.String(),
  /** the API key the call was made with */
  api_key_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.Integer(),
});
export type OperationLogEntry = Static<typeof OperationLogEntry>;

/** an account whose lines may be filtered: the main account and its staff accounts (closed ones too) */
const LogActor = Type.Object({ id: Type.Integer(), kind: ActorKind, name: Type.String() });
export type LogActor = Static<typeof LogActor>;

export type OperationLogFilter = {
  actorId?: number;
  module?: string;
  action?: string;
  /** unix seconds, inclusive */
  startAt?: number;
  endAt?: number;
  /** part of the summary */
  keyword?: string;
};

export type OperationLogQuery = OperationLogFilter & { page: number; pageSize: number };

/** what the list answers beside its page: the filters' choices */
export const OperationLogExtra = Type.Object({ actors: Type.Array(LogActor), modules: Type.Array(LogModule) });
export type OperationLogExtra = Static<typeof OperationLogExtra>;
