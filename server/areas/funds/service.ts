/** The funds area's services over one context: the books, withdrawals and the payee. */
import type { ServiceContext } from '@server/db/context.ts';
import { createBookService } from './books.ts';
import { createPayeeService } from './payees.ts';
import { createWithdrawalService } from './withdrawals.ts';

export function createFundsServices(ctx: ServiceContext) {
  return { books: createBookService(ctx), withdrawals: createWithdrawalService(ctx), payees: createPayeeService(ctx) };
}
