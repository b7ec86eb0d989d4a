/**
 * The operation log (its page /setting/record and the line every write adds): who did what to
 * which record, when, from which address. Money and permission writes are logged in the transaction of the write
 * (these actions); every other private write gets its line from the server's recorder, labelled by its route
 * (route-labels.ts).
 */
import type { ModuleKey, SHELL } from '@shared/menu/modules.ts';
import type { SummaryView } from './summaries.ts';

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
export type LogModule = ModuleKey | typeof SHELL;

/** whether the line was written by the main account itself or by one of its staff accounts */
type ActorKind = 'main' | 'staff';

/** `summary_code` and `summary_params` when the server worded the summary (summaries.ts) */
export type OperationLogEntry = SummaryView & {
  id: number;
  /** a label code (route-labels.ts) */
  action: string;
  actor_id: number;
  actor_kind: ActorKind;
  /** the name when the line was written, else the account's masked phone */
  actor_name: string;
  module: string;
  /** `METHOD /url pattern` of the call, '' for a line written outside a call */
  route: string;
  object_type: string;
  object_id: number | null;
  /** fen moved by the write, when it moves money */
  amount: number | null;
  ip: string;
  /** the API key the call was made with */
  api_key_id: number | null;
  created_at: number;
};

/** an account whose lines may be filtered: the main account and its staff accounts (closed ones too) */
export type LogActor = { id: number; kind: ActorKind; name: string };

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
export type OperationLogExtra = { actors: LogActor[]; modules: LogModule[] };
