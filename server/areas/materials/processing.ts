/**
 * Runs media processing for audio and video rows (PROCESSING_STATUS processing → processed, or failed with a
 * message) through the job queue, and picks up rows a stop left processing.
 */
import type { MaterialRow } from './schema.ts';
import type { JobQueue } from '@server/media/jobs.ts';
import { processMedia } from '@server/media/process.ts';
import type { FileStore } from '@server/storage/file-store.ts';
import type { ServiceContext } from '@server/db/context.ts';
import type { MaterialSettings } from './settings.ts';
import type { MaterialWriteService } from './write.ts';

type Deps = {
  settings: MaterialSettings;
  files: FileStore;
  write: MaterialWriteService;
  jobs: JobQueue;
};

export function createMaterialProcessingService(_ctx: ServiceContext, deps: Deps) {
  const { settings, files, write, jobs } = deps;

  async function run(row: MaterialRow): Promise<void> {
    if (row.kind !== 'audio' && row.kind !== 'video') return;
    const { kind } = row;
    // ffmpeg and ffprobe read a local file: on object storage a temporary copy
    const outcome = await files.withLocalCopy(row.owner_id, row.stored_name, (path) =>
      processMedia(settings.tools, files, { owner: row.owner_id, kind, path, suffix: row.file_suffix }),
    );
    if (outcome.ok) await write.finishProcessing(row.id, outcome.duration, outcome.poster);
    else await write.failProcessing(row.id, outcome.message);
  }

  return {
    run,

    enqueue(row: MaterialRow): void {
      jobs.enqueue(`material ${row.id}`, () => run(row));
    },

    async requeuePending(): Promise<number> {
      const rows = await write.pendingProcessing();
      for (const row of rows) jobs.enqueue(`material ${row.id}`, () => run(row));
      return rows.length;
    },

    idle: () => jobs.idle(),
  };
}

export type MaterialProcessingService = ReturnType<typeof createMaterialProcessingService>;
