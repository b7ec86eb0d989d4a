import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { ShellUploader } from './uploader.tsx';
import { uploaderMessages } from '@shared/i18n/uploader/messages.ts';
import { uploadsMessages } from '@shared/i18n/uploads/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(uploaderMessages, uploadsMessages);

type Props = ElementWidgetProps & { categoryId?: number };

/**
 * `<lectern-uploader category-id="3">`: the shell-wide uploader of audio and video (spec §4/§5), one queue per
 * page shared with every other uploader on it, kept across reloads. Emits `lectern-upload-complete` once per
 * finished round of the files added here, and `lectern-close` when its panel closes.
 */
export default function UploaderElement({ categoryId, container, emit }: Props) {
  return (
    <SignInGate compact>
      <ShellUploader
        categoryId={categoryId}
        container={container}
        onComplete={(items) => emit('lectern-upload-complete', { items })}
        onClose={() => emit('lectern-close')}
      />
    </SignInGate>
  );
}
