import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { fetchPlaySign } from '@shared/materials/client.ts';
import type { Material, PlaySign } from '@shared/materials/types.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import './video-preview.css';

export type VideoPreviewProps = {
  /** the video to play; null closes the dialog */
  video: Material | null;
  onClose: () => void;
  container?: Element | DocumentFragment;
};

type Load = { state: 'loading' } | { state: 'ready'; sign: PlaySign } | { state: 'error' };

/** spec §2 Dialogs: video preview, 800 px, a player (800×450, spec §9) with the poster and a close icon. */
export function VideoPreview({ video, onClose, container }: VideoPreviewProps) {
  const t = useStore($t);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const videoId = video?.video_id;

  useEffect(() => {
    if (!videoId) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchPlaySign(videoId).then(
      (sign) => live && setLoad({ state: 'ready', sign }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [videoId, attempt]);

  return (
    <Dialog
      open={video !== null}
      title={t('material.videoPreview')}
      width={800}
      onClose={onClose}
      container={container}
      className="lc-video-preview"
    >
      <div className="lc-video-preview__stage">
        {load.state === 'ready' ? (
          <video
            className="lc-video-preview__player"
            controls
            autoPlay
            width={800}
            height={450}
            poster={load.sign.holder || video?.holder || undefined}
            src={load.sign.url}
            aria-label={video?.file_name}
          />
        ) : load.state === 'error' ? (
          <div className="lc-video-preview__message" role="alert">
            <span>{t('material.loadFailed')}</span>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>
          </div>
        ) : (
          <div className="lc-video-preview__message" role="status">{t('common.loading')}</div>
        )}
      </div>
    </Dialog>
  );
}
