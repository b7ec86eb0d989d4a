/**
 * `window.Lectern`: the page-wide handle of the widgets (DESIGN.md: `window.Lectern.configure({apiBase, app,
 * appid, locale, token})`). It lives in the loader, which has no widget code, so it only keeps the settings;
 * the widget runtime connects when it loads and receives them, then every later change.
 */
export type EmbedOptions = {
  /** origin of the Lectern API, e.g. https://lectern.example.com; '' (default) is the page's own origin */
  apiBase?: string;
  app?: string;
  appid?: string;
  locale?: 'zh-CN' | 'en';
  /** an access token the host page obtained for the teacher; without it the widgets use the session in storage */
  token?: string;
  /** where the sign-in prompt sends a teacher without a session (default: `${apiBase}/login`) */
  loginUrl?: string;
};

export type LecternGlobal = {
  readonly version: string;
  /** merges the options; widgets already on the page follow */
  configure(options: EmbedOptions): void;
  /** the merged options so far */
  readonly options: Readonly<EmbedOptions>;
  /** resolves once the widget runtime has loaded */
  ready(): Promise<void>;
  /** @internal the runtime subscribes here: called at once and after every configure() */
  connect(listener: (options: Readonly<EmbedOptions>) => void): void;
};

declare global {
  interface Window {
    Lectern?: LecternGlobal;
  }
}

export function createLecternGlobal(version: string, loadRuntime: () => Promise<unknown>): LecternGlobal {
  let options: EmbedOptions = {};
  const listeners = new Set<(options: Readonly<EmbedOptions>) => void>();
  return {
    version,
    configure(next) {
      options = { ...options, ...next };
      for (const listener of listeners) listener(options);
    },
    get options() {
      return options;
    },
    ready: () => loadRuntime().then(() => undefined),
    connect(listener) {
      listeners.add(listener);
      listener(options);
    },
  };
}
