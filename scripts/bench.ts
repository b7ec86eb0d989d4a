/**
 * `npm run bench`: the budgets of DESIGN.md that exist so far, measured in one run, printed as a table.
 * Needs a build (`npm run build`); starts its own server on a free port with a temporary data directory.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchFindSources, CASES } from '@server/areas/materials/bench.ts';
import { benchOrders } from '@server/areas/orders/bench.ts';
import { benchSales, SALES_BUDGETED } from '@server/areas/data-centre/bench.ts';
import { benchOperationLog } from '@server/areas/operation-log/bench.ts';
import { benchStudentList } from '@server/areas/students/bench.ts';
import { startBenchPostgres } from './bench-postgres.ts';
import { benchLargeUpload } from './bench-upload.ts';
import { benchThroughput } from './bench-throughput.ts';
import { measureReactBuild, measureWidgets, type Size } from './bench-widgets.ts';
import { formatRows, kb, widgetBudgetRows, type Row } from './widget-budgets.ts';
import { freePort } from '@server/test-support/free-port.ts';


async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LECTERN_DATA_DIR: join(dir, 'data') },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${baseURL}/login`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    baseURL,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Gzip size of every script the browser loads to show a page. */
async function scriptBytes(url: string): Promise<{ raw: number; gzip: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(bodies);
  await browser.close();
  return {
    raw: loaded.reduce((sum, body) => sum + body.length, 0),
    gzip: loaded.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    files: loaded.length,
  };
}

const sizes = (size: Size) => `${kb(size.raw)} raw, ${kb(size.brotli)} brotli`;

// The custom-element bundle: the script-tag loader, every element, each element's first use, and React
const widgets = measureWidgets('dist/widgets');
const chunkUsersText = (users: readonly string[]) =>
  users.length === 0 ? 'loaded on demand' : users.length === Object.keys(widgets.firstUse).length ? 'every element' : users.join(', ');
const rows: Row[] = [
  // the pages and their budgets, as `npm test` checks them (scripts/widget-budgets.ts)
  ...widgetBudgetRows(widgets),
  // DESIGN.md: the sum of all elements is printed, not budgeted
  { figure: `widgets: script-tag bundle, all elements, gzip (${sizes(widgets.allElements)})`, value: kb(widgets.allElements.gzip), budget: '-', pass: true },
  { figure: `widgets: English catalogues, loaded only for locale en (${sizes(widgets.locales)})`, value: kb(widgets.locales.gzip), budget: '-', pass: true },
  ...Object.entries(widgets.chunks)
    .sort(([, a], [, b]) => b.gzip - a.gzip)
    .map(([file, size]) => ({ figure: `widgets: chunk ${file.replace(/-[\w-]{8}\.js$/, '')} (${chunkUsersText(widgets.chunkUsers[file]!)}; ${sizes(size)})`, value: kb(size.gzip), budget: '-', pass: true })),
];
const react = measureReactBuild();
rows.push({
  figure: `widgets: the same elements built with React instead of preact/compat (${sizes(react.allElements)})`,
  value: kb(react.allElements.gzip),
  budget: '-',
  pass: true,
});
rows.push({
  figure: 'widgets: React build ÷ preact/compat build, gzip',
  value: (react.allElements.gzip / widgets.allElements.gzip).toFixed(2),
  budget: '-',
  pass: true,
});

const server = await startServer();
try {
  const login = await scriptBytes(`${server.baseURL}/login`);
  rows.push({ figure: `console first load of /login, JavaScript gzip (${login.files} files, ${kb(login.raw)} raw)`, value: kb(login.gzip), budget: '≤ 150 KB', pass: login.gzip <= 150 * 1024 });
} finally {
  server.stop();
}

// findSources on one teacher's library: keyword + date range + sort is the budgeted shape (DESIGN.md), on both
// engines side by side with the same rows
const postgres = await startBenchPostgres();
try {
  for (const size of [10_000, 100_000, 1_000_000]) {
    const engines = [
      { label: 'SQLite', results: await benchFindSources(size) },
      ...(postgres ? [{ label: 'PostgreSQL', results: await benchFindSources(size, 40, await postgres.freshDatabase()) }] : []),
    ];
    for (const [i, { name }] of CASES.entries()) {
      for (const { label, results } of engines) {
        const result = results[i]!;
        const budgeted = size === 1_000_000 && result.filtered;
        rows.push({
          figure: `findSources on ${label}, ${size.toLocaleString('en')} materials: ${name} (p50 ${result.p50.toFixed(1)} ms)`,
          value: `${result.p95.toFixed(1)} ms`,
          budget: budgeted ? 'p95 ≤ 20 ms' : '-',
          pass: !budgeted || result.p95 <= 20,
        });
      }
    }
  }
  if (!postgres) rows.push({ figure: 'findSources on PostgreSQL: not measured (PostgreSQL server programs missing)', value: '-', budget: 'p95 ≤ 20 ms', pass: false });
} finally {
  postgres?.stop();
}

// the order centre's list at a million orders of one teacher, with filters, and its export of 100,000
const postgresForOrders = await startBenchPostgres();
try {
  const engines = [
    { label: 'SQLite', result: await benchOrders(1_000_000) },
    ...(postgresForOrders ? [{ label: 'PostgreSQL', result: await benchOrders(1_000_000, 40, await postgresForOrders.freshDatabase()) }] : []),
  ];
  for (const { label, result } of engines) {
    for (const row of result.list) {
      rows.push({ figure: `order list on ${label}, 1,000,000 orders: ${row.name} (p50 ${row.p50.toFixed(1)} ms, ${row.totalCount} found)`, value: `${row.p95.toFixed(1)} ms`, budget: 'p95 ≤ 20 ms', pass: row.p95 <= 20 });
    }
    const e = result.export;
    rows.push({
      figure: `order export on ${label}: ${e.rows.toLocaleString('en')} orders as .xlsx in ${e.seconds.toFixed(1)} s (${(e.bytes / 1024 / 1024).toFixed(1)} MB): peak growth of allocated memory (RssAnon)`,
      value: `${e.peakGrowthMb.toFixed(1)} MB`,
      budget: '≤ 64 MB',
      pass: e.peakGrowthMb <= 64,
    });
  }
  if (!postgresForOrders) rows.push({ figure: 'order list on PostgreSQL: not measured (PostgreSQL server programs missing)', value: '-', budget: 'p95 ≤ 20 ms', pass: false });
} finally {
  postgresForOrders?.stop();
}

// the sales analysis (/database/analysis, p95 ≤ 100 ms at 90 days) and the course data (/database/course) over a million orders of one teacher
const postgresForSales = await startBenchPostgres();
try {
  const engines = [
    { label: 'SQLite', result: await benchSales(1_000_000) },
    ...(postgresForSales ? [{ label: 'PostgreSQL', result: await benchSales(1_000_000, 40, await postgresForSales.freshDatabase()) }] : []),
  ];
  for (const { label, result } of engines) {
    for (const row of result) {
      const budgeted = row.name === SALES_BUDGETED;
      rows.push({
        figure: `${row.name.startsWith('course data') ? 'course data' : 'sales analysis'} on ${label}, 1,000,000 orders: ${row.name.replace(/^course data /, '')} (p50 ${row.p50.toFixed(1)} ms, ${row.orders} orders in range)`,
        value: `${row.p95.toFixed(1)} ms`,
        budget: budgeted ? 'p95 ≤ 100 ms' : '-',
        pass: !budgeted || row.p95 <= 100,
      });
    }
  }
  if (!postgresForSales) rows.push({ figure: 'sales analysis on PostgreSQL: not measured (PostgreSQL server programs missing)', value: '-', budget: 'p95 ≤ 100 ms', pass: false });
} finally {
  postgresForSales?.stop();
}

// /setting/record's list at a million lines of one teacher, with filters
const postgresForLog = await startBenchPostgres();
try {
  const engines = [
    { label: 'SQLite', result: await benchOperationLog(1_000_000) },
    ...(postgresForLog ? [{ label: 'PostgreSQL', result: await benchOperationLog(1_000_000, 40, await postgresForLog.freshDatabase()) }] : []),
  ];
  for (const { label, result } of engines) {
    for (const row of result) {
      rows.push({ figure: `operation log on ${label}, 1,000,000 lines: ${row.name} (p50 ${row.p50.toFixed(1)} ms, ${row.totalCount} found)`, value: `${row.p95.toFixed(1)} ms`, budget: 'p95 ≤ 20 ms', pass: row.p95 <= 20 });
    }
  }
  if (!postgresForLog) rows.push({ figure: 'operation log on PostgreSQL: not measured (PostgreSQL server programs missing)', value: '-', budget: 'p95 ≤ 20 ms', pass: false });
} finally {
  postgresForLog?.stop();
}

// /user/index's list at a million students of one teacher, with each filter and sort
const postgresForStudents = await startBenchPostgres();
try {
  const engines = [
    { label: 'SQLite', result: await benchStudentList(1_000_000) },
    ...(postgresForStudents ? [{ label: 'PostgreSQL', result: await benchStudentList(1_000_000, 40, await postgresForStudents.freshDatabase()) }] : []),
  ];
  for (const { label, result } of engines) {
    for (const row of result) {
      rows.push({ figure: `student list on ${label}, 1,000,000 students: ${row.name} (p50 ${row.p50.toFixed(1)} ms, ${row.totalCount} found)`, value: `${row.p95.toFixed(1)} ms`, budget: 'p95 ≤ 20 ms', pass: row.p95 <= 20 });
    }
  }
  if (!postgresForStudents) rows.push({ figure: 'student list on PostgreSQL: not measured (PostgreSQL server programs missing)', value: '-', budget: 'p95 ≤ 20 ms', pass: false });
} finally {
  postgresForStudents?.stop();
}

// findSources under load beside a bare route answering the same rows, measured in one run: one instance
// on SQLite, one on PostgreSQL, two on PostgreSQL behind a round-robin proxy. On two cores the two instances, the
// proxy, PostgreSQL and the load generator share the same cores, so the ratio shows the cost of the extra hop more
// than the gain of a second instance.
const postgresForLoad = await startBenchPostgres();
try {
  const runs = [
    { label: '1 instance, SQLite', run: await benchThroughput() },
    ...(postgresForLoad
      ? [
          { label: '1 instance, PostgreSQL', run: await benchThroughput(await postgresForLoad.freshDatabase()) },
          { label: '2 instances, PostgreSQL, round-robin proxy', run: await benchThroughput(await postgresForLoad.freshDatabase(), 2) },
        ]
      : []),
  ];
  for (const { label, run } of runs) {
    const ratio = run.findSources.requestsPerSecond / run.bare.requestsPerSecond;
    rows.push({
      figure: `findSources under load (${label}), 50 clients: ${run.findSources.requestsPerSecond.toFixed(0)} req/s, ${run.findSources.errors} errors ÷ bare route ${run.bare.requestsPerSecond.toFixed(0)} req/s (p99 ${run.bare.p99} ms)`,
      value: ratio.toFixed(2),
      budget: '≥ 0.33',
      pass: ratio >= 0.33 && run.findSources.errors === 0,
    });
    rows.push({ figure: `findSources under load (${label}): p99`, value: `${run.findSources.p99} ms`, budget: '≤ 20 ms', pass: run.findSources.p99 <= 20 });
  }
  const one = runs[1]?.run.findSources.requestsPerSecond;
  const two = runs[2]?.run.findSources.requestsPerSecond;
  if (one && two) rows.push({ figure: 'findSources under load: 2 instances ÷ 1 instance, PostgreSQL (2 cores here)', value: (two / one).toFixed(2), budget: '≥ 1.8 with the cores', pass: true });
} finally {
  postgresForLoad?.stop();
}

const upload = await benchLargeUpload();
rows.push({
  figure: `1 GB video upload (tus): server memory growth over idle (${upload.idleMb.toFixed(0)} MB idle)`,
  value: `${upload.growthMb.toFixed(1)} MB`,
  budget: '≤ 64 MB',
  pass: upload.growthMb <= 64,
});
const ratio = upload.lecternMbPerSecond / upload.plainMbPerSecond;
rows.push({
  figure: `1 GB video upload: throughput vs plain stream-to-disk (${upload.lecternMbPerSecond.toFixed(0)} / ${upload.plainMbPerSecond.toFixed(0)} MB/s)`,
  value: ratio.toFixed(2),
  budget: '≥ 0.80',
  pass: ratio >= 0.8,
});

console.log(formatRows(rows));
process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
