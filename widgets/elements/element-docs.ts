import { attributeName, ELEMENTS, type AttributeType, type ElementName } from './catalog.ts';

/**
 * What a developer embedding the elements needs to know of each, in one table: the build turns it into
 * `custom-elements.json` and `lectern-widgets.d.ts`; docs/embedding.md explains it (a test keeps them in step).
 */
type AttributeDoc = { description: string; values?: string };
type EventDoc = { name: string; description: string; detail: string };
type ElementDoc = {
  description: string;
  attributes: Record<string, AttributeDoc>;
  events: EventDoc[];
  parts: Record<string, string>;
};

export const CSS_PROPERTIES: Record<string, string> = {
  '--lc-primary': 'accent colour of buttons, links, selection (default #2563eb)',
  '--lc-primary-hover': 'accent colour under the pointer (default #1f5ad6)',
  '--lc-danger': 'colour of errors, badges and deleting (default #d93838)',
  '--lc-text': 'text colour (default #1f2533)',
  '--lc-text-muted': 'secondary text colour (default #5b6472)',
  '--lc-border': 'border colour (default #d5dbe5)',
  '--lc-surface': 'background of panels and dialogs (default #fff)',
  '--lc-hover': 'background of hovered rows and items (default #f1f4f9)',
  '--lc-radius': 'corner radius (default 6px)',
  '--lc-font': 'font family (default the system UI font with Chinese fallbacks)',
  '--lc-font-size': 'base font size (default 14px)',
  '--lc-dialog-z': "z-index of the widgets' dialogs (default 99990, below the image viewer's 99999)",
  '--lc-toast-z': 'z-index of the widgets\' messages (default 99995)',
};

const COMMON_PARTS = { root: 'the wrapper of the widget inside the shadow root', 'sign-in': 'the sign-in prompt shown without a session' };

export const ELEMENT_DOCS: Record<ElementName, ElementDoc> = {
  'lectern-material-library': {
    description: 'The whole material library: kind tabs, categories, the list with search, sort, date filter, upload, rename, move, delete and preview.',
    attributes: {
      kind: { description: 'the tab shown first', values: "'picture' (default), 'audio', 'video', 'document'" },
      state: { description: 'where the library opens, as a query string (kind, category, keyword, from, to, sort, page, view); for a page that keeps it in its address' },
    },
    events: [
      { name: 'lectern-state-change', description: 'what the library shows changed (tab, category, search, dates, sort, page, view, 仅看未使用)', detail: '{ state: LecternLibraryState, query: string, replace: boolean } — query is what to hand back in state; replace: the library corrected itself (its page emptied), no new history entry is due' },
    ],
    parts: { ...COMMON_PARTS, dialog: 'every dialog the library opens', button: 'its buttons' },
  },
  'lectern-material-picker': {
    description: "The material selector of rich-text editors: the picture selector '选择图片' when only pictures are asked for, the general selector otherwise.",
    attributes: {
      kinds: { description: 'the kinds offered, comma-separated, first tab first (default all four)', values: 'picture,audio,video,document' },
      multiple: { description: 'allow more than one item (boolean attribute)' },
      max: { description: 'the most items that can be chosen in all' },
      open: { description: 'shows the picker (boolean attribute); removed by the picker when it closes' },
    },
    events: [
      { name: 'lectern-select', description: 'the teacher confirmed a choice', detail: '{ items: EmbedItem[] } — each material with source_type, and src (and poster for video) as absolute, signed URLs valid for 2 hours' },
      { name: 'lectern-cancel', description: 'the teacher closed the picker without choosing', detail: 'null' },
      { name: 'lectern-close', description: 'the picker closed (after lectern-select or lectern-cancel)', detail: 'null' },
    ],
    parts: { ...COMMON_PARTS, dialog: 'the selector dialog', button: 'its buttons' },
  },
  'lectern-uploader': {
    description: "The shell-wide uploader of audio and video: an upload button and a panel with the page's one queue (two at once, retries, status polling), kept across reloads and paused while offline.",
    attributes: {
      categoryId: { description: "the category chosen first in the panel (default: the first category, '默认分类')" },
    },
    events: [
      { name: 'lectern-upload-complete', description: 'the queue finished a round (once per round, not per file)', detail: "{ items: { id, file_name, size, type: 'audio' | 'video', video_id }[] } — the materials whose bytes went in" },
      { name: 'lectern-close', description: 'the upload panel closed', detail: 'null' },
    ],
    parts: { ...COMMON_PARTS, button: 'the upload button and the panel\'s buttons', dialog: 'the upload panel' },
  },
  'lectern-notification-bell': {
    description: 'The bell with the unread count of the teacher\'s messages, kept live by the server\'s event stream; opening it shows the notification drawer: tabs per message type, read filter, the messages in pages of 10 as the list scrolls, a dialog per message with \'I have read\', and \'mark all read\'. All bells of a page share one count.',
    attributes: {},
    events: [{ name: 'lectern-unread-change', description: 'the unread count changed', detail: '{ all: number, counts: { all, platform, deal, market, official } }' }],
    parts: { ...COMMON_PARTS, 'bell-button': 'the bell button', badge: 'the unread badge', drawer: 'the content of the notification drawer (filter, tabs, list)', dialog: 'the drawer and the message dialog', button: 'the buttons in them' },
  },
  'lectern-guide': {
    description: "The first-use guide (5 steps: create a planet, bind a chat group, channel listing, member operations, earnings withdrawal) or the 8-scenario demo, a 1271 px dialog with a picture, a few sentences and a link to the console screen per page. Shown once per account unless opened.",
    attributes: {
      variant: { description: 'which guide', values: "'steps' (default), 'demo'" },
      open: { description: 'shows the guide now (boolean attribute); removed when it closes. Without it the guide shows itself once, when the account has not seen it on any device' },
    },
    events: [{ name: 'lectern-close', description: 'the guide closed (×, Escape, the last button); the account has seen it from now on', detail: 'null' }],
    parts: { ...COMMON_PARTS, dialog: 'the guide dialog', button: 'its buttons' },
  },
  'lectern-network-banner': {
    description: "A banner for the top of the page: 'currently offline' when offline, and 'network weak, some functions may be limited' with the measured speed on a slow connection (Network Information API); empty otherwise. Needs no session.",
    attributes: {},
    events: [],
    parts: { root: COMMON_PARTS.root, banner: 'the banner' },
  },
  'lectern-storage-full': {
    description: "The storage-full dialog asking the teacher to contact support to upgrade. It opens by itself when any widget of the page gets the server's storage-full answer; the page can open it too. Needs no session.",
    attributes: { open: { description: 'shows the dialog (boolean attribute); removed by the dialog when it closes' } },
    events: [{ name: 'lectern-close', description: 'the dialog closed', detail: 'null' }],
    parts: { root: COMMON_PARTS.root, dialog: 'the dialog', button: 'its buttons' },
  },
  'lectern-help': {
    description: "The floating help window: a round '帮助' button fixed at the bottom right that opens a panel with search, hot questions, articles, a message form for the assistant and a link to the assistant site.",
    attributes: { open: { description: 'shows the panel (boolean attribute); set when the teacher opens it, removed when it closes' } },
    events: [{ name: 'lectern-close', description: 'the panel closed (×, Escape, the button)', detail: 'null' }],
    parts: { ...COMMON_PARTS, 'help-button': 'the round help button', panel: 'the help panel', button: 'its buttons' },
  },
};

const TS_TYPES: Record<AttributeType, string> = { string: 'string', boolean: 'boolean', number: 'number', list: 'string[]' };

function classNameOf(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase()) + 'Element';
}

/** custom-elements.json, schema 2.1.0 (https://github.com/webcomponents/custom-elements-manifest) */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'lectern-widgets.mjs',
        declarations: (Object.keys(ELEMENTS) as ElementName[]).map((tag) => {
          const doc = ELEMENT_DOCS[tag];
          const types = ELEMENTS[tag].attributes as Record<string, AttributeType>;
          return {
            kind: 'class',
            customElement: true,
            name: classNameOf(tag),
            tagName: tag,
            description: doc.description,
            attributes: Object.entries(types).map(([prop, type]) => ({
              name: attributeName(prop),
              fieldName: prop,
              type: { text: doc.attributes[prop]?.values ?? TS_TYPES[type] },
              description: doc.attributes[prop]?.description ?? '',
            })),
            members: [
              ...Object.entries(types).map(([prop, type]) => ({
                kind: 'field',
                name: prop,
                attribute: attributeName(prop),
                reflects: true,
                type: { text: `${TS_TYPES[type]} | undefined` },
                description: doc.attributes[prop]?.description ?? '',
              })),
              { kind: 'field', name: 'token', type: { text: 'string | undefined' }, description: 'an access token for every widget of the page; the same as Lectern.configure({ token })' },
            ],
            events: doc.events.map((event) => ({ name: event.name, type: { text: 'CustomEvent' }, description: `${event.description}; detail: ${event.detail}` })),
            cssParts: Object.entries(doc.parts).map(([name, description]) => ({ name, description })),
            cssProperties: Object.entries(CSS_PROPERTIES).map(([name, description]) => ({ name, description })),
          };
        }),
        exports: (Object.keys(ELEMENTS) as ElementName[]).map((tag) => ({ kind: 'custom-element-definition', name: tag, declaration: { name: classNameOf(tag) } })),
      },
    ],
  };
}

/** lectern-widgets.d.ts: the element classes for `document.querySelector`, and JSX for React users. */
export function typeDeclarations(): string {
  const lines = [
    '// Generated by rollup.config.ts from widgets/elements/element-docs.ts. See docs/embedding.md.',
    'export type MaterialKind = "picture" | "audio" | "video" | "document";',
    'export interface EmbedItem { id: number; source_type: MaterialKind; target_type: MaterialKind; title: string; file_name: string; file_suffix: string; category_id: number; created_at: number; file_size?: number; duration?: number; file_info?: string; video_id?: string; url?: string; holder?: string; src?: string; poster?: string }',
    'export interface LecternSelectDetail { items: EmbedItem[] }',
    'export interface LecternUploadCompleteDetail { items: { id: number; file_name: string; size: number; type: "audio" | "video"; video_id: string }[] }',
    'export interface LecternLibraryState { kind: MaterialKind; category: number; keyword: string; from: string; to: string; sort: "name_asc" | "name_desc" | "size_asc" | "size_desc" | "time_asc" | "time_desc"; page: number; view: "grid" | "table"; unused: 0 | 1 }',
    'export interface LecternStateChangeDetail { state: LecternLibraryState; query: string; replace: boolean }',
    'export interface LecternUnreadChangeDetail { all: number; counts: { all: number; platform: number; deal: number; market: number; official: number } }',
    'export interface EmbedOptions { apiBase?: string; app?: string; appid?: string; locale?: "zh-CN" | "en"; token?: string; loginUrl?: string }',
    'export interface LecternGlobal { readonly version: string; readonly options: Readonly<EmbedOptions>; configure(options: EmbedOptions): void; ready(): Promise<void> }',
    'export declare const Lectern: LecternGlobal;',
    '',
  ];
  const tags = Object.keys(ELEMENTS) as ElementName[];
  for (const tag of tags) {
    const types = ELEMENTS[tag].attributes as Record<string, AttributeType>;
    lines.push(`export interface ${classNameOf(tag)} extends HTMLElement {`);
    for (const [prop, type] of Object.entries(types)) lines.push(`  /** ${ELEMENT_DOCS[tag].attributes[prop]?.description ?? ''} */`, `  ${prop}: ${TS_TYPES[type]} | undefined;`);
    lines.push('  token: string | undefined;', '}');
  }
  lines.push(
    '',
    'declare global {',
    '  interface Window { Lectern?: LecternGlobal }',
    '  interface HTMLElementTagNameMap {',
    ...tags.map((tag) => `    '${tag}': ${classNameOf(tag)};`),
    '  }',
    '  interface HTMLElementEventMap {',
    "    'lectern-select': CustomEvent<LecternSelectDetail>;",
    "    'lectern-cancel': CustomEvent<null>;",
    "    'lectern-close': CustomEvent<null>;",
    "    'lectern-upload-complete': CustomEvent<LecternUploadCompleteDetail>;",
    "    'lectern-unread-change': CustomEvent<LecternUnreadChangeDetail>;",
    "    'lectern-state-change': CustomEvent<LecternStateChangeDetail>;",
    '  }',
    '  namespace JSX {',
    '    interface IntrinsicElements extends LecternIntrinsicElements {}',
    '  }',
    '}',
    '',
    '// React 19 reads intrinsic elements from React.JSX',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements extends LecternIntrinsicElements {}',
    '  }',
    '}',
    '',
    'export interface LecternIntrinsicElements {',
    ...tags.map((tag) => {
      const types = ELEMENTS[tag].attributes as Record<string, AttributeType>;
      const attrs = Object.entries(types).map(([prop, type]) => `'${attributeName(prop)}'?: ${type === 'boolean' ? 'boolean | string' : 'string | number'}; `).join('');
      return `  '${tag}': { ${attrs}class?: string; className?: string; id?: string; style?: unknown; ref?: unknown; children?: unknown; key?: string | number };`;
    }),
    '}',
    '',
  );
  return lines.join('\n');
}
