/**
 * The custom elements of DESIGN.md, defined at once; each widget's code loads when its element is first
 * used. Built twice by rollup.config.ts: `lectern-widgets.js` (a classic script; React is preact/compat and
 * the widget modules below are fetched as ES chunks) and `lectern-widgets.mjs` (React as a peer).
 */
import { defineLecternElements } from './elements/define-elements.ts';

export type { EmbedOptions, LecternGlobal } from './elements/lectern-global.ts';

export const Lectern = defineLecternElements({
  version: __LECTERN_VERSION__,
  runtime: () => import('./elements/runtime.tsx'),
  widgets: {
    'material-library': () => import('./materials/material-library.element.tsx'),
    'material-picker': () => import('./materials/material-picker.element.tsx'),
    uploader: () => import('./uploader/uploader.element.tsx'),
    'notification-bell': () => import('./notifications/notification-bell.element.tsx'),
    guide: () => import('./guide/guide.element.tsx'),
    'network-banner': () => import('./network-banner/network-banner.element.tsx'),
    'storage-full': () => import('./storage-full/storage-full.element.tsx'),
    help: () => import('./help/help.element.tsx'),
  },
});
