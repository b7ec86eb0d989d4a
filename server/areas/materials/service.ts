/**
 * The material library's services, built over one file store, the events seam and one set of limits.
 */
import type { Events } from '@server/db/events.ts';
import type { FileStore } from '@server/storage/file-store.ts';
import type { ServiceContext } from '@server/db/context.ts';
import { createMaterialCategoryService } from './categories.ts';
import type { MaterialSettings } from './settings.ts';
import { createMaterialUsageService, type StorageGrants } from './usage.ts';
import { createMaterialProcessingService } from './processing.ts';
import { createMaterialQueryService } from './query.ts';
import { createMaterialListPages } from './list-page.ts';
import { createMaterialUploadService } from './upload.ts';
import { createMaterialVodService } from './vod.ts';
import { createVodUploadStore } from './vod-uploads.ts';
import { createMaterialWriteService } from './write.ts';
import { createMediaTokens } from './media-tokens.ts';
import { usesOf } from './uses.ts';
import type { Session } from '@server/http/session-types.ts';
import type { SwitchService } from '@server/areas/system/switches.ts';
import type { UserService } from '@server/areas/account/users.ts';

export type MaterialRuntime = {
  settings: MaterialSettings;
  files: FileStore;
  /** media processing jobs wake the workers of every instance through it */
  events: Events;
  log: { error(obj: object, message: string): void };
};

export function createMaterialServices(
  ctx: ServiceContext,
  runtime: MaterialRuntime,
  shared: { users: UserService; switches: SwitchService; storageGrants: StorageGrants },
) {
  const { settings, files, events, log } = runtime;
  const tokens = createMediaTokens(settings.secret, ctx.now);
  const categories = createMaterialCategoryService(ctx);
  const usage = createMaterialUsageService(ctx, settings.freeQuotaBytes, shared.storageGrants);
  const query = createMaterialQueryService(ctx);
  const listPage = createMaterialListPages(query, tokens);
  const write = createMaterialWriteService(ctx, { files, categories, usage, query });
  const uploads = createMaterialUploadService(ctx, { settings, switches: shared.switches, usage, write, tokens });
  const processing = createMaterialProcessingService(ctx, { settings, files, write, events, log });
  const vodUploads = createVodUploadStore(ctx);
  const vod = createMaterialVodService(ctx, {
    settings,
    files,
    users: shared.users,
    categories,
    usage,
    query,
    write,
    uploads,
    processing,
    tokens,
    vodUploads,
  });
  return {
    settings,
    files,
    tokens,
    categories,
    usage,
    query,
    listPage,
    write,
    uploads,
    processing,
    vod,
    vodUploads,
    /** what uses each of the account's materials `ids` (findUses) */
    uses: (session: Session, ids: readonly number[]) => usesOf(ctx.db, session.main.id, ids),
  };
}

export type MaterialServices = ReturnType<typeof createMaterialServices>;
