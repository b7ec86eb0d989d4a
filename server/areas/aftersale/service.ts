/** The after-sale area's services over one context: refund requests, complaints and their evidence files. */
import type { ServiceContext } from '@server/db/context.ts';
import type { Events } from '@server/db/events.ts';
import type { FileStore } from '@server/storage/store.ts';
import { createOrderService } from '@server/areas/orders/orders.ts';
import { createAppeals } from './appeals.ts';
import { createEvidenceFiles } from './evidence-files.ts';
import { createRefundRequests } from './refunds.ts';

export type AftersaleRuntime = {
  /** where evidence pictures are kept (evidence-files.ts `openEvidenceStore`) */
  files: FileStore;
  /** signs the evidence pictures' URLs (the media secret) */
  secret: string;
  events: Events;
};

export function createAftersaleServices(ctx: ServiceContext, runtime: AftersaleRuntime) {
  const evidence = createEvidenceFiles(runtime.files, runtime.secret, ctx.now);
  return {
    refunds: createRefundRequests(ctx, { orders: createOrderService(ctx), events: runtime.events }),
    appeals: createAppeals(ctx, { evidence, events: runtime.events }),
    evidence,
    /** Before serving: temp files a crash left in the evidence store. */
    start: async (): Promise<void> => {
      await runtime.files.sweepTemps();
    },
  };
}
