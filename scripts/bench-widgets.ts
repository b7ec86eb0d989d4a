/**
 * Sizes of the custom-element bundle (DESIGN.md budgets): the classic loader, every chunk, what the first
 * use of each element downloads, and the same elements built with React instead of preact/compat.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Size = { raw: number; gzip: number; brotli: number };
export type WidgetSizes = {
  loader: Size;
  chunks: Record<string, Size>;
  /** loader + every chunk but the lazily loaded locale catalogues */
  allElements: Size;
  /** locale catalogues other than zh-CN, loaded only when that locale is chosen */
  locales: Size;
  /** per element: loader + the chunks its first use downloads */
  firstUse: Record<string, Size>;
  /** per chunk: the elements whose first use downloads it (none: loaded on demand, as the English texts) */
  chunkUsers: Record<string, string[]>;
};

const LOCALE_CHUNK = /^en-[\w-]+\.js$/;

function sizeOf(bytes: Buffer): Size {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(sizes: Size[]): Size {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** The chunk files a chunk imports statically (`from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]!);
}

export function measureWidgets(dir: string): WidgetSizes {
  const chunkDir = join(dir, 'chunks');
  const loaderCode = readFileSync(join(dir, 'lectern-widgets.js'));
  const files = readdirSync(chunkDir).filter((file) => file.endsWith('.js'));
  const codes = new Map(files.map((file) => [file, readFileSync(join(chunkDir, file))]));
  const chunks = Object.fromEntries(files.map((file) => [file, sizeOf(codes.get(file)!)]));
  const loader = sizeOf(loaderCode);

  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !codes.has(file)) return;
      seen.add(file);
      for (const next of staticImports(codes.get(file)!.toString('utf8'))) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const runtime = files.filter((file) => file.startsWith('runtime-'));
  const closures = Object.fromEntries(
    files.filter((file) => file.includes('.element-')).map((file) => [file.replace(/\.element-.*$/, ''), closure([file, ...runtime])]),
  );
  const firstUse = Object.fromEntries(Object.entries(closures).map(([element, used]) => [element, sum([loader, ...[...used].map((name) => chunks[name]!)])]));
  const chunkUsers = Object.fromEntries(files.map((file) => [file, Object.keys(closures).filter((element) => closures[element]!.has(file))]));
  const locales = files.filter((file) => LOCALE_CHUNK.test(file));
  return {
    loader,
    chunks,
    allElements: sum([loader, ...files.filter((file) => !locales.includes(file)).map((file) => chunks[file]!)]),
    locales: sum(locales.map((file) => chunks[file]!)),
    firstUse,
    chunkUsers,
  };
}

/** Builds the classic bundle with React (no preact/compat alias) into a scratch folder and measures it. */
export function measureReactBuild(): WidgetSizes {
  const out = '.tmp/widgets-react';
  rmSync(out, { recursive: true, force: true });
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.ts', '--silent'], {
    env: { ...process.env, LECTERN_WIDGETS_RUNTIME: 'react', LECTERN_WIDGETS_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 || !existsSync(join(out, 'lectern-widgets.js'))) throw new Error('the React build of the widgets failed');
  return measureWidgets(out);
}
