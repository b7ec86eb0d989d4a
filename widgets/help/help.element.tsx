import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { HelpButton } from './help.tsx';
import { helpMessages } from '@shared/i18n/help/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(helpMessages);

/**
 * `<lectern-help>` (optionally `open`): the floating help button at the bottom right of the page. The button shows
 * with or without a session; the panel shows the sign-in prompt until there is one. The element's `open` follows
 * the panel; closing it removes `open` and emits `lectern-close`.
 */
export default function HelpElement({ open = false, emit, host }: ElementWidgetProps & { open?: boolean }) {
  return (
    <HelpButton
      open={open}
      onOpenChange={(next) => {
        if (next) return host.setAttribute('open', '');
        host.removeAttribute('open');
        emit('lectern-close');
      }}
      gate={(content) => <SignInGate>{content}</SignInGate>}
    />
  );
}
