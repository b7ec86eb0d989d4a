import { MATERIAL_KINDS, type MaterialKind } from '@shared/materials/types.ts';
import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { MaterialLibrary } from './material-library.tsx';
import { materialsMessages } from '@shared/i18n/materials/messages.ts';
import { uploadsMessages } from '@shared/i18n/uploads/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(materialsMessages, uploadsMessages);

type Props = ElementWidgetProps & { kind?: string };

/** `<lectern-material-library kind="video">`: the whole library; `kind` picks the tab shown first. */
export default function MaterialLibraryElement({ kind, container }: Props) {
  const initialKind = MATERIAL_KINDS.includes(kind as MaterialKind) ? (kind as MaterialKind) : 'picture';
  // a new kind from the page is a new starting point: remount on the tab it names
  return (
    <SignInGate>
      <MaterialLibrary key={initialKind} initialKind={initialKind} container={container} />
    </SignInGate>
  );
}
