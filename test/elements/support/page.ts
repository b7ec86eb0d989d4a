/// <reference types="mocha" />
/**
 * Helpers of the custom-element tests: they load the BUILT classic bundle, sign in against the real
 * reference server (another origin, `window.LECTERN_TEST_API`) and look into shadow roots.
 */
import { setViewport } from '@web/test-runner-commands';
import type { LecternGlobal } from '@widgets/elements/lectern-global.ts';
// the elements' own properties on document.createElement('lectern-…') and querySelector (HTMLElementTagNameMap)
import type {} from '@widgets/elements/element-types.ts';

declare global {
  interface Window {
    LECTERN_TEST_API: string;
  }
}

export const API = window.LECTERN_TEST_API;
export const BUNDLE = '/dist/widgets/lectern-widgets.js';

export function loadScript(src = BUNDLE): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

export async function loadBundle(): Promise<LecternGlobal> {
  if (!window.Lectern) await loadScript();
  return window.Lectern!;
}

type LoginAnswer = { result: string; data: { token: { id: string }; user: { id: number } } };

/** Signs a demo account in over the API, as a third party's backend would, and returns its token. */
async function apiToken(phone = '13800000000'): Promise<string> {
  const response = await fetch(`${API}/api/v3/account/web_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'lectern-demo' }),
  });
  const answer = (await response.json()) as LoginAnswer;
  if (answer.result !== 'ok') throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.data.token.id;
}

export async function signIn(phone = '13800000000'): Promise<string> {
  // the console's layout width; a dialog is min(its width, 100vw - 32px)
  await setViewport({ width: 1400, height: 900 });
  const lectern = await loadBundle();
  const token = await apiToken(phone);
  lectern.configure({ apiBase: API, token });
  return token;
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { authorization: token } });
  return (await response.json()) as T;
}

export async function waitFor<T>(check: () => T | undefined | null | false, what: string, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

export function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/** The first element in the shadow root (widget or layer) whose text is `text`. */
export function byText(root: ParentNode, selector: string, text: string | RegExp): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((element) =>
    typeof text === 'string' ? element.textContent?.trim() === text : text.test(element.textContent ?? ''),
  );
}

export function add<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Resolves with the next event of that name that reaches `document`. */
export function nextEvent<T = unknown>(name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) => document.addEventListener(name, (event) => resolve(event as CustomEvent<T>), { once: true }));
}

/** Requests made so far to URLs containing `part` (resource timing sees every fetch of the page). */
export function requestsTo(part: string): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)).length;
}

/**
 * A page stylesheet of the kind legacy pages have: global resets and element rules that would wreck a
 * widget rendered in the page's own DOM.
 */
const HOSTILE_CSS = `
  * { box-sizing: content-box !important; font-size: 20px; line-height: 3; letter-spacing: 2px; }
  html { font-size: 24px; } body { font-family: "Times New Roman", serif; color: #0a0; text-align: center; }
  table { border: 5px solid red; border-collapse: separate; border-spacing: 10px; width: 50%; }
  td, th { padding: 30px; background: yellow; }
  button { background: red !important; padding: 40px; border-radius: 0; text-transform: uppercase; }
  dialog, [role=dialog] { position: static; width: 10px; }
  div { margin: 7px; } ul, li { list-style: square; padding: 20px; margin: 20px; }
  input { width: 300px; height: 60px; }
  .lc-button, .lc-dialog, .lc-table, .lc-material-library { display: none !important; }
`;

export function addHostileStyles(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = HOSTILE_CSS;
  document.head.append(style);
  return style;
}

export function resetPage(): void {
  for (const element of [...document.body.children]) {
    if (element.localName.startsWith('lectern-')) element.remove();
  }
}
