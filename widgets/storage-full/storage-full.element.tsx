import { useStore } from '@nanostores/react';
import { $storageFull } from '@shared/feedback.ts';
import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { StorageFullDialog, useStorageFullElement } from './storage-full.tsx';

type Props = ElementWidgetProps & { open?: boolean };

/**
 * `<lectern-storage-full open>`: the storage-full dialog (spec §8), shown when any storage-full answer arrives on
 * the page or when the page sets `open`. Closing removes `open`, resets the page's storage-full state and emits
 * `lectern-close`. Works without a session. Parts: `dialog`, `button`.
 */
export default function StorageFullElement({ open = false, container, emit, host }: Props) {
  const first = useStorageFullElement();
  const full = useStore($storageFull);
  const close = () => {
    if (full && first) $storageFull.set(false);
    host.removeAttribute('open');
    emit('lectern-close');
  };
  return <StorageFullDialog open={open || (first && full)} onClose={close} container={container} />;
}
