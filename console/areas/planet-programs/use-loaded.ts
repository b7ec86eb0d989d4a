import { useCallback, useEffect, useState } from 'react';
import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';

/**
 * What `load` answers, loaded again whenever `key` changes or `reload` is called; a refusal is shown as a toast and
 * keeps what was on screen. `busy` while a load runs.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null, key: string): { value: T | null; busy: boolean; reload: () => void } {
  const [value, setValue] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!load) return;
    let current = true;
    setBusy(true);
    load().then(
      (loaded) => current && setValue(loaded),
      (error: unknown) => current && showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error', duration: 5000 }),
    ).finally(() => current && setBusy(false));
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` says when what it loads changes
  }, [key, round, load === null]);

  return { value, busy, reload };
}

/** Runs a change, toasts success or the server's refusal, and says whether it went through. */
export async function attempt(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
    showToast(success, { kind: 'success' });
    return true;
  } catch (error) {
    showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error', duration: 5000 });
    return false;
  }
}
