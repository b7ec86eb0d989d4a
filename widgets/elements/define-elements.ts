import r2wc from '@r2wc/core';
import { attributeName, attributeText, ELEMENTS, parseAttribute, type ElementName, type WidgetName } from './catalog.ts';
import { createLecternGlobal, type LecternGlobal } from './lectern-global.ts';
import type { WidgetRuntime } from './runtime-types.ts';

type WidgetModule = { default: unknown };

export type ElementLoaders = {
  version: string;
  runtime: () => Promise<WidgetRuntime>;
  widgets: Record<WidgetName, () => Promise<WidgetModule>>;
};

type Mounted = { props: Record<string, unknown>; handle?: { update(props: Record<string, unknown>): void; unmount(): void }; gone: boolean };

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
};

/**
 * Defines every element of the catalogue at once. Each element's widget code loads on first connection;
 * removing an element unmounts its widget (no timers, listeners or polling left behind).
 *
 * A second copy of the bundle on the same page (loaded twice by mistake) reuses the first: it warns and
 * defines nothing, so one session, one unread count and one upload queue serve the page.
 */
export function defineLecternElements(loaders: ElementLoaders): LecternGlobal {
  const existing = window.Lectern;
  if (existing) {
    console.warn(`Lectern widgets: the bundle was loaded twice on this page; using the copy already loaded (${existing.version}).`);
    return existing;
  }
  let runtime: Promise<WidgetRuntime> | undefined;
  const loadRuntime = () => {
    runtime ??= loaders.runtime().then((loaded) => {
      loaded.connect(lectern);
      return loaded;
    });
    return runtime;
  };
  const lectern = createLecternGlobal(loaders.version, loadRuntime);
  window.Lectern = lectern;

  for (const [tag, descriptor] of Object.entries(ELEMENTS) as [ElementName, (typeof ELEMENTS)[ElementName]][]) {
    if (customElements.get(tag)) continue;
    const types: Record<string, string> = descriptor.attributes;
    const parse = (raw: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(types).map(([prop, type]) => [prop, parseAttribute(type as never, raw[prop])]));

    const renderer = {
      mount(container: HTMLElement, _component: unknown, props: Record<string, unknown>): Mounted {
        const mounted: Mounted = { props, gone: false };
        const root = container as unknown as ShadowRoot;
        void Promise.all([loadRuntime(), loaders.widgets[descriptor.widget]()]).then(
          ([loaded, widget]) => {
            if (mounted.gone) return;
            mounted.handle = loaded.mountWidget(root, widget.default, parse(mounted.props));
          },
          (error: unknown) => console.error(`Lectern widgets: could not load <${tag}>`, error),
        );
        return mounted;
      },
      update(mounted: Mounted, props: Record<string, unknown>) {
        mounted.props = props;
        mounted.handle?.update(parse(props));
      },
      unmount(mounted: Mounted) {
        mounted.gone = true;
        mounted.handle?.unmount();
      },
    };

    const attributeProps = Object.fromEntries(Object.keys(types).map((prop) => [prop, 'string'])) as Record<string, 'string'>;
    const Base = r2wc(() => null, { shadow: 'open', props: attributeProps }, renderer) as unknown as new () => R2wcInternals;
    const propOf = new Map(Object.keys(types).map((prop) => [attributeName(prop), prop]));

    class LecternElement extends Base {
      constructor() {
        super();
        // r2wc reads only non-empty attributes; a bare boolean attribute (`multiple`) is ''
        for (const [attr, prop] of propOf) this[PROPS][prop] = this.getAttribute(attr) ?? undefined;
      }

      attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
        const prop = propOf.get(attr);
        if (!prop) return;
        this[PROPS][prop] = value ?? undefined;
        // r2wc would render a detached element too, which nothing would ever unmount
        if (this.isConnected) this[RENDER]();
      }

      /** a token for this page's widgets (third-party editors); the same as `Lectern.configure({token})` */
      set token(value: string | undefined) {
        lectern.configure({ token: value ?? '' });
      }

      get token(): string | undefined {
        return lectern.options.token || undefined;
      }
    }
    for (const [prop, type] of Object.entries(types)) {
      const attr = attributeName(prop);
      Object.defineProperty(LecternElement.prototype, prop, {
        configurable: true,
        enumerable: true,
        get(this: HTMLElement) {
          return parseAttribute(type as never, this.getAttribute(attr));
        },
        set(this: HTMLElement, value: unknown) {
          const text = attributeText(type as never, value);
          if (text === null) this.removeAttribute(attr);
          else this.setAttribute(attr, text);
        },
      });
    }
    customElements.define(tag, LecternElement);
  }
  return lectern;
}
