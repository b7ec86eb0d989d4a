import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { GuideDialog, useGuideAutoShow } from './guide.tsx';
import { guideMessages } from '@shared/i18n/guide/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(guideMessages);

type Props = ElementWidgetProps & { variant?: string; open?: boolean };

/**
 * `<lectern-guide variant="demo" open>`: the first-use guide (`steps`, the default) or the scenario demo. With
 * `open` it shows now (and removes `open` when it closes); without, it shows itself once, when the account has
 * not seen that guide on any device. Closing records it as seen and emits `lectern-close`. Links open the
 * console in a new tab.
 */
export default function GuideElement({ variant: asked, open = false, container, emit, host }: Props) {
  const variant = asked === 'demo' ? 'demo' : 'steps';
  const [auto, setAuto] = useGuideAutoShow(variant, !open);
  const shown = open || auto;
  const close = () => {
    setAuto(false);
    host.removeAttribute('open');
    emit('lectern-close');
  };
  return (
    <SignInGate dialog={{ open: shown, onClose: close, container }}>
      <GuideDialog variant={variant} open={shown} onClose={close} container={container} />
    </SignInGate>
  );
}
