import { useState } from 'react';
import { Button } from '@widgets/ui/button/button.tsx';
import { confirmThenRun } from './row-actions.tsx';

export type ExportButtonProps = {
  /** makes and downloads the file */
  run: () => Promise<unknown>;
  label: string;
  /** the label while the file is being made; the button is disabled meanwhile, so one click makes one file */
  busyLabel: string;
  /** the toast once the file is saved; a refusal shows its own message */
  done: string;
  className?: string;
};

/** A list's or report's export: one file per click, a busy label while the server makes it, then a toast. */
export function ExportButton({ run, label, busyLabel, done, className }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await confirmThenRun(null, run, done);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="primary" className={className} disabled={busy} onClick={() => void start()}>
      {busy ? busyLabel : label}
    </Button>
  );
}
