/**
 * Custom-element tests in real Chromium (web-test-runner), against the BUILT script-tag bundle
 * (dist/widgets/lectern-widgets.js, so `npm run build` first) and a real reference server with fresh demo
 * data. The server is another origin (it allows this one through LECTERN_CORS_ORIGINS), as for a
 * third-party page. Writes pass/fail counts to .tmp/reports/wtr.json for `npm test`'s summary.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';

const pagePort = Number(process.env.LECTERN_WTR_PORT ?? 8765);
const apiPort = Number(process.env.LECTERN_WTR_API_PORT ?? 4393);
const apiOrigin = `http://127.0.0.1:${apiPort}`;

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-elements-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: join(dir, 'data'),
      LECTERN_EXAMPLES_PORT: 'off',
      LECTERN_CORS_ORIGINS: `http://localhost:${pagePort},http://127.0.0.1:${pagePort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${apiOrigin}/api/v3/account/phone/exist?phone=13800000000`)).ok) return;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the element-test server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Counts for scripts/test-all.ts. */
function jsonCountsReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failedTitles: [] };
      // named in the summary: CI shows only the end of the output
      const walk = (suite, file, names) => {
        for (const test of suite.tests) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else {
            counts.failed += 1;
            const gist = (test.error?.message ?? '').split('\n').slice(0, 4).map((line) => `\n      ${line.slice(0, 300)}`).join('');
            counts.failedTitles.push(`${file} › ${[...names, test.name].join(' › ')}${gist}`);
          }
        }
        for (const child of suite.suites) walk(child, file, [...names, child.name]);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults, session.testFile, []);
        // a file that failed to load has no results: count it as a failure
        else if (!session.passed) {
          counts.failed += 1;
          counts.failedTitles.push(`${session.testFile} › did not load: ${(session.errors ?? []).map((error) => error.message).join('; ')}`);
        }
      }
      mkdirSync('.tmp/reports', { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}

await startServer();

export default {
  files: ['test/elements/**/*.test.ts'],
  port: pagePort,
  nodeResolve: true,
  // one page at a time: a background page is 'hidden', where Chromium throttles timers and skips animation
  // frames, which slows preact's effects to a crawl
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 20_000 } },
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    // path-aliases.ts: `@shared/x` is served from /shared/x
    { name: 'lectern-path-aliases', resolveImport: ({ source }) => (/^@(shared|widgets|console|server|test)\//.test(source) ? `/${source.slice(1)}` : undefined) },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<script>window.LECTERN_TEST_API = ${JSON.stringify(apiOrigin)};</script>
</head><body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), jsonCountsReporter('.tmp/reports/wtr.json')],
};
