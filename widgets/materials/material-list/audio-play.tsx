import { useEffect, useRef, useState } from 'react';
import type { Translate } from '@shared/i18n/i18n.ts';
import { showToast } from '@shared/feedback.ts';
import { fetchPlaySign } from '@shared/materials/client.ts';
import { letGo, playAlone } from '@shared/materials/one-player.ts';
import type { Material } from '@shared/materials/types.ts';

type Status = 'paused' | 'loading' | 'playing';

/**
 * Play/pause of an audio row, in place: a button named with the material ('播放 朗读.wav' / '暂停 朗读.wav') and an
 * <audio> element that gets the material's signed URL on the first play. One material sounds at a time, page-wide.
 */
export function AudioPlay({ material, t }: { material: Material; t: Translate }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<Status>('paused');
  const name = material.file_name;
  const videoId = material.video_id;

  useEffect(() => {
    const media = audio.current;
    return () => {
      if (media) letGo(media);
    };
  }, []);

  const toggle = async () => {
    const media = audio.current;
    if (!media || !videoId || status === 'loading') return;
    if (!media.paused) return media.pause();
    try {
      if (!media.getAttribute('src')) {
        setStatus('loading');
        media.src = (await fetchPlaySign(videoId)).url;
      }
      await playAlone(media);
    } catch {
      setStatus('paused');
      showToast(t('material.loadFailed'), { kind: 'error' });
    }
  };

  const playing = status === 'playing';
  return (
    <>
      <button
        type="button"
        className="lc-audio-play"
        aria-label={t(playing ? 'material.pause' : 'material.play', { name })}
        aria-busy={status === 'loading' || undefined}
        disabled={!videoId}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M5 3v10l8-5z" fill="currentColor" />}
        </svg>
      </button>
      <audio
        ref={audio}
        preload="none"
        aria-label={name}
        onPlaying={() => setStatus('playing')}
        onPause={() => setStatus('paused')}
        onEnded={() => setStatus('paused')}
      />
    </>
  );
}
