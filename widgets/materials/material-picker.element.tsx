import { useState } from 'react';
import { fetchPlaySign } from '@shared/materials/client.ts';
import { $config } from '@shared/config.ts';
import { showToast } from '@shared/feedback.ts';
import { toEmbedItems } from '@shared/materials/embed-items.ts';
import { MATERIAL_KINDS } from '@shared/materials/kinds.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { GeneralSelector } from './general-selector/general-selector.tsx';
import { PictureSelector } from './picture-selector/picture-selector.tsx';
import type { TaggedMaterial } from './tagged.ts';
import { materialsMessages } from '@shared/i18n/materials/messages.ts';
import { uploadsMessages } from '@shared/i18n/uploads/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(materialsMessages, uploadsMessages);

type Props = ElementWidgetProps & { kinds?: string[]; multiple?: boolean; max?: number; open?: boolean };

/**
 * `<lectern-material-picker kinds="picture,video" multiple max="9" open>`: the picture selector when only
 * pictures are asked for, the general selector otherwise. Confirming emits `lectern-select` with the items
 * (absolute, signed URLs in `src`), cancelling emits `lectern-cancel`; both close the picker (`open` goes).
 */
export default function MaterialPickerElement({ kinds, multiple = false, max, open = false, container, emit, host }: Props) {
  const [busy, setBusy] = useState(false);
  const offered = (kinds ?? []).filter((kind): kind is MaterialKind => MATERIAL_KINDS.includes(kind as MaterialKind));
  const close = () => {
    host.removeAttribute('open');
    emit('lectern-close');
  };
  const cancel = () => {
    if (busy) return;
    emit('lectern-cancel');
    close();
  };
  const confirm = (items: TaggedMaterial[]) => {
    if (busy) return;
    setBusy(true);
    toEmbedItems(items, { apiBase: $config.get().apiBase, pageUrl: location.href, playSign: fetchPlaySign }).then(
      (embedItems) => {
        setBusy(false);
        emit('lectern-select', { items: embedItems });
        close();
      },
      (error: unknown) => {
        setBusy(false);
        showToast(error instanceof Error ? error.message : String(error), { kind: 'error' });
      },
    );
  };
  const common = { open, multiple, max, onCancel: cancel, onConfirm: confirm, container };
  return (
    <SignInGate dialog={{ open, onClose: cancel, container }}>
      {offered.length === 1 && offered[0] === 'picture' ? (
        <PictureSelector {...common} />
      ) : (
        <GeneralSelector {...common} kinds={offered.length > 0 ? offered : MATERIAL_KINDS} />
      )}
    </SignInGate>
  );
}
