import { useStore } from '@nanostores/react';
import { MessageBox } from '@widgets/ui/message-box/message-box.tsx';
import { Toaster } from '@widgets/ui/toast/toaster.tsx';
import { $storageFullElements, StorageFull } from '@widgets/storage-full/storage-full.tsx';

/**
 * The page's one place for toasts, confirm dialogs and the storage-full dialog of the widgets (the console
 * renders its own). A `<lectern-storage-full>` on the page shows the storage-full dialog instead.
 */
export function FeedbackLayer({ container }: { container: HTMLElement }) {
  const storageFullElements = useStore($storageFullElements);
  return (
    <>
      <Toaster />
      <MessageBox container={container} />
      {storageFullElements.length === 0 && <StorageFull container={container} />}
    </>
  );
}
