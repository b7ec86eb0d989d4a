/**
 * Runs media processing for audio and video rows (PROCESSING_STATUS processing → processed, or failed with a
 * message). A processing row is a job in the database (processing-queue.ts): whichever instance claims it runs it,
 * a row a stop or a crash left processing is taken up again, and a new row wakes every instance's worker through
 * the events seam.
 */
import type { MaterialRow } from './schema.ts';
import { createJobWorker } from '@server/media/jobs.ts';
import { processMedia } from '@server/media/process.ts';
import type { FileStore } from '@server/storage/file-store.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { Events } from '@server/db/events.ts';
import { soleInstance } from '@server/db/engine.ts';
import type { MaterialSettings } from './settings.ts';
import type { MaterialWriteService } from './write.ts';
import { createProcessingQueue, MAX_JOB_ATTEMPTS } from './processing-queue.ts';
import { announceProcessed, onProcessed, type ProcessedChange } from './processed-events.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';

/** the events channel that says a processing row was added */
const JOBS_CHANNEL = 'media_jobs';
const GAVE_UP = '文件处理失败，请重新上传';

type Deps = {
  settings: MaterialSettings;
  files: FileStore;
  write: MaterialWriteService;
  events: Events;
  log: { error(obj: object, message: string): void };
};

export function createMaterialProcessingService(ctx: ServiceContext, deps: Deps) {
  const { settings, files, write, events, log } = deps;
  const queue = createProcessingQueue(ctx);

  /** Tells every instance, after the row's change committed; a lost event only delays the screen to its next load. */
  function announce(row: MaterialRow, status: ProcessedChange['status']): void {
    if (row.kind !== 'audio' && row.kind !== 'video') return;
    announceProcessed(events, { ownerId: row.owner_id, id: row.id, kind: row.kind, status }).catch((error: unknown) =>
      log.error({ err: error }, 'processed material not announced'),
    );
  }

  async function fail(row: MaterialRow, message: string): Promise<void> {
    await write.failProcessing(row.id, message);
    announce(row, PROCESSING_STATUS.failed);
  }

  async function run(row: MaterialRow): Promise<void> {
    if (row.kind !== 'audio' && row.kind !== 'video') return;
    const { kind } = row;
    // ffmpeg and ffprobe read a local file: on object storage a temporary copy
    const outcome = await files.withLocalCopy(row.owner_id, row.stored_name, (path) =>
      processMedia(settings.tools, files, { owner: row.owner_id, kind, path, suffix: row.file_suffix }),
    );
    if (!outcome.ok) return fail(row, outcome.message);
    await write.finishProcessing(row.id, outcome.duration, outcome.poster);
    announce(row, PROCESSING_STATUS.processed);
  }

  const worker = createJobWorker(log, {
    claim: () => queue.claim(),
    renew: (row) => queue.renew(row.id),
    run: (row) => (row.job_attempts > MAX_JOB_ATTEMPTS ? fail(row, GAVE_UP) : run(row)),
    name: (row) => `material ${row.id}`,
  });
  let unsubscribe = () => {};

  return {
    run,

    /** A processing row was added: every instance looks for work (this one at once). */
    added(): void {
      worker.kick();
      events.publish(JOBS_CHANNEL, {}).catch((error: unknown) => log.error({ err: error }, 'media job not announced'));
    },

    /** Starts the worker once the database is ready; rows a stop left processing are taken up. */
    async start(): Promise<void> {
      // alone on its database, a server knows that any lease left is one of its own past lives
      if (soleInstance(ctx.db)) await queue.releaseAll();
      unsubscribe = events.subscribe(JOBS_CHANNEL, () => worker.kick());
      worker.start();
    },

    /** Calls `listener` when a material's processing ends, on any instance; returns the unsubscribe function. */
    onProcessed: (listener: (change: ProcessedChange) => void) => onProcessed(events, listener),

    /** Resolves when this instance runs no job and found none to claim. */
    idle: () => worker.idle(),

    async drain(): Promise<void> {
      unsubscribe();
      await worker.drain();
    },
  };
}

export type MaterialProcessingService = ReturnType<typeof createMaterialProcessingService>;
