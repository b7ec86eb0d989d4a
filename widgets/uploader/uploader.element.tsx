import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '../../shared/i18n/i18n.ts';
import { MATERIAL_KINDS, type MaterialKind } from '../../shared/materials/types.ts';
import { Button } from '../ui/button/button.tsx';
import { UploadDialog } from '../materials/upload-dialog/upload-dialog.tsx';
import type { ElementWidgetProps } from '../elements/runtime-types.ts';
import { SignInGate } from '../elements/sign-in-gate.tsx';

type Props = ElementWidgetProps & { kind?: string; categoryId?: number };

/**
 * `<lectern-uploader kind="audio" category-id="3">`: a button that opens the upload dialog of that kind
 * (spec §2/§4/§5 rules: extensions, sizes, quota, resumable audio and video). When the queue finishes it
 * emits `lectern-upload-complete` with the stored materials.
 */
export default function UploaderElement({ kind, categoryId, container, emit }: Props) {
  const t = useStore($t);
  const [open, setOpen] = useState(false);
  const uploadKind = MATERIAL_KINDS.includes(kind as MaterialKind) ? (kind as MaterialKind) : 'picture';
  return (
    <SignInGate compact>
      <Button variant="primary" part="button" onClick={() => setOpen(true)}>{t('embed.uploadButton')}</Button>
      <UploadDialog
        kind={uploadKind}
        categoryId={categoryId ?? 0}
        open={open}
        onClose={() => {
          setOpen(false);
          emit('lectern-close');
        }}
        onUploaded={(items) => emit('lectern-upload-complete', { kind: uploadKind, items })}
        container={container}
      />
    </SignInGate>
  );
}
