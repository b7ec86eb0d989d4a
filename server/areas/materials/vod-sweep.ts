/**
 * The sweep of the video cloud's uploads, by the server's clock: an upload still open when its 24 h
 * are up loses its files and its reservation; rows whose sign has expired go (the sign opens nothing any more).
 * At start, files that no open upload owns go too: left by a crash, or by an older server that kept the sign in
 * the upload's stored metadata; and every open upload is handed to `recover`, which settles one a crash cut
 * short (vod-routes.ts).
 */
import type { VodUploadStore } from './vod-uploads.ts';

/** `stored` lists the uploads with files (data or tus metadata); `forget` removes an upload's files, whichever exist. */
export function createVodSweep(
  store: VodUploadStore,
  stored: () => Promise<string[]>,
  forget: (uploadId: string) => Promise<void>,
  recover: (uploadId: string) => Promise<void> = async () => undefined,
) {
  async function sweepExpired(): Promise<number> {
    const ids = await store.expiredIds();
    for (const id of ids) {
      await forget(id);
      await store.close(id);
    }
    await store.purgeSpent();
    return ids.length;
  }

  return {
    /** The periodic sweep; the number of uploads removed. */
    run: sweepExpired,

    /** Before serving: the periodic sweep, every open upload recovered, then every file of an upload no open row knows. */
    async atStart(): Promise<number> {
      const expired = await sweepExpired();
      for (const id of await store.openIds()) await recover(id);
      const open = await store.openIds();
      const unknown = new Set((await stored()).filter((id) => !open.has(id)));
      for (const id of unknown) await forget(id);
      return expired + unknown.size;
    },
  };
}
