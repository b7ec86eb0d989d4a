import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { $config } from '@shared/config.ts';
import { $storageFull } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Dialog } from '@widgets/ui/dialog/dialog.tsx';
import '@widgets/ui/button/button.css';
import './storage-full.css';

type DialogProps = { open: boolean; onClose: () => void; container?: Element | DocumentFragment };

/** On a host page a relative address of the assistant belongs to the Lectern origin (apiBase), not the page's. */
function lecternUrl(url: string, apiBase: string): string {
  try {
    return new URL(url, new URL(apiBase || '/', location.href)).href;
  } catch {
    return url;
  }
}

/**
 * spec §8 storage-full dialog (§1: asking the user to contact support to upgrade): the server's message, how
 * to go on (senior lecturers have no quota), a link to the assistant site and a close button.
 * Parts: `dialog`, `button`.
 */
export function StorageFullDialog({ open, onClose, container }: DialogProps) {
  const t = useStore($t);
  const { assistantUrl, apiBase } = useStore($config);
  const contact = lecternUrl(assistantUrl, apiBase);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('storage.fullTitle')}
      width={420}
      onClose={onClose}
      container={container}
      className="lc-storage-full"
      footer={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <a
            className="lc-button lc-button--primary lc-storage-full__contact"
            part="button"
            href={contact}
            target="_blank"
            rel="noopener"
            data-autofocus
          >
            {t('storageFull.contact')}
          </a>
        </>
      }
    >
      <p className="lc-storage-full__message">{t('storage.full')}</p>
      <p className="lc-storage-full__hint">{t('storage.contactSupport')}</p>
      <p className="lc-storage-full__hint">{t('storageFull.seniorHint')}</p>
    </Dialog>
  );
}

/**
 * The mounted `<lectern-storage-full>` elements, in mounting order. The first shows the page's storage-full
 * dialog; while there is one, the widgets' feedback layer leaves it to them, so the dialog never shows twice.
 */
export const $storageFullElements = atom<readonly object[]>([]);

/** Registers the calling element; answers whether it is the one that shows `$storageFull`. */
export function useStorageFullElement(): boolean {
  const [id] = useState(() => ({}));
  const elements = useStore($storageFullElements);
  useEffect(() => {
    $storageFullElements.set([...$storageFullElements.get(), id]);
    return () => $storageFullElements.set($storageFullElements.get().filter((other) => other !== id));
  }, [id]);
  return elements[0] === id;
}

/** The page's storage-full dialog: open while `$storageFull` is set (by any storage-full answer); closing resets it. */
export function StorageFull({ container }: { container?: Element | DocumentFragment }) {
  const full = useStore($storageFull);
  return <StorageFullDialog open={full} onClose={() => $storageFull.set(false)} container={container} />;
}
