import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { notificationsMessages } from '@shared/i18n/notifications/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(notificationsMessages);

/** `<lectern-notification-bell>`: the unread badge of the page's one unread count; emits `lectern-unread-change`. */
export default function NotificationBellElement({ container, emit }: ElementWidgetProps) {
  return (
    <SignInGate compact>
      <NotificationBell container={container} onUnreadChange={(detail) => emit('lectern-unread-change', detail)} />
    </SignInGate>
  );
}
