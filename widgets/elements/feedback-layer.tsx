import { useStore } from '@nanostores/react';
import { $t } from '../../shared/i18n/i18n.ts';
import { MessageBox } from '../ui/message-box/message-box.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import { $storageFullElements, StorageFull } from '../storage-full/storage-full.tsx';

/**
 * The page's one place for toasts, confirm dialogs and the storage-full dialog of the widgets (the console
 * renders its own). A `<lectern-storage-full>` on the page shows the storage-full dialog instead.
 */
export function FeedbackLayer({ container }: { container: HTMLElement }) {
  const t = useStore($t);
  const storageFullElements = useStore($storageFullElements);
  return (
    <>
      <Toaster />
      <MessageBox closeLabel={t('common.close')} container={container} />
      {storageFullElements.length === 0 && <StorageFull container={container} />}
    </>
  );
}
