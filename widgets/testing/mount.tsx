import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { signInWithPassword } from '@shared/account/session-actions.ts';
import { clearSession } from '@shared/session/session.ts';

const mounted: Root[] = [];

/** Renders into a fresh container in the page; `unmountAll` cleans up after each test. */
export async function mount(node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  // real timers and a real server: tests wait on what the page shows, not on act()
  flushSync(() => root.render(node));
  return container;
}

export async function unmountAll() {
  for (const root of mounted.splice(0)) root.unmount();
  document.body.replaceChildren();
}

/** Signs in as a demo account against the test server, as the console would. */
export async function signIn(phone = '13800000000') {
  clearSession();
  await signInWithPassword(phone, 'lectern-demo');
}
