import { atom } from 'nanostores';
import { flagStorageFull } from '@shared/api/catalogue.ts';
import { askConfirm, ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { announceMaterialsAdded } from '@shared/materials/changes.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import { keyedTimers } from './keyed-timers.ts';
import { serialWrites } from './persistence.ts';
import { failureOutcome, newShellItem, processingChange, restoredItems, sortChosenFiles, storedRecordOf, uploadRefused } from './shell-items.ts';
import { SHELL_CONCURRENCY, VIDEO_STATUS_POLL_MS } from './shell-items.ts';
import type { QueueCategory, ShellItem, ShellQueue, ShellQueueDeps, ShellQueueState } from './shell-queue-types.ts';
import { createRounds } from './shell-rounds.ts';
import { isUploaded, UPLOAD_STATUS } from './status.ts';

export type * from './shell-queue-types.ts';
export { AUDIO_EXTENSIONS, needsFile } from './shell-items.ts';

/**
 * The shell-wide uploader's queue (spec §3 "Upload file item", §4 and §5 "Shell-wide uploader", §9): audio
 * and video only, one queue per page, shared by every uploader on it.
 *
 *   pending ──(a free slot of 2)──▶ uploading ──bytes in──▶ uploaded ──the poll says processed──▶ done
 *      ▲                              │ failure: back to pending after 1 s, 2 s: at most 2 times (spec §9), then failed
 *      └─── offline, or progress above 101% (a restart) ─┘ storage full: failed, and every pending item leaves
 *
 * (UPLOAD_STATUS, status.ts: spec §3 numbers them 0 waiting, 1 uploading, 2 done, 100 transcoded; failed -1 is ours)
 *
 * Beyond the spec: the items live in `persistence` (IndexedDB), so the queue comes back after a
 * reload or a closed tab and goes on through tus from the server's offset, with the File kept where the
 * browser allows or asked for again (matched by name and size); and it pauses while the browser is offline,
 * aborting the running requests without spending retries, and goes on when the network is back.
 */

const noop = () => undefined;

export function createShellQueue(deps: ShellQueueDeps): ShellQueue {
  const pollMs = deps.pollMs ?? VIDEO_STATUS_POLL_MS;
  const $state = atom<ShellQueueState>({ items: [], offline: false });
  const running = new Map<string, { cancel: AbortController; pause: AbortController }>();
  const polls = keyedTimers<string>();
  /** items waiting out the pause before a retry */
  const delays = keyedTimers<string>();
  const rounds = createRounds();
  const store = serialWrites(deps.persistence);
  let views = 0;
  let unwatch = noop;
  /** whose queue is shown; undefined while signed out or detached */
  let owner: number | undefined;
  /** bumped when the queue stops (detached, another account): late answers of the old one are dropped */
  let generation = 0;
  let serial = 0;

  const items = () => $state.get().items;
  const find = (id: string) => items().find((item) => item.id === id);
  const patch = (next: Partial<ShellQueueState>) => $state.set({ ...$state.get(), ...next });
  const save = (item: ShellItem) => owner !== undefined && store.save(storedRecordOf(item, owner));

  function update(id: string, change: Partial<ShellItem>, persist = false): void {
    let changed: ShellItem | undefined;
    patch({ items: items().map((item) => (item.id === id ? (changed = { ...item, ...change }) : item)) });
    if (changed && persist) save(changed);
  }

  function attach(): () => void {
    if (views++ === 0) {
      const stopNetwork = deps.network.watch((online) => (online ? goOnline() : goOffline()));
      const stopAccount = deps.account.watch(() => {
        if (deps.account.current() !== owner) void open();
      });
      unwatch = () => {
        stopNetwork();
        stopAccount();
      };
      patch({ offline: !deps.network.online() });
      void open();
    }
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      if (--views > 0) return;
      unwatch();
      stop();
      owner = undefined;
    };
  }

  /** Aborts what runs (keeping the server's copies to resume) and forgets the timers. */
  function stop(): void {
    generation += 1;
    for (const control of running.values()) control.pause.abort();
    running.clear();
    polls.clearAll();
    delays.clearAll();
    rounds.reset();
  }

  /** Shows the queue of the signed-in account as stored, and goes on with it. */
  async function open(): Promise<void> {
    stop();
    const mine = generation;
    owner = deps.account.current();
    patch({ items: [] });
    if (owner === undefined) return;
    const account = owner;
    let records: Awaited<ReturnType<typeof deps.persistence.load>>;
    try {
      await store.settled();
      records = await deps.persistence.load(account);
    } catch {
      records = []; // storage refused: the queue starts empty
    }
    if (mine !== generation) return;
    const restored = restoredItems(records);
    const known = new Set(restored.map((item) => item.id));
    patch({ items: [...restored, ...items().filter((item) => !known.has(item.id))] });
    for (const item of restored) if (item.status === UPLOAD_STATUS.uploaded) poll(item.id, 0);
    pump();
  }

  function goOffline(): void {
    patch({ offline: true });
    for (const control of running.values()) control.pause.abort();
  }

  function goOnline(): void {
    patch({ offline: false });
    pump();
  }

  /** Starts waiting items that have their file, up to 2 at once (spec §9). */
  function pump(): void {
    if (!views || owner === undefined || $state.get().offline || !deps.network.online()) return;
    for (const item of items()) {
      if (running.size >= SHELL_CONCURRENCY) return;
      if (item.status === UPLOAD_STATUS.pending && item.video && !running.has(item.id) && !delays.has(item.id)) void send(item, item.video);
    }
  }

  async function send(item: ShellItem, file: File): Promise<void> {
    const mine = generation;
    const control = { cancel: new AbortController(), pause: new AbortController() };
    const stale = () => mine !== generation || control.cancel.signal.aborted || !find(item.id);
    running.set(item.id, control);
    update(item.id, { status: UPLOAD_STATUS.uploading, error: undefined }, true);
    let restart = false;
    try {
      const { video_id } = await deps.transport.send({
        type: item.type,
        file,
        categoryId: item.categoryId,
        signal: control.cancel.signal,
        pause: control.pause.signal,
        onProgress: (percent) => {
          if (control.pause.signal.aborted || stale()) return;
          if (percent > 101) {
            // spec §4: progress above 101% restarts the file
            restart = true;
            control.pause.abort();
            return;
          }
          update(item.id, { process: Math.max(0, Math.min(100, Math.floor(percent))) });
        },
      });
      // The bytes are in. One question at once gives the material, and whether processing is already done.
      const status = await statusOf(video_id);
      if (stale()) return;
      update(item.id, { status: UPLOAD_STATUS.uploaded, process: 100, video_id, video: undefined, materialId: status?.material_id ?? undefined }, true);
      store.deleteFile(item.id);
      rounds.add(item.id);
      announceMaterialsAdded(item.type);
      processed(item.id, status);
    } catch (error) {
      if (stale()) return;
      const message = error instanceof Error ? error.message : String(error);
      const paused = control.pause.signal.aborted || !deps.network.online();
      const outcome = failureOutcome({ message, restart, paused, retries: find(item.id)!.retries });
      // paused (offline): the same file goes on later, no retry spent
      if (outcome.kind === 'paused') update(item.id, { status: UPLOAD_STATUS.pending }, true);
      if (outcome.kind === 'storageFull') storageFull(item.id, message);
      if (outcome.kind === 'retry') {
        update(item.id, outcome.change, true);
        delays.set(item.id, outcome.delayMs, pump);
      }
      if (outcome.kind === 'failed') update(item.id, { status: UPLOAD_STATUS.failed, error: outcome.restart ? t('upload.signFailed') : message }, true);
    } finally {
      if (running.get(item.id) === control) running.delete(item.id);
      if (mine === generation) {
        pump();
        settleRound();
      }
    }
  }

  function statusOf(videoId: string): Promise<VideoStatus | undefined> {
    return deps.transport.videoStatus(videoId).catch(() => undefined);
  }

  /** What the server says of an uploaded item's processing: done, failed, or nothing yet (ask again later). */
  function processed(id: string, status: VideoStatus | undefined): void {
    const item = find(id);
    if (!item) return;
    const change = processingChange(item, status, () => t('upload.processFailed'));
    if (!change) return poll(id);
    update(id, change, true);
    if (change.status === UPLOAD_STATUS.done) announceMaterialsAdded(item.type);
  }

  /** spec §4: the status is asked every 120 s until it says processed (2); not while offline. */
  function poll(id: string, delay = pollMs): void {
    const mine = generation;
    polls.set(id, delay, async () => {
      const videoId = find(id)?.video_id;
      if (!videoId) return;
      if ($state.get().offline) return poll(id);
      const status = await statusOf(videoId);
      if (mine === generation) processed(id, status);
    });
  }

  /** spec §4/§8: storage full stops the upload, clears the selection and opens the storage-full dialog. */
  function storageFull(id: string, message: string): void {
    flagStorageFull(message);
    update(id, { status: UPLOAD_STATUS.failed, error: message }, true);
    for (const item of items()) if (item.status === UPLOAD_STATUS.pending) drop(item.id);
  }

  function drop(id: string): void {
    running.get(id)?.cancel.abort();
    running.delete(id);
    polls.clear(id);
    delays.clear(id);
    rounds.remove(id);
    patch({ items: items().filter((item) => item.id !== id) });
    store.delete(id);
  }

  const settleRound = () => rounds.settle(items());

  async function add(files: readonly File[], category: QueueCategory, origin?: string): Promise<void> {
    const account = owner;
    if (account === undefined || files.length === 0) return;
    // spec §5/§8: activity_upload_switch 0 refuses with the quota message
    if (await uploadRefused(deps.uploadSwitch, account)) {
      showToast(t('upload.quotaExhausted'), { kind: 'error', duration: ERROR_TOAST_MS });
      return;
    }
    if (account !== owner) return;
    rounds.from(origin);
    const chosen = sortChosenFiles(items(), files);
    for (const { item, file } of chosen.asked) {
      update(item.id, { video: file, status: UPLOAD_STATUS.pending, retries: 0, error: undefined }, true);
      store.saveFile(item.id, file);
    }
    const nextId = () => `${Date.now().toString(36)}-${(serial++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const fresh = chosen.fresh.map((file) => newShellItem(nextId(), file, category, Date.now()));
    patch({ items: [...items(), ...fresh] });
    for (const item of fresh) {
      save(item);
      store.saveFile(item.id, item.video!);
    }
    const { duplicates } = chosen;
    if (duplicates.length > 0) showToast(t('shellUpload.duplicate', { names: duplicates.join('、') }), { kind: 'warning' });
    pump();
  }

  async function cancel(id: string): Promise<void> {
    if (!find(id)) return;
    // spec §8: 'delete this upload task?'; cancelling the question says 'operation cancelled'
    if (!(await askConfirm({ title: t('shellUpload.title'), message: t('upload.deleteTaskConfirm') }))) {
      showToast(t('common.operationCancelled'));
      return;
    }
    drop(id);
    pump();
    settleRound();
  }

  function retry(id: string): void {
    const item = find(id);
    if (item?.status !== UPLOAD_STATUS.failed || !item.video) return;
    update(id, { status: UPLOAD_STATUS.pending, retries: 0, error: undefined }, true);
    pump();
  }

  function clearFinished(): void {
    for (const item of items()) if (isUploaded(item.status)) drop(item.id);
  }

  return { $state, attach, add, cancel, retry, clearFinished, onRound: rounds.listen };
}
