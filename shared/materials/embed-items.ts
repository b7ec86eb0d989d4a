import type { Material, MaterialKind, PlaySign } from './types.ts';

/** A picked material as the `lectern-select` event hands it to the host page (docs/embedding.md). */
export type EmbedItem = Material & {
  source_type: MaterialKind;
  /** pictures and documents: `url` made absolute; audio and video: the signed playback URL */
  src?: string;
  /** video: the poster, absolute */
  poster?: string;
};

/** An API-relative URL (`/api/v3/media/file/…`) as one the host page can use on its own origin. */
export function absoluteUrl(url: string | undefined, apiBase: string, pageUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, new URL(apiBase || '/', pageUrl)).href;
  } catch {
    return undefined;
  }
}

/**
 * Picked materials with URLs the host page can put into `<img>`, `<audio>`, `<video>` and `<a>` at once.
 * The URLs are signed and last two hours: a host that keeps the content longer stores `id` and `source_type`.
 */
export async function toEmbedItems(
  items: readonly (Material & { source_type: MaterialKind })[],
  options: { apiBase: string; pageUrl: string; playSign: (videoId: string) => Promise<PlaySign> },
): Promise<EmbedItem[]> {
  const absolute = (url: string | undefined) => absoluteUrl(url, options.apiBase, options.pageUrl);
  return Promise.all(
    items.map(async (item): Promise<EmbedItem> => {
      const media = item.source_type === 'audio' || item.source_type === 'video';
      const url = absolute(item.url);
      const poster = absolute(item.holder);
      if (!media || !item.video_id) return { ...item, ...(url ? { url, src: url } : {}), ...(poster ? { poster } : {}) };
      const sign = await options.playSign(item.video_id);
      const src = absolute(sign.url);
      const signPoster = absolute(sign.holder) ?? poster;
      return { ...item, ...(src ? { src } : {}), ...(signPoster ? { poster: signPoster, holder: signPoster } : {}) };
    }),
  );
}
