/** replaced by rollup.config.ts with the package version */
declare const __LECTERN_VERSION__: string;
