import type { LecternGlobal } from './lectern-global.ts';
import type { ElementEventName } from './catalog.ts';

export type MountedWidget = {
  update(props: Record<string, unknown>): void;
  unmount(): void;
};

/** The widget code's side of the loader: what the runtime chunk exports. */
export type WidgetRuntime = {
  /** follows `window.Lectern.configure()` from now on */
  connect(lectern: Pick<LecternGlobal, 'connect'>): void;
  mountWidget(root: ShadowRoot, widget: unknown, props: Record<string, unknown>): MountedWidget;
};

/** What each element's React component receives besides its parsed attributes. */
export type ElementWidgetProps = {
  /** where dialogs and overlays render: a layer inside the element's shadow root */
  container: HTMLElement;
  /** dispatches a bubbling, composed CustomEvent from the element */
  emit(name: ElementEventName, detail?: unknown): void;
  /** the custom element itself */
  host: HTMLElement;
};
