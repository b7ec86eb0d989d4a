import { atom, type ReadableAtom } from 'nanostores';
import { flagStorageFull } from '@shared/api/catalogue.ts';
import { askConfirm, ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { announceMaterialsAdded } from '@shared/materials/changes.ts';
import { extensionOf } from '@shared/materials/rules.ts';
import type { VideoStatus } from '@shared/materials/types.ts';
import type { QueuePersistence, StoredRecord } from './persistence.ts';
import { isUploaded, PROCESSING_STATUS, UPLOAD_STATUS, type UploadStatus } from './status.ts';
import { titleOf } from './resumable.ts';

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
 * Beyond the spec (issue 5): the items live in `persistence` (IndexedDB), so the queue comes back after a
 * reload or a closed tab and goes on through tus from the server's offset, with the File kept where the
 * browser allows or asked for again (matched by name and size); and it pauses while the browser is offline,
 * aborting the running requests without spending retries, and goes on when the network is back.
 */

export type MediaType = 'audio' | 'video';
/** UPLOAD_STATUS (status.ts): the one vocabulary of the material dialog and the shell-wide uploader */
export type ShellStatus = UploadStatus;

export type ShellItem = {
  id: string;
  /** the file name */
  name: string;
  /** bytes */
  size: number;
  /** percent of the bytes sent */
  process: number;
  status: ShellStatus;
  /**
   * The file to send. Gone once its bytes are in, and after a reload when the browser could not keep it: a
   * waiting or failed item without it asks for the file again.
   */
  video?: File;
  type: MediaType;
  /** the material's title: the file name without its extension */
  title: string;
  video_id?: string;
  categoryId: number;
  /** shown beside the title */
  categoryName: string;
  /** the material made of it, once its bytes are in */
  materialId?: number;
  /** why it failed */
  error?: string;
  /** retries spent (spec §9: at most 2) */
  retries: number;
  addedAt: number;
};

export type StoredShellItem = Omit<ShellItem, 'video'>;

export type ShellQueueState = {
  items: readonly ShellItem[];
  /** the browser is offline: nothing uploads until it is back */
  offline: boolean;
};

/** What a finished round reports (`lectern-upload-complete`). */
export type RoundItem = { id: number; file_name: string; size: number; type: MediaType; video_id: string };

export type ShellJob = {
  type: MediaType;
  file: File;
  categoryId: number;
  /** the user removed the item: the upload is dropped, on the server too */
  signal: AbortSignal;
  /** offline or a restart: stop sending, keep the server's copy to resume */
  pause: AbortSignal;
  /** percent of the bytes sent, not clamped */
  onProgress(percent: number): void;
};

export interface ShellTransport {
  /** resolves the video_id once every byte is in */
  send(job: ShellJob): Promise<{ video_id: string }>;
  videoStatus(videoId: string): Promise<VideoStatus>;
}

export type ShellQueueDeps = {
  transport: ShellTransport;
  persistence: QueuePersistence<StoredShellItem>;
  /** the signed-in account (0: a session whose user is not known); undefined: signed out */
  account: { current(): number | undefined; watch(listener: () => void): () => void };
  /** activity_upload_switch of the account (spec §5) */
  uploadSwitch(userId: number): Promise<string | undefined>;
  network: { online(): boolean; watch(listener: (online: boolean) => void): () => void };
  pollMs?: number;
};

export type ShellQueue = {
  $state: ReadableAtom<ShellQueueState>;
  /** a view of the queue mounted: the first one restores the queue and starts it; the returned call detaches */
  attach(): () => void;
  /** queues the files into a category; `origin` names the uploader they came from (see onRound) */
  add(files: readonly File[], category: { id: number; name: string }, origin?: string): Promise<void>;
  /** asks 'delete this upload task?', then removes the item and aborts its upload */
  cancel(id: string): Promise<void>;
  /** a failed item that still has its file goes back to waiting, with its retries restored */
  retry(id: string): void;
  /** removes the items whose bytes are in */
  clearFinished(): void;
  /**
   * The queue finished a round (nothing waits or uploads, and files went in since the last round): one
   * listener hears it, the one registered with the origin of the last `add`, else the first one.
   */
  onRound(listener: (items: RoundItem[]) => void, origin?: string): () => void;
};

/** spec §9 */
export const SHELL_CONCURRENCY = 2;
export const SHELL_MAX_RETRIES = 2;
export const VIDEO_STATUS_POLL_MS = 120_000;
/** ours: a retry waits 1 s after the first failure, 2 s after the second (a line that just came back, a server restarting) */
export const SHELL_RETRY_DELAY_MS = 1000;
/** spec §5: these count as audio, every other file as video */
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'm4a', 'wav', 'aac', 'wma'];

export function mediaTypeOf(fileName: string): MediaType {
  return AUDIO_EXTENSIONS.includes(extensionOf(fileName)) ? 'audio' : 'video';
}

/** An item that can go on only with its file chosen again. */
export function needsFile(item: ShellItem): boolean {
  return !item.video && (item.status === UPLOAD_STATUS.pending || item.status === UPLOAD_STATUS.failed);
}

const noop = () => undefined;

export function createShellQueue(deps: ShellQueueDeps): ShellQueue {
  const pollMs = deps.pollMs ?? VIDEO_STATUS_POLL_MS;
  const $state = atom<ShellQueueState>({ items: [], offline: false });
  const running = new Map<string, { cancel: AbortController; pause: AbortController }>();
  const polls = new Map<string, ReturnType<typeof setTimeout>>();
  /** items waiting out the pause before a retry */
  const delays = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners: { listener: (items: RoundItem[]) => void; origin?: string }[] = [];
  /** items whose bytes went in since the last round */
  let round = new Set<string>();
  let lastOrigin: string | undefined;
  let views = 0;
  let unwatch = noop;
  /** whose queue is shown; undefined while signed out or detached */
  let owner: number | undefined;
  /** bumped when the queue stops (detached, another account): late answers of the old one are dropped */
  let generation = 0;
  /** writes go one after another, so that a later state never lands before an earlier one */
  let writes: Promise<unknown> = Promise.resolve();
  let serial = 0;

  const items = () => $state.get().items;
  const find = (id: string) => items().find((item) => item.id === id);
  const patch = (next: Partial<ShellQueueState>) => $state.set({ ...$state.get(), ...next });
  const write = (work: () => Promise<unknown>) => (writes = writes.then(work).catch(noop));

  function save(item: ShellItem): void {
    if (owner === undefined) return;
    const { video: _file, ...data } = item;
    const record: StoredRecord<StoredShellItem> = { ...data, owner };
    write(() => deps.persistence.save(record));
  }

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
    for (const timer of [...polls.values(), ...delays.values()]) clearTimeout(timer);
    polls.clear();
    delays.clear();
    round = new Set();
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
      await writes;
      records = await deps.persistence.load(account);
    } catch {
      records = []; // storage refused: the queue starts empty
    }
    if (mine !== generation) return;
    const restored = records
      .map(({ item: { owner: _owner, ...item }, file }): ShellItem => ({
        ...item,
        status: item.status === UPLOAD_STATUS.uploading ? UPLOAD_STATUS.pending : item.status,
        video: isUploaded(item.status) ? undefined : file,
      }))
      .sort((a, b) => a.addedAt - b.addedAt);
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
      write(() => deps.persistence.deleteFile(item.id));
      round.add(item.id);
      announceMaterialsAdded(item.type);
      processed(item.id, status);
    } catch (error) {
      if (stale()) return;
      if (!restart && (control.pause.signal.aborted || !deps.network.online())) {
        update(item.id, { status: UPLOAD_STATUS.pending }, true); // offline: the same file goes on later, no retry spent
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (!restart && flagStorageFull(message)) {
        storageFull(item.id, message);
        return;
      }
      const { retries } = find(item.id)!;
      if (retries < SHELL_MAX_RETRIES) {
        update(item.id, { status: UPLOAD_STATUS.pending, retries: retries + 1, ...(restart ? { process: 0 } : {}) }, true);
        const id = item.id;
        delays.set(
          id,
          setTimeout(() => {
            delays.delete(id);
            pump();
          }, SHELL_RETRY_DELAY_MS * (retries + 1)),
        );
      } else {
        update(item.id, { status: UPLOAD_STATUS.failed, error: restart ? t('upload.signFailed') : message }, true);
      }
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

  /** What the server says of an uploaded item's processing: processed (done), failed, else ask again later. */
  function processed(id: string, status: VideoStatus | undefined): void {
    const item = find(id);
    if (!item) return;
    if (status?.status === PROCESSING_STATUS.processed) {
      update(id, { status: UPLOAD_STATUS.done, materialId: status.material_id ?? item.materialId }, true);
      announceMaterialsAdded(item.type);
    } else if (status?.status === PROCESSING_STATUS.failed) {
      update(id, { status: UPLOAD_STATUS.failed, error: status.message || t('upload.processFailed') }, true);
    } else {
      poll(id);
    }
  }

  /** spec §4: the status is asked every 120 s until it says processed (2); not while offline. */
  function poll(id: string, delay = pollMs): void {
    clearTimeout(polls.get(id));
    const mine = generation;
    const timer = setTimeout(async () => {
      polls.delete(id);
      const videoId = find(id)?.video_id;
      if (!videoId) return;
      if ($state.get().offline) return poll(id);
      const status = await statusOf(videoId);
      if (mine === generation) processed(id, status);
    }, delay);
    polls.set(id, timer);
  }

  /** spec §4/§8: storage full (its dialog opened by flagStorageFull) stops the upload and clears the selection. */
  function storageFull(id: string, message: string): void {
    update(id, { status: UPLOAD_STATUS.failed, error: message }, true);
    for (const item of items()) if (item.status === UPLOAD_STATUS.pending) drop(item.id);
  }

  function drop(id: string): void {
    running.get(id)?.cancel.abort();
    running.delete(id);
    clearTimeout(polls.get(id));
    clearTimeout(delays.get(id));
    polls.delete(id);
    delays.delete(id);
    round.delete(id);
    patch({ items: items().filter((item) => item.id !== id) });
    write(() => deps.persistence.delete(id));
  }

  function settleRound(): void {
    if (round.size === 0 || items().some((item) => item.status === UPLOAD_STATUS.uploading || (item.status === UPLOAD_STATUS.pending && item.video))) return;
    const finished = items().flatMap((item) =>
      round.has(item.id) && item.video_id && isUploaded(item.status)
        ? [{ id: item.materialId ?? 0, file_name: item.name, size: item.size, type: item.type, video_id: item.video_id }]
        : [],
    );
    round = new Set();
    if (finished.length === 0) return;
    const target = listeners.find((entry) => entry.origin !== undefined && entry.origin === lastOrigin) ?? listeners[0];
    target?.listener(finished);
  }

  async function uploadRefused(account: number): Promise<boolean> {
    if (account <= 0) return false;
    try {
      return String(await deps.uploadSwitch(account)) === '0';
    } catch {
      return false; // the server still checks what it must
    }
  }

  async function add(files: readonly File[], category: { id: number; name: string }, origin?: string): Promise<void> {
    const account = owner;
    if (account === undefined || files.length === 0) return;
    // spec §5/§8: activity_upload_switch 0 refuses with the quota message
    if (await uploadRefused(account)) {
      showToast(t('upload.quotaExhausted'), { kind: 'error', duration: ERROR_TOAST_MS });
      return;
    }
    if (account !== owner) return;
    lastOrigin = origin;
    const fresh: ShellItem[] = [];
    const duplicates: string[] = [];
    for (const file of files) {
      // the file an item restored without its file asks for: the same name and size
      const asked = items().find((item) => needsFile(item) && item.name === file.name && item.size === file.size);
      if (asked) {
        update(asked.id, { video: file, status: UPLOAD_STATUS.pending, retries: 0, error: undefined }, true);
        write(() => deps.persistence.saveFile(asked.id, file));
        continue;
      }
      // spec §4/§5: duplicates by file name are skipped
      if ([...items(), ...fresh].some((item) => item.name === file.name)) {
        duplicates.push(file.name);
        continue;
      }
      fresh.push({
        id: `${Date.now().toString(36)}-${(serial++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        name: file.name,
        size: file.size,
        process: 0,
        status: UPLOAD_STATUS.pending,
        video: file,
        type: mediaTypeOf(file.name),
        title: titleOf(file.name),
        categoryId: category.id,
        categoryName: category.name,
        retries: 0,
        addedAt: Date.now(),
      });
    }
    patch({ items: [...items(), ...fresh] });
    for (const item of fresh) {
      save(item);
      write(() => deps.persistence.saveFile(item.id, item.video!));
    }
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

  function onRound(listener: (items: RoundItem[]) => void, origin?: string): () => void {
    const entry = { listener, origin };
    listeners.push(entry);
    return () => {
      const index = listeners.indexOf(entry);
      if (index >= 0) listeners.splice(index, 1);
    };
  }

  return { $state, attach, add, cancel, retry, clearFinished, onRound };
}
