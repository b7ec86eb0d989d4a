/** The douyin-chat area's services, each behind the hybrid_douyin_chat switch. */
import type { ServiceContext } from '@server/db/context.ts';
import { createAutoReplyService } from './autoreplies.ts';
import { createPotentialCustomerService } from './customers.ts';
import { createChatGate } from './gate.ts';
import { createChatGroupService } from './groups.ts';

export function createDouyinChatServices(ctx: ServiceContext) {
  const gate = createChatGate(ctx.db);
  const autoReplies = createAutoReplyService(ctx, gate);
  return { chatGroups: createChatGroupService(ctx, gate, autoReplies), autoReplies, potentialCustomers: createPotentialCustomerService(ctx, gate) };
}
