/**
 * `npm test`: every check in order (lint, typecheck, the installed packages' Node engines, import cycles, unused files,
 * exports and dependencies (knip), unit tests, the server's tests again on PostgreSQL, build, the widget budgets,
 * custom-element and end-to-end tests), each runner's own output, then one summary line per runner and a plain total line
 * ("N passed, N failed"). Lint and typecheck run side by side (each on one core; their output is printed whole, one
 * after the other); every step says how long it took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { postgresBinDir } from '@server/test-support/postgres-binaries.ts';
import { serverTestsOnPostgres } from './test-postgres.ts';
import { checkWidgetBudgets } from './widget-budgets.ts';
import { checkEngines } from './engines-check.ts';

type Counts = { passed: number; failed: number; skipped: number; flaky?: string[]; failedTitles?: string[] };
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

type SideBySide = { label: string; command: string; args: string[] };

/** Starts the commands at once, each with its output kept (printed whole by `printSideBySide`). */
function startSideBySide(commands: SideBySide[]): Map<string, Promise<{ output: string; ok: boolean; seconds: number }>> {
  return new Map(
    commands.map(({ label, command, args }) => [
      label,
      new Promise((resolve) => {
        const started = Date.now();
        let output = `\n▶ ${label}: ${command} ${args.join(' ')} (side by side with ${commands.filter((other) => other.label !== label).map((other) => other.label).join(', ')})\n`;
        const seconds = () => (Date.now() - started) / 1000;
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', (error) => resolve({ output: `${output}${String(error)}\n`, ok: false, seconds: seconds() }));
        child.on('close', (code) => resolve({ output, ok: code === 0, seconds: seconds() }));
      }),
    ]),
  );
}

/** Waits for one of the side-by-side commands, prints its output and how long it took; true when it passed. */
async function printSideBySide(running: Map<string, Promise<{ output: string; ok: boolean; seconds: number }>>, label: string): Promise<boolean> {
  const { output, ok, seconds } = await running.get(label)!;
  process.stdout.write(output);
  console.log(`(${label}: ${seconds.toFixed(0)} s)`);
  return ok;
}

/** The first lines of a failure's message, indented under its title: enough to tell a timeout from a wrong value. */
function failureGist(message: string | undefined): string {
  if (!message) return '';
  const lines = message.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  return lines.slice(0, 6).map((line) => `\n      ${line.slice(0, 300)}`).join('');
}

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
  };
  // named in the summary: CI shows only the end of the output, and a failure far above it is otherwise lost
  const failedTitles = json.testResults.flatMap((result) => {
    const file = relative(process.cwd(), result.name);
    const tests = result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file} › ${test.fullName}${failureGist(test.failureMessages?.[0])}`);
    if (tests.length > 0 || result.status !== 'failed') return tests;
    const why = (result.message ?? '').split('\n').find((line) => line.trim() !== '');
    return [`${file} › ${why ?? 'failed outside its tests (a hook, or loading the file): its output above says why'}`];
  });
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, failedTitles };
}

function wtrCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Counts;
}

function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: Suite[] };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped, flaky: titlesWithStatus(json.suites, 'flaky'), failedTitles: titlesWithStatus(json.suites, 'unexpected') };
}

type Suite = { file: string; specs?: { title: string; line: number; tests: { status: string }[] }[]; suites?: Suite[] };

/** the tests of that outcome ('flaky': passed only on their retry; 'unexpected': failed), as file:line › title */
function titlesWithStatus(suites: Suite[], status: 'flaky' | 'unexpected'): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === status)).map((spec) => `${suite.file}:${spec.line} › ${spec.title}`),
    ...titlesWithStatus(suite.suites ?? [], status),
  ]);
}

// single-threaded both: on two cores they take the time of the longer one
const staticChecks = startSideBySide([
  { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
]);
const steps: [string, () => boolean | Promise<boolean>][] = [
  ['lint', () => printSideBySide(staticChecks, 'lint')],
  ['typecheck', () => printSideBySide(staticChecks, 'typecheck')],
  ['engines', () => checkEngines()],
  ['cycles', () => run('import cycles, type imports included (dpdm)', 'npm', ['run', 'cycles', '--silent'])],
  ['knip', () => run('unused files, exports and dependencies (knip)', 'npm', ['run', 'knip', '--silent'])],
  ['unit', () => run('unit tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`])],
  ['unit on PostgreSQL', () => serverTestsOnPostgres(`${reports}/vitest-postgres.json`)],
  ['build', () => run('build', 'npm', ['run', 'build', '--silent'])],
  ['widget budgets', () => checkWidgetBudgets('dist/widgets')],
  ['elements', () => run('custom-element tests (web-test-runner)', 'npx', ['wtr', '--config', 'web-test-runner.config.mjs'])],
  ['e2e', () => run('end-to-end tests (playwright)', 'npx', ['playwright', 'test'])],
];

const failedSteps: string[] = [];
const stepSeconds: string[] = [];
const runStarted = Date.now();
for (const [name, step] of steps) {
  const started = Date.now();
  if (!(await step())) failedSteps.push(name);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  stepSeconds.push(`${name} ${seconds} s`);
  if (!staticChecks.has(name)) console.log(`(${name}: ${seconds} s)`);
  // a broken build makes the end-to-end run meaningless
  if (name === 'build' && failedSteps.includes('build')) break;
}

const runners: [string, Counts | undefined][] = [
  ['vitest', vitestCounts(`${reports}/vitest.json`)],
  ['vitest (server on PostgreSQL)', vitestCounts(`${reports}/vitest-postgres.json`)],
  ['web-test-runner', wtrCounts(`${reports}/wtr.json`)],
  ['playwright', playwrightCounts(`${reports}/playwright.json`)],
];
console.log('\n== Summary ==');
let passed = 0;
let failed = 0;
for (const [name, counts] of runners) {
  if (!counts && name === 'vitest (server on PostgreSQL)' && !postgresBinDir()) {
    console.log(`${name}: skipped (PostgreSQL missing)`);
    continue;
  }
  if (!counts) {
    console.log(`${name}: did not run`);
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const title of counts.flaky ?? []) console.log(`  flaky (passed on its retry): ${title}`);
  for (const title of counts.failedTitles ?? []) console.log(`  failed: ${title}`);
}
for (const name of failedSteps) console.log(`step failed: ${name}`);
// lint and typecheck ran side by side: their line is the wait for them after the start
console.log(`steps: ${stepSeconds.join(', ')}; all ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
console.log(`total: ${passed} passed, ${failed + failedSteps.filter((s) => !['unit', 'unit on PostgreSQL', 'elements', 'e2e'].includes(s)).length} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
