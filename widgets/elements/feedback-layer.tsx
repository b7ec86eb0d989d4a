import { useStore } from '@nanostores/react';
import { $t } from '../../shared/i18n/i18n.ts';
import { MessageBox } from '../ui/message-box/message-box.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';

/** The page's one place for toasts and confirm dialogs of the widgets (the console renders its own). */
export function FeedbackLayer({ container }: { container: HTMLElement }) {
  const t = useStore($t);
  return (
    <>
      <Toaster />
      <MessageBox closeLabel={t('common.close')} container={container} />
    </>
  );
}
