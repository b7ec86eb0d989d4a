/**
 * The custom-element bundles (DESIGN.md "Stable contracts"), from one entry, widgets/elements.ts:
 *
 * - `dist/widgets/lectern-widgets.js`: a classic script for `<script src>` on any page. It holds only the
 *   loader (element definitions, `window.Lectern`); the widget code it fetches on first use is ES chunks in
 *   `chunks/` (content-hashed, React aliased to preact/compat), resolved against the script's own URL.
 * - `dist/widgets/lectern-widgets.mjs`: the same as an ES module with React as a peer, for bundlers;
 *   its chunks are in `esm-chunks/`.
 * - `custom-elements.json` and `lectern-widgets.d.ts`, generated from widgets/elements/element-docs.ts.
 *
 * `LECTERN_WIDGETS_RUNTIME=react` builds the classic bundle with React instead of preact/compat (the bench
 * compares the two); `LECTERN_WIDGETS_OUT` writes elsewhere than dist/widgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup, type OutputChunk, type Plugin, type RollupOptions } from 'rollup';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { consoleZhCN } from './shared/i18n/console-zh-CN.ts';
import { WIDGET_MESSAGES } from './shared/i18n/widget-messages.ts';
import { zhCN } from './shared/i18n/zh-CN.ts';
import { planetZhCN } from './shared/planets/texts-zh-CN.ts';
import { customElementsManifest, typeDeclarations } from './widgets/elements/element-docs.ts';
import { PATH_ALIASES } from './path-aliases.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(root, process.env.LECTERN_WIDGETS_OUT ?? 'dist/widgets');
const runtime = process.env.LECTERN_WIDGETS_RUNTIME === 'react' ? 'react' : 'preact';
const entry = path.join(root, 'widgets/elements.ts');
const styleRegistry = path.join(root, 'widgets/elements/style-registry.ts');
const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const REACT_IDS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
const CHUNK_ID = 'lectern-chunk:';
// terser squeezes a few per cent more than esbuild's minifier, and the script-tag bundle has a budget
const minify = () => terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } });

/** Each widget's CSS goes into its shadow roots: `import './x.css'` registers the rules (style-registry.ts). */
function shadowStyles(): Plugin {
  return {
    name: 'lectern-shadow-styles',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const css = code
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,])\s*/g, '$1')
        // 'display: flex' → 'display:flex' (never inside a selector: ':hover' has no space after its colon)
        .replace(/:\s+/g, ':')
        .trim();
      return {
        code: `import { registerStyles } from ${JSON.stringify(styleRegistry)};\nregisterStyles(${JSON.stringify(css)});\n`,
        map: { mappings: '' },
        moduleSideEffects: true,
      };
    },
  };
}

function plugins(react: 'preact' | 'react' | 'peer'): Plugin[] {
  return [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __LECTERN_VERSION__: JSON.stringify(version) },
    }),
    alias({ entries: Object.entries(PATH_ALIASES).map(([find, replacement]) => ({ find, replacement })) }),
    ...(react === 'preact'
      ? [
          alias({
            entries: [
              { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
              { find: /^react-dom$/, replacement: 'preact/compat' },
              { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
              { find: /^react$/, replacement: 'preact/compat' },
            ],
          }),
        ]
      : []),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    shadowStyles(),
    esbuild({ target: 'es2022', jsx: 'automatic', sourceMap: true, tsconfig: path.join(root, 'tsconfig.json') }),
  ];
}

/**
 * After the ES build of the widget chunks, builds the classic loader from the same entry: its dynamic
 * imports become `import(new URL('chunks/<file>', <script URL>))` of the chunks just made. The ES entry
 * chunk itself is dropped; no widget chunk may import from it (checked).
 */
function classicLoader(): Plugin {
  return {
    name: 'lectern-classic-loader',
    buildStart() {
      fs.rmSync(outDir, { recursive: true, force: true });
    },
    /**
     * Each module the loader imports (an element, the runtime) is a chunk's face, exporting what it exports: rollup
     * would otherwise put a module that a lazily loaded part of the element shares with it into the element's chunk and
     * reach the element as a property of that chunk, which the loader's plain `import()` cannot follow.
     */
    moduleParsed(info) {
      if (info.id !== entry) return;
      for (const id of info.dynamicallyImportedIds) this.emitFile({ type: 'chunk', id, preserveSignature: 'allow-extension' });
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entryChunk = chunks.find((chunk) => chunk.facadeModuleId === entry);
      if (!entryChunk) this.error('no entry chunk');
      const chunkOfModule = new Map<string, string>();
      for (const chunk of chunks) {
        if ((chunk.isDynamicEntry || chunk.isEntry) && chunk.facadeModuleId) chunkOfModule.set(chunk.facadeModuleId, chunk.fileName);
        if (chunk !== entryChunk && [...chunk.imports, ...chunk.dynamicImports].includes(entryChunk.fileName)) {
          this.error(`${chunk.fileName} imports the loader's own modules; keep widgets/elements/ loader modules out of widget code`);
        }
      }
      delete bundle[entryChunk.fileName];
      delete bundle[`${entryChunk.fileName}.map`];

      const loader = await rollup({
        input: entry,
        // the loader's exports (Lectern) are for the ES module build; the classic script has window.Lectern
        onwarn: (warning, warn) => warning.code !== 'MISSING_NAME_OPTION_FOR_IIFE_EXPORT' && warn(warning),
        plugins: [
          {
            name: 'lectern-external-chunks',
            async resolveDynamicImport(specifier, importer) {
              if (typeof specifier !== 'string' || !importer) return null;
              const resolved = await this.resolve(specifier, importer);
              const fileName = resolved && chunkOfModule.get(resolved.id);
              if (!fileName) return this.error(`no widget chunk for import('${specifier}')`);
              return { id: `${CHUNK_ID}${fileName}`, external: true };
            },
            renderDynamicImport({ targetModuleId }) {
              if (!targetModuleId?.startsWith(CHUNK_ID)) return null;
              return { left: 'import(new URL(', right: ', lecternScriptUrl).href)' };
            },
          },
          ...plugins(runtime),
        ],
      });
      const { output } = await loader.generate({
        format: 'iife',
        sourcemap: true,
        plugins: [minify()],
        paths: (id) => (id.startsWith(CHUNK_ID) ? id.slice(CHUNK_ID.length) : id),
        // chunk URLs are relative to this script, wherever the page loads it from
        intro: 'var lecternScriptUrl = (document.currentScript && document.currentScript.src) || location.href;',
      });
      await loader.close();
      const [code] = output;
      this.emitFile({ type: 'asset', fileName: 'lectern-widgets.js', source: `${code.code}//# sourceMappingURL=lectern-widgets.js.map\n` });
      if (code.map) this.emitFile({ type: 'asset', fileName: 'lectern-widgets.js.map', source: code.map.toString() });
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(customElementsManifest(), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'lectern-widgets.d.ts', source: typeDeclarations() });
    },
  };
}

/**
 * The `core` chunk holds what every element needs, in one file rather than the dozen small chunks rollup would
 * cut it into (each file compresses on its own, so fewer files download fewer bytes): the runtime with its
 * page-wide layer (toasts, confirm, storage-full dialog), the sign-in gate and an element's texts, the API client,
 * the session, config, feedback and the i18n mechanism with the common texts. These are its roots: rollup puts
 * every module they import into it too (preact, nanostores, AES-GCM, ofetch, dialog, button, ...).
 *
 * Everything else is left to rollup, which groups modules by the set of elements that use them: an element's
 * chunks hold only code it runs (the table, pager and date range come with the material list, the event-stream
 * URL with the bell), and a module two elements share goes into a chunk of its own rather than into either one.
 * The element modules and the runtime stay separate so that their chunks export what the loader imports; the
 * loader's own modules are built apart.
 */
const CORE_MODULES = [
  /\/widgets\/elements\/(page-runtime|sign-in-gate|element-texts)\.tsx?$/,
  /\/shared\/api\/default-client\.ts$/,
  /\/shared\/session\/session\.ts$/,
  /\/shared\/(config|feedback)\.ts$/,
  /\/shared\/i18n\/i18n\.ts$/,
];

function sharedCoreChunk(id: string): string | undefined {
  return CORE_MODULES.some((pattern) => pattern.test(id)) ? 'core' : undefined;
}

/** Every key of the widgets' catalogues: the common texts and each element's own. */
const WIDGET_KEYS = [...Object.keys(zhCN), ...WIDGET_MESSAGES.flatMap((set) => Object.keys(set['zh-CN']))];
const CATALOGUE_MODULE = /\/shared\/i18n\/([\w-]+\/)?zh-CN\.ts$/;
const quoted = (key: string) => [`"${key}"`, `'${key}'`];

/** The keys of a catalogue module (shared/i18n/zh-CN.ts, shared/i18n/<part>/zh-CN.ts). */
async function catalogueKeys(id: string): Promise<string[]> {
  const exports = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
  return Object.values(exports).flatMap((value) => (typeof value === 'object' && value !== null ? Object.keys(value) : []));
}

/**
 * Texts checked in the built chunks. The console's and its areas' texts are not in the widgets' catalogues: a widget
 * that used one would show the bare key. And an element's page must carry every text its code names: each element
 * adds its own texts (shared/i18n/<part>/), so a key of another element's part would show bare on a page without
 * that element. (Keys made at run time, `material.tab.${kind}`, are not seen here.)
 */
function widgetTexts(): Plugin {
  return {
    name: 'lectern-widget-texts',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      for (const file of chunks) {
        const used = [...Object.keys(consoleZhCN), ...Object.keys(planetZhCN)].filter((key) => quoted(key).some((text) => file.code.includes(text)));
        if (used.length) this.error(`${file.fileName} uses console texts (${used.join(', ')}); move them to the widgets' catalogues in shared/i18n/`);
      }
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const element of chunks.filter((chunk) => /\.element\.tsx$/.test(chunk.facadeModuleId ?? ''))) {
        const closure = new Set<OutputChunk>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || closure.has(chunk)) return;
          closure.add(chunk);
          // its static imports, and the parts it loads later (dialogs), which show texts on the same page
          [...chunk.imports, ...chunk.dynamicImports].forEach((name) => visit(byName.get(name)));
        };
        visit(element);
        const catalogues = [...closure].flatMap((chunk) => chunk.moduleIds.filter((id) => CATALOGUE_MODULE.test(id)));
        const carried = new Set((await Promise.all(catalogues.map(catalogueKeys))).flat());
        const code = [...closure].map((chunk) => chunk.code).join('\n');
        const missing = WIDGET_KEYS.filter((key) => !carried.has(key) && quoted(key).some((text) => code.includes(text)));
        if (missing.length) this.error(`${element.fileName} shows texts its page does not load (${missing.join(', ')}); add their part to the element's addElementTexts`);
      }
    },
  };
}

const classic: RollupOptions = {
  input: entry,
  plugins: [...plugins(runtime), widgetTexts(), classicLoader()],
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'chunks/[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    plugins: [minify()],
    manualChunks: sharedCoreChunk,
  },
};

const esm: RollupOptions = {
  input: entry,
  external: (id) => REACT_IDS.includes(id),
  plugins: plugins('peer'),
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'lectern-widgets.mjs',
    chunkFileNames: 'esm-chunks/[name]-[hash].mjs',
    sourcemap: true,
    plugins: [minify()],
  },
};

export default runtime === 'react' ? [classic] : [classic, esm];
