import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { fetchCategories } from '@shared/materials/upload-client.ts';
import { formatBytes } from '@shared/format/bytes.ts';
import { EXTENSIONS } from '@shared/materials/rules.ts';
import type { MaterialCategory } from '@shared/materials/types.ts';
import { AUDIO_EXTENSIONS, needsFile, type ShellItem } from '@shared/upload/shell-queue.ts';
import { shellQueue } from '@shared/upload/shell-queue-browser.ts';
import { isUploaded, UPLOAD_STATUS } from '@shared/upload/status.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import { ProgressBar } from '@widgets/ui/progress-bar/progress-bar.tsx';
import { Select } from '@widgets/ui/select/select.tsx';
import './uploader-panel.css';
import { categoryLabel } from '@shared/materials/category-label.ts';

/** The picker's hint: the spec's audio extensions and the material screens' video ones (any file is taken). */
const ACCEPT = [...AUDIO_EXTENSIONS, ...EXTENSIONS.video].map((extension) => `.${extension}`).join(',');

/**
 * The shell-wide uploader's panel (uploader.tsx opens it): the category, a drop zone and the page's one queue with
 * title, category, progress, status and cancel of each file.
 */
export function UploaderPanel({ categoryId, origin, container, onClose }: { categoryId?: number; origin: string; container?: Element | DocumentFragment; onClose: () => void }) {
  const t = useStore($t);
  const queue = shellQueue();
  const { items, offline } = useStore(queue.$state);
  const [options, setOptions] = useState<MaterialCategory[]>();
  useEffect(() => {
    let live = true;
    // audio and video share the account's categories; the video list carries them all
    fetchCategories('video').then(
      (found) => live && setOptions(found),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const [chosen, setChosen] = useState(categoryId);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const target = options?.find((category) => category.id === chosen) ?? (chosen === undefined ? options?.[0] : undefined);

  const add = (files: FileList | null | undefined) => {
    const list = Array.from(files ?? []);
    if (list.length > 0) void queue.add(list, target ?? { id: chosen ?? 0, name: '' }, origin);
  };

  return (
    <Dialog
      open
      title={t('shellUpload.title')}
      width={940}
      onClose={onClose}
      container={container}
      className="lc-uploader__panel"
      footer={
        <>
          <Button onClick={() => queue.clearFinished()} disabled={!items.some((item) => isUploaded(item.status))}>{t('shellUpload.clearFinished')}</Button>
          <Button variant="primary" onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      {/* files dropped anywhere on the panel are taken (and never open in the browser's tab) */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer?.files);
        }}
      >
        <Select
          label={t('shellUpload.category')}
          value={target?.id}
          options={(options ?? []).map((category) => ({ value: category.id, label: categoryLabel(category, t) }))}
          onChange={setChosen}
        />
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPT}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={`lc-uploader__drop${dragging ? ' lc-uploader__drop--over' : ''}`}
          onClick={() => input.current?.click()}
        >
          {t('shellUpload.drop')}
        </button>
        {offline && <p className="lc-uploader__offline" role="status">{t('shellUpload.offline')}</p>}
        <ul className="lc-uploader__list" aria-label={t('shellUpload.queueLabel')}>
          {items.map((item) => (
            <li key={item.id} aria-label={item.name}>
              <span title={item.name}>
                {item.title}
                <small>
                  {t(item.type === 'audio' ? 'material.tab.audio' : 'material.tab.video')} · {item.categoryName ? categoryLabel({ name: item.categoryName, system_key: item.categorySystemKey }, t) : '-'} · {formatBytes(item.size)}
                </small>
              </span>
              <ProgressBar value={item.process} label={item.name} status={item.status === UPLOAD_STATUS.failed ? 'error' : isUploaded(item.status) ? 'success' : 'normal'} />
              <span className={`lc-uploader__status lc-uploader__status--${item.status === UPLOAD_STATUS.failed ? 'failed' : isUploaded(item.status) ? 'done' : 'active'}`}>
                {statusText(t, item, offline)}
                {item.error && <small>{item.error}</small>}
              </span>
              <span>
                {needsFile(item) && (
                  <Button variant="text" aria-label={`${t('shellUpload.reselectButton')} ${item.name}`} onClick={() => input.current?.click()}>
                    {t('shellUpload.reselectButton')}
                  </Button>
                )}
                {item.status === UPLOAD_STATUS.failed && item.video && (
                  <Button variant="text" aria-label={`${t('common.retry')} ${item.name}`} onClick={() => queue.retry(item.id)}>
                    {t('common.retry')}
                  </Button>
                )}
                <Button variant="text" aria-label={`${t('shellUpload.delete')} ${item.name}`} onClick={() => void queue.cancel(item.id)}>
                  {t('shellUpload.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

function statusText(t: Translate, item: ShellItem, offline: boolean): string {
  if (item.status === UPLOAD_STATUS.pending && needsFile(item)) return t('shellUpload.reselect');
  if (item.status === UPLOAD_STATUS.pending) return t(offline ? 'shellUpload.paused' : 'upload.status.pending');
  if (item.status === UPLOAD_STATUS.uploading) return t('upload.status.uploading');
  if (item.status === UPLOAD_STATUS.uploaded) return t('shellUpload.uploaded');
  if (item.status === UPLOAD_STATUS.done) return t('upload.status.done');
  return t('upload.status.failed');
}
