/**
 * What the loader imports with the first element a page uses (`WidgetRuntime`). The code itself is in
 * page-runtime.tsx, which the build puts into the core chunk every element loads anyway: this module's chunk is
 * then one line re-exporting it, instead of a file of its own compressed apart.
 */
export { connect, mountWidget } from './page-runtime.tsx';
