import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from '@shared/config.ts';
import { $hostToken } from '@shared/session/session.ts';
import type { LecternGlobal } from './lectern-global.ts';
import type { ElementEventName } from './catalog.ts';
import type { ElementWidgetProps, MountedWidget } from './runtime-types.ts';
import { FeedbackLayer } from './feedback-layer.tsx';
import { adoptStyles } from './style-registry.ts';
import '@widgets/ui/tokens.css';
import './host.css';

/**
 * The widget code's side of the custom elements, loaded with the first element a page uses. One copy
 * per page: every element's widget shares its stores (session, unread count, upload queue).
 */

let connected = false;

/** Applies `window.Lectern.configure()` now and on every later call. */
export function connect(lectern: Pick<LecternGlobal, 'connect'>): void {
  if (connected) return;
  connected = true;
  lectern.connect((options) => {
    const apiBase = (options.apiBase ?? '').replace(/\/+$/, '');
    configure({
      apiBase,
      app: options.app,
      appid: options.appid,
      locale: options.locale,
      loginUrl: options.loginUrl ?? `${apiBase}/login`,
    });
    $hostToken.set(options.token || undefined);
  });
  mountFeedbackLayer();
}

function layerElements(root: ShadowRoot): { content: HTMLDivElement; layer: HTMLDivElement } {
  const content = document.createElement('div');
  content.className = 'lc-element-root';
  content.setAttribute('part', 'root');
  // dialogs, menus and the image viewer render here: inside the shadow root, so the widget's styles apply
  const layer = document.createElement('div');
  layer.className = 'lc-element-layer';
  root.append(content, layer);
  return { content, layer };
}

let feedbackMounted = false;

function mountFeedbackLayer(): void {
  if (feedbackMounted) return;
  feedbackMounted = true;
  const host = document.createElement('div');
  host.dataset.lecternFeedback = '';
  // a confirm asked from a widget's dialog covers that dialog, whichever element the page added last
  host.style.setProperty('--lc-dialog-z', '99994');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  const { content, layer } = layerElements(root);
  createRoot(content).render(createElement(FeedbackLayer, { container: layer }));
}

export function mountWidget(root: ShadowRoot, widget: unknown, props: Record<string, unknown>): MountedWidget {
  const Widget = widget as ComponentType<Record<string, unknown> & ElementWidgetProps>;
  const host = root.host as HTMLElement;
  const releaseStyles = adoptStyles(root);
  const { content, layer } = layerElements(root);
  const emit = (name: ElementEventName, detail?: unknown) => {
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };
  const reactRoot = createRoot(content);
  const render = (next: Record<string, unknown>) =>
    reactRoot.render(createElement(Widget, { ...next, container: layer, emit, host }));
  render(props);
  return {
    update: render,
    unmount() {
      reactRoot.unmount();
      content.remove();
      layer.remove();
      releaseStyles();
    },
  };
}
