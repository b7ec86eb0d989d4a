import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import { acceptAttribute, EXTENSIONS } from '@shared/materials/rules.ts';
import { announceMaterialsAdded } from '@shared/materials/changes.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import { createMaterialUpload, statusLabelKey, type MaterialUpload, type UploadItem } from '@shared/upload/material-upload.ts';
import { isUploaded, UPLOAD_STATUS } from '@shared/upload/status.ts';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { Button } from '@widgets/ui/button/button.tsx';
import { ProgressBar } from '@widgets/ui/progress-bar/progress-bar.tsx';
import { useOwnedStore } from '../use-owned-store.ts';
import './upload-dialog.css';

export type UploadedMaterial = { id: number; file_name: string; size: number };

export type UploadDialogProps = {
  kind: MaterialKind;
  /** 0: the server files the upload under its default category */
  categoryId: number;
  open: boolean;
  /** the dialog agreed to close (never while uploading) */
  onClose: () => void;
  /** the queue finished: the list reloads; `uploaded` are the files stored as materials */
  onUploaded: (uploaded: UploadedMaterial[]) => void;
  /** audio and video, after finish: 批量创建课程 with the ids of the materials made */
  onBatchCreate?: (materialIds: number[]) => void;
  container?: Element | DocumentFragment;
};

/**
 * spec §2 upload dialog and §4 its states: show (pick, add more, upload) → uploading (closing refused) →
 * finish (close). Modal, not closed by a backdrop click; 840 px for pictures and documents, 940 px for audio and video.
 */
export function UploadDialog(props: UploadDialogProps) {
  return props.open ? <OpenUploadDialog {...props} /> : null;
}

/** Owns the upload queue while the dialog is open; closing it (allowed only when nothing uploads) drops the queue. */
function OpenUploadDialog(props: UploadDialogProps) {
  const { kind, categoryId } = props;
  const upload = useOwnedStore(() => createMaterialUpload(kind, { categoryId }), [kind, categoryId]);
  return upload ? <UploadDialogView {...props} upload={upload} /> : null;
}

function UploadDialogView({ kind, upload, onClose, onUploaded, onBatchCreate, container }: UploadDialogProps & { upload: MaterialUpload }) {
  const t = useStore($t);
  const state = useStore(upload.$state);
  const input = useRef<HTMLInputElement>(null);
  const media = kind === 'audio' || kind === 'video';
  const uploadedIds = state.items.flatMap((item) => (item.materialId !== undefined && isUploaded(item.status) ? [item.materialId] : []));

  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  useEffect(() => {
    if (state.phase !== 'finish') return;
    announceMaterialsAdded(kind);
    onUploadedRef.current(
      upload.$state.get().items.flatMap((item) =>
        item.materialId !== undefined && isUploaded(item.status) ? [{ id: item.materialId, file_name: item.name, size: item.size }] : [],
      ),
    );
  }, [state.phase, upload, kind]);

  // The start button turns busy (disabled) and then makes way for 关闭, which drops the focus out of the
  // dialog, and with it Escape and the focus trap: keep it inside, on 关闭 once there is one.
  const body = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const panel = body.current?.closest<HTMLElement>('.lc-dialog');
    if (!panel) return;
    const active = (panel.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && panel.contains(active) && !active.matches(':disabled')) return;
    (panel.querySelector<HTMLElement>('[data-finish-close]') ?? panel).focus();
  }, [state.phase]);

  // spec §5: closing while uploading is refused (the store shows '正在上传中，请稍后关闭')
  const close = () => {
    if (upload.requestClose()) onClose();
  };

  const footer = (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(kind)}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) upload.add(files);
        }}
      />
      {state.phase === 'finish' ? (
        <>
          {media && state.canBatchCreate && onBatchCreate && (
            <Button onClick={() => onBatchCreate(uploadedIds)} disabled={uploadedIds.length === 0}>{t('material.batchCreateCourse')}</Button>
          )}
          <Button variant="primary" data-finish-close="" onClick={close}>{t('upload.close')}</Button>
        </>
      ) : (
        <>
          <Button onClick={() => input.current?.click()} disabled={state.phase === 'uploading'}>
            {state.items.length === 0 ? t('upload.chooseFiles') : t('upload.addMore')}
          </Button>
          <Button
            variant="primary"
            loading={state.phase === 'uploading'}
            disabled={!state.items.some((item) => item.status === UPLOAD_STATUS.pending)}
            onClick={() => void upload.start()}
          >
            {t('upload.start')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <>
      <Dialog
        open
        title={t(`upload.title.${kind}`)}
        width={media ? 940 : 840}
        closeOnBackdrop={false}
        closeOnEscape
        onClose={close}
        container={container}
        footer={footer}
        className="lc-upload-dialog"
      >
        <p ref={body} className="lc-upload-dialog__hint">{t('upload.acceptHint', { types: EXTENSIONS[kind].map((ext) => `.${ext}`).join(' ') })}</p>
        {state.items.length === 0 ? (
          <button type="button" className="lc-upload-dialog__drop" onClick={() => input.current?.click()}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 15v4h16v-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            {t('upload.chooseFiles')}
          </button>
        ) : (
          <table className="lc-upload-dialog__table">
            <thead>
              <tr>
                <th scope="col">{t('upload.column.name')}</th>
                <th scope="col">{t('upload.column.size')}</th>
                <th scope="col">{t('upload.column.status')}</th>
                <th scope="col">{t('upload.column.progress')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((item) => (
                <tr key={item.id}>
                  <td className="lc-upload-dialog__name" title={item.name}>{item.name}</td>
                  <td>{formatBytes(item.size)}</td>
                  <td>
                    <span className={`lc-upload-dialog__status lc-upload-dialog__status--${statusTone(kind, item)}`}>
                      {t(statusLabelKey(kind, item.status))}
                    </span>
                    {item.error && <span className="lc-upload-dialog__error">{item.error}</span>}
                  </td>
                  <td>
                    <ProgressBar value={item.process} label={item.name} status={item.status === UPLOAD_STATUS.failed ? 'error' : item.process >= 100 ? 'success' : 'normal'} />
                  </td>
                  <td>
                    <Button
                      variant="text"
                      aria-label={`${t('upload.remove')} ${item.name}`}
                      onClick={() => upload.remove(item.id)}
                    >
                      {t('upload.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
      <Dialog
        open={state.notice}
        role="alertdialog"
        title={t(`upload.title.${kind}`)}
        width={420}
        onClose={() => upload.acknowledgeNotice()}
        showClose={false}
        container={container}
        footer={<Button variant="primary" onClick={() => upload.acknowledgeNotice()}>{t('upload.gotIt')}</Button>}
      >
        <p className="lc-upload-dialog__notice">{t('upload.videoNotice')}</p>
      </Dialog>
    </>
  );
}

/** The colour of an item's status word (spec §4: an uploaded video is still transcoding, uploaded audio is done). */
function statusTone(kind: MaterialKind, item: UploadItem): 'pending' | 'active' | 'done' | 'failed' {
  if (item.status === UPLOAD_STATUS.failed) return 'failed';
  if (item.status === UPLOAD_STATUS.pending) return 'pending';
  if (item.status === UPLOAD_STATUS.uploading || (item.status === UPLOAD_STATUS.uploaded && kind === 'video')) return 'active';
  return 'done';
}
