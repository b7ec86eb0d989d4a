import { useEffect, useState } from 'react';
import { ERROR_TOAST_MS, showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';

/**
 * Code a widget shows only once the user asks for it (a dialog opened later, the image viewer): its chunk is fetched
 * the first time it is needed, not with the element (DESIGN.md budgets what an element's first use downloads).
 * The returned hook gives the module once it has arrived (at once after that, for every caller); until then
 * undefined. A chunk that cannot load (offline) shows the network error and calls `onFailed`, so the caller can
 * drop what it asked for; asking again loads again.
 */
export function onDemand<M>(load: () => Promise<M>): (needed: boolean, onFailed?: () => void) => M | undefined {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function useOnDemand(needed, onFailed) {
    const [, arrived] = useState(0);
    useEffect(() => {
      if (!needed || loaded) return;
      let live = true;
      fetchOnce().then(
        () => live && arrived((count) => count + 1),
        () => {
          if (!live) return;
          showToast(t('network.error'), { kind: 'error', duration: ERROR_TOAST_MS });
          onFailed?.();
        },
      );
      return () => {
        live = false;
      };
      // onFailed is read when the load fails: a new function each render asks for nothing new
    }, [needed]);
    return loaded;
  };
}
