import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t, type MessageKey } from '@shared/i18n/i18n.ts';
import type { RoundItem } from '@shared/upload/shell-queue.ts';
import { shellQueue } from '@shared/upload/shell-queue-browser.ts';
import { isUnsent } from '@shared/upload/status.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { onDemand } from '@widgets/ui/on-demand/on-demand.ts';
import './uploader.css';

export type ShellUploaderProps = {
  /** the button's text and accessible name */
  label?: MessageKey;
  /** the category chosen first (default: the first one, the default category) */
  categoryId?: number;
  /** where the panel renders (a custom element's shadow root layer) */
  container?: Element | DocumentFragment;
  /** a round of the queue finished; hears the rounds of files added here (see ShellQueue.onRound) */
  onComplete?: (items: RoundItem[]) => void;
  /** the panel closed */
  onClose?: () => void;
  className?: string;
};

/** The panel, with its select, progress bars and category list, loads when it first opens. */
const usePanel = onDemand(() => import('./uploader-panel.tsx'));

/**
 * The shell-wide uploader (spec §4/§5 "Shell-wide uploader"): a button with the count of files still to go,
 * opening a panel to choose or drop audio and video files into a category, with the page's one queue:
 * title, category, progress, status and cancel of each file. Closing the panel leaves the uploads running.
 */
export function ShellUploader({ label = 'shellUpload.button', categoryId, container, onComplete, onClose, className }: ShellUploaderProps) {
  const t = useStore($t);
  const queue = shellQueue();
  const { items } = useStore(queue.$state);
  const [open, setOpen] = useState(false);
  const origin = useId();
  const completed = useRef(onComplete);
  completed.current = onComplete;
  const listening = Boolean(onComplete);

  useEffect(() => queue.attach(), [queue]);
  useEffect(() => (listening ? queue.onRound((done) => completed.current?.(done), origin) : undefined), [queue, origin, listening]);

  const waiting = items.filter((item) => isUnsent(item.status)).length;
  const panel = usePanel(open, () => setOpen(false));
  return (
    <>
      <Button variant="primary" className={className} onClick={() => setOpen(true)}>
        {t(label)}
        {waiting > 0 && <span className="lc-uploader__badge" aria-hidden="true">{waiting}</span>}
      </Button>
      {open && panel && (
        <panel.UploaderPanel
          categoryId={categoryId}
          origin={origin}
          container={container}
          onClose={() => {
            setOpen(false);
            onClose?.();
          }}
        />
      )}
    </>
  );
}
