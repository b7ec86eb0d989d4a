/**
 * A chosen material as the rich-text editor's node (rich-text-nodes.ts): a picture, an audio or a video carrying its
 * material id; documents have no place in the text.
 */
import type { JSONContent } from '@tiptap/react';
import { fetchPlaySign } from '@shared/materials/client.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import type { TaggedMaterial } from '@widgets/materials/tagged.ts';

export type MediaKind = Extract<MaterialKind, 'picture' | 'audio' | 'video'>;

/** what the editor can insert, the general selector's tabs in this order */
export const MEDIA_KINDS: readonly MediaKind[] = ['picture', 'audio', 'video'];

const isMediaKind = (kind: MaterialKind): kind is MediaKind => (MEDIA_KINDS as readonly MaterialKind[]).includes(kind);

/** The node of one material; null for a kind the editor cannot show. */
export async function mediaNodeOf(item: TaggedMaterial): Promise<JSONContent | null> {
  const kind = item.source_type;
  if (!isMediaKind(kind)) return null;
  const attrs = { materialId: item.id, src: item.url ?? null };
  if (kind === 'picture') return { type: 'image', attrs: { ...attrs, alt: item.title } };
  // audio and video rows carry no URL of their own: the player's signed one shows the clip while editing
  // (the server stores only the material id)
  if (!attrs.src && item.video_id) attrs.src = await fetchPlaySign(item.video_id).then((sign) => sign.url, () => null);
  return { type: kind, attrs };
}
