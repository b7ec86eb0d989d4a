import { atom } from 'nanostores';
import { flagStorageFull } from '@shared/api/catalogue.ts';
import { ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import { MAX_FILE_BYTES, extensionOf, isAcceptedFile } from '@shared/materials/rules.ts';
import type { MaterialKind, VideoStatus } from '@shared/materials/types.ts';
import type { MaterialUpload, MaterialUploadOptions, MaterialUploadState, UploadItem } from './material-upload-types.ts';
import { doneStatus, succeeded } from './material-upload-status.ts';
import { PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';
import { createDefaultTransport } from './transports.ts';

export type * from './material-upload-types.ts';
export { isPictureUploadBlocked, statusLabelKey } from './material-upload-status.ts';

/**
 * The upload dialog of the material screens (spec §4 "Upload dialog", "Upload item status on material
 * screens", §5): a queue that sends one file after another, then follows audio and video processing.
 *
 *   show ──start()──▶ uploading ──every item settled──▶ finish
 *     ▲                  │ storage full: the rest stays pending
 *     └──────────────────┘ (and: the queue emptied, files added after finish)
 */

/** How often the dialog asks for the processing state of an uploaded audio or video. */
export const STATUS_POLL_MS = 3000;

export function createMaterialUpload(kind: MaterialKind, options: MaterialUploadOptions): MaterialUpload {
  const transport = options.transport ?? createDefaultTransport();
  const $state = atom<MaterialUploadState>({ kind, phase: 'show', items: [], notice: false, canBatchCreate: false });
  const controllers = new Map<number, AbortController>();
  const polls = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;
  /** bumped by reset(): a queue run of an older generation stops */
  let generation = 0;
  let runningGeneration: number | undefined;
  /** set by a storage-full answer: the queue stops, the rest stays pending */
  let halted = false;
  let destroyed = false;

  const state = () => $state.get();
  const patch = (next: Partial<MaterialUploadState>) => {
    if (!destroyed) $state.set({ ...state(), ...next });
  };
  const find = (id: number) => state().items.find((item) => item.id === id);
  const update = (id: number, change: Partial<UploadItem>) => {
    if (!find(id)) return;
    patch({ items: state().items.map((item) => (item.id === id ? { ...item, ...change } : item)) });
  };

  function add(files: readonly File[]): UploadItem[] {
    const added: UploadItem[] = [];
    for (const file of files) {
      if (!isAcceptedFile(kind, file.name)) {
        showToast(t('upload.refusedType', { name: file.name }), { kind: 'error', duration: ERROR_TOAST_MS });
        continue;
      }
      if (file.size > MAX_FILE_BYTES[kind]) {
        const max = formatBytes(MAX_FILE_BYTES[kind]);
        showToast(t('upload.tooLarge', { name: file.name, max }), { kind: 'error', duration: ERROR_TOAST_MS });
        continue;
      }
      added.push({
        id: nextId++,
        name: file.name,
        file,
        status: UPLOAD_STATUS.pending,
        suffix: extensionOf(file.name),
        size: file.size,
        process: 0,
      });
    }
    if (added.length === 0) return added;
    // Files added after finish make a new round: back to show, with its start button.
    const again = state().phase === 'finish' ? { phase: 'show' as const, notice: false, canBatchCreate: false } : {};
    patch({ ...again, items: [...state().items, ...added] });
    return added;
  }

  function remove(id: number): void {
    controllers.get(id)?.abort();
    controllers.delete(id);
    stopPolling(id);
    patch({ items: state().items.filter((item) => item.id !== id) });
    settle();
  }

  async function start(): Promise<void> {
    if (state().phase !== 'show' || !state().items.some((item) => item.status === UPLOAD_STATUS.pending)) return;
    halted = false;
    patch({ phase: 'uploading' });
    await run();
  }

  /** Sends the pending items one after another (spec §4), until none is left or the queue is halted. */
  async function run(): Promise<void> {
    const mine = generation;
    if (runningGeneration === mine) return;
    runningGeneration = mine;
    try {
      for (;;) {
        if (destroyed || halted || mine !== generation) break;
        const next = state().items.find((item) => item.status === UPLOAD_STATUS.pending);
        if (!next) break;
        await send(next);
      }
    } finally {
      if (runningGeneration === mine) runningGeneration = undefined;
      settle();
    }
  }

  async function send(item: UploadItem): Promise<void> {
    const controller = new AbortController();
    controllers.set(item.id, controller);
    update(item.id, { status: UPLOAD_STATUS.uploading, process: 0, error: undefined });
    try {
      const result = await transport.send({
        kind,
        file: item.file,
        categoryId: options.categoryId,
        signal: controller.signal,
        onProgress: (percent) => {
          if (!controller.signal.aborted) update(item.id, { process: Math.max(0, Math.min(100, Math.round(percent))) });
        },
      });
      if (controller.signal.aborted || !find(item.id)) return;
      if (kind === 'picture' || kind === 'document') {
        update(item.id, { status: UPLOAD_STATUS.done, process: 100, materialId: result.material?.id });
        return;
      }
      if (!result.video_id) throw new Error(t('upload.signFailed'));
      // The bytes are in (2): a video transcodes, an audio item is done (spec §4 numbers audio 0, 1, 2). Both are
      // still asked about, for their material id and a failed processing.
      update(item.id, { status: UPLOAD_STATUS.uploaded, process: 100, video: { video_id: result.video_id } });
      poll(item.id, result.video_id);
    } catch (error) {
      if (controller.signal.aborted || !find(item.id)) return;
      const message = error instanceof Error ? error.message : String(error);
      // spec §8: the storage-full dialog; the queue stops and the remaining items stay pending
      if (flagStorageFull(message)) halted = true;
      update(item.id, { status: UPLOAD_STATUS.failed, error: message });
    } finally {
      controllers.delete(item.id);
    }
  }

  /** Asks every 3 s how the server's processing goes, until it is processed or failed. */
  function poll(id: number, videoId: string): void {
    const timer = setTimeout(async () => {
      let status: VideoStatus | undefined;
      try {
        status = await transport.videoStatus(videoId);
      } catch {
        status = undefined; // a passing failure: ask again
      }
      if (destroyed || polls.get(id) !== timer || !find(id)) return;
      polls.delete(id);
      if (status?.status === PROCESSING_STATUS.processed) {
        update(id, { status: doneStatus(kind), materialId: status.material_id ?? undefined });
        settle();
      } else if (status?.status === PROCESSING_STATUS.failed) {
        update(id, { status: UPLOAD_STATUS.failed, error: status.message || t('upload.processFailed') });
        settle();
      } else {
        poll(id, videoId);
      }
    }, STATUS_POLL_MS);
    polls.set(id, timer);
  }

  function stopPolling(id: number): void {
    clearTimeout(polls.get(id));
    polls.delete(id);
  }

  /**
   * Leaves 'uploading' once nothing is in flight: to 'finish' when every item is settled (done, or for a
   * video transcoding, or failed), back to 'show' when the queue halted with items still pending. The
   * video notice and the batch-create offer come with that one transition, so later status changes
   * (a video going from uploaded to done) do not raise the notice again.
   */
  function settle(): void {
    const { phase, items } = state();
    if (items.length === 0) {
      if (phase !== 'show' || state().notice || state().canBatchCreate) {
        patch({ phase: 'show', notice: false, canBatchCreate: false });
      }
      return;
    }
    if (phase !== 'uploading' || runningGeneration === generation) return;
    if (items.some((item) => item.status === UPLOAD_STATUS.uploading)) return;
    if (items.some((item) => item.status === UPLOAD_STATUS.pending)) {
      patch({ phase: 'show' });
      return;
    }
    const anyGood = items.some((item) => succeeded(kind, item.status));
    patch({
      phase: 'finish',
      notice: kind === 'video' && anyGood,
      canBatchCreate: (kind === 'audio' || kind === 'video') && anyGood,
    });
  }

  function requestClose(): boolean {
    if (state().phase !== 'uploading') return true;
    showToast(t('upload.closeRefused'), { kind: 'error', duration: ERROR_TOAST_MS });
    return false;
  }

  function reset(): void {
    generation += 1;
    halted = false;
    for (const controller of controllers.values()) controller.abort();
    controllers.clear();
    for (const id of [...polls.keys()]) stopPolling(id);
    patch({ phase: 'show', items: [], notice: false, canBatchCreate: false });
  }

  return {
    $state,
    add,
    remove,
    start,
    requestClose,
    acknowledgeNotice: () => patch({ notice: false }),
    reset,
    destroy() {
      reset();
      destroyed = true;
    },
  };
}
