import { useCallback, useEffect, useState } from 'react';
import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import type { Page } from '@shared/api/types.ts';


/**
 * One page of a list from the server, reloaded when `fetchPage` changes (its inputs) or on `reload()`; a failure
 * shows the server's message.
 */
export function usePaged<T>(fetchPage: () => Promise<Page<T>>): { found: Page<T> | null; busy: boolean; reload: () => Promise<void> } {
  const [found, setFound] = useState<Page<T> | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setBusy(true);
    try {
      setFound(await fetchPage());
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('common.failed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }, [fetchPage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { found, busy, reload };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : t('common.failed');
}
