import { useStore } from '@nanostores/react';
import { $confirmRequest, answerConfirm } from '@shared/feedback.ts';
import { Dialog } from '../dialog/dialog.tsx';
import { Button } from '../button/button.tsx';

/** Renders the pending confirm request of shared/feedback.ts; Escape or × answers "cancel". */
export function MessageBox({ closeLabel, container }: { closeLabel?: string; container?: Element | DocumentFragment }) {
  const request = useStore($confirmRequest);
  if (!request) return null;
  const cancel = () => answerConfirm(request.id, false);
  return (
    <Dialog
      open
      role="alertdialog"
      title={request.title}
      width={420}
      onClose={cancel}
      closeLabel={closeLabel}
      container={container}
      footer={
        <>
          <Button onClick={cancel}>{request.cancelText}</Button>
          <Button variant={request.danger ? 'danger' : 'primary'} data-autofocus onClick={() => answerConfirm(request.id, true)}>{request.confirmText}</Button>
        </>
      }
    >
      {/* a message may name what it acts on on a second line (text, never HTML) */}
      <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{request.message}</p>
    </Dialog>
  );
}
