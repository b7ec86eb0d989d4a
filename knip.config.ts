/**
 * `npm run knip` (a step of `npm test`): no unused files, exports, types or dependencies. Knip's plugins find most
 * entry points themselves (package.json's scripts, vite's console/index.html, the vitest projects, playwright's
 * test/e2e); the ones below are those it cannot see. Path aliases come from tsconfig.json.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // rollup.config.ts names its input through a variable, which knip's rollup plugin does not read
    'widgets/elements.ts!',
    // knip has no web-test-runner plugin
    'web-test-runner.config.mjs',
    'test/elements/**/*.test.ts',
    // started as child processes by scripts/bench-throughput.ts
    'scripts/bench-bare-server.ts',
    'scripts/bench-proxy.ts',
  ],
  // the script-tag bundle aliases React to preact/compat by name (rollup.config.ts)
  ignoreDependencies: ['preact'],
  // Debian's ffmpeg package (DESIGN.md "Chosen dependencies"), not an npm one
  ignoreBinaries: ['ffmpeg'],
  ignoreIssues: {
    // server/migrations.ts lists the migrations as `'001_foundation': m001`, and knip does not count a namespace
    // import under a quoted key as used, so it would report every migration's up and down
    'server/areas/*/migration-[0-9]*.ts': ['exports'],
  },
};

export default config;
