import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl, toEmbedItems } from './embed-items.ts';
import type { Material, MaterialKind } from './types.ts';

const base: Omit<Material, 'id' | 'target_type'> = { title: 't', file_name: 'f', file_suffix: 'png', category_id: 0, created_at: 0 };
const item = (id: number, kind: MaterialKind, extra: Partial<Material> = {}) => ({ ...base, id, target_type: kind, source_type: kind, ...extra });

describe('absoluteUrl', () => {
  it('resolves an API-relative URL against the API origin, or the page when the API is same-origin', () => {
    expect(absoluteUrl('/api/v3/media/file/a', 'https://lectern.example', 'https://editor.example/x')).toBe('https://lectern.example/api/v3/media/file/a');
    expect(absoluteUrl('/api/v3/media/file/a', '', 'https://lectern.example/examples/legacy-v1.html')).toBe('https://lectern.example/api/v3/media/file/a');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://lectern.example', 'https://editor.example/')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl(undefined, '', 'https://x.example/')).toBeUndefined();
  });
});

describe('toEmbedItems', () => {
  it('gives pictures and documents an absolute src, and audio and video their signed playback URL', async () => {
    const playSign = vi.fn(async (videoId: string) => ({ url: `/api/v3/media/file/${videoId}`, holder: videoId === 'v1' ? '/p/v1.jpg' : '', token: '', fileId: videoId, appId: '' }));
    const items = await toEmbedItems(
      [
        item(1, 'picture', { url: '/api/v3/media/file/p1' }),
        item(2, 'document', { url: '/api/v3/media/file/d2', file_suffix: 'pdf' }),
        item(3, 'video', { video_id: 'v1', holder: '' }),
        item(4, 'audio', { video_id: 'a1' }),
      ],
      { apiBase: 'http://127.0.0.1:8080', pageUrl: 'http://127.0.0.1:8081/examples/editor.html', playSign },
    );
    expect(items.map((i) => [i.source_type, i.src, i.poster])).toEqual([
      ['picture', 'http://127.0.0.1:8080/api/v3/media/file/p1', undefined],
      ['document', 'http://127.0.0.1:8080/api/v3/media/file/d2', undefined],
      ['video', 'http://127.0.0.1:8080/api/v3/media/file/v1', 'http://127.0.0.1:8080/p/v1.jpg'],
      ['audio', 'http://127.0.0.1:8080/api/v3/media/file/a1', undefined],
    ]);
    expect(playSign).toHaveBeenCalledTimes(2);
  });

  it('fails as a whole when a playback URL cannot be had, so the host never inserts a broken player', async () => {
    const playSign = vi.fn(async () => {
      throw new Error('视频转码中');
    });
    await expect(toEmbedItems([item(3, 'video', { video_id: 'v9' })], { apiBase: '', pageUrl: 'http://x/', playSign })).rejects.toThrow('视频转码中');
  });
});
