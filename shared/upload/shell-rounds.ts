import type { RoundItem, ShellItem } from './shell-queue-types.ts';
import { isUploaded, UPLOAD_STATUS } from './status.ts';

/**
 * The rounds of the shell-wide queue (`lectern-upload-complete`): a round is the items whose bytes went in since
 * the last one, and it is over when nothing uploads and nothing waits that could (a waiting item without its
 * file cannot). One listener hears it: the one registered with the origin of the last `add`, else the first.
 */

function roundIsOver(items: readonly ShellItem[]): boolean {
  return !items.some((item) => item.status === UPLOAD_STATUS.uploading || (item.status === UPLOAD_STATUS.pending && item.video));
}

/** What a finished round reports: its items whose bytes are in. */
function roundItemsOf(items: readonly ShellItem[], round: ReadonlySet<string>): RoundItem[] {
  return items.flatMap((item) =>
    round.has(item.id) && item.video_id && isUploaded(item.status)
      ? [{ id: item.materialId ?? 0, file_name: item.name, size: item.size, type: item.type, video_id: item.video_id }]
      : [],
  );
}

export function createRounds() {
  const listeners: { listener: (items: RoundItem[]) => void; origin?: string }[] = [];
  /** items whose bytes went in since the last round */
  let round = new Set<string>();
  let lastOrigin: string | undefined;
  return {
    /** the bytes of an item went in */
    add: (id: string) => void round.add(id),
    remove: (id: string) => void round.delete(id),
    /** the queue stopped: what went in so far is no round */
    reset: () => void (round = new Set()),
    /** files came from the uploader of this origin */
    from: (origin: string | undefined) => void (lastOrigin = origin),
    /** ends the round if it is over, and tells its listener */
    settle(items: readonly ShellItem[]): void {
      if (round.size === 0 || !roundIsOver(items)) return;
      const finished = roundItemsOf(items, round);
      round = new Set();
      if (finished.length === 0) return;
      const target = listeners.find((entry) => entry.origin !== undefined && entry.origin === lastOrigin) ?? listeners[0];
      target?.listener(finished);
    },
    listen(listener: (items: RoundItem[]) => void, origin?: string): () => void {
      const entry = { listener, origin };
      listeners.push(entry);
      return () => {
        const index = listeners.indexOf(entry);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
  };
}
