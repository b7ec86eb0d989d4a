/**
 * The widget budgets of DESIGN.md ("Budgets, checked by npm run bench"), in one place for `npm run bench` and
 * `npm test`: the gzip bytes a page downloads on first use of one element (the loader, the shared core chunk
 * and that element's chunks, as `measureWidgets` counts them), and the loader alone. Elements without a budget
 * are printed too.
 */
import { measureWidgets, type Size, type WidgetSizes } from './bench-widgets.ts';

/** KB of 1024 bytes, gzip */
const WIDGET_BUDGETS_KB = {
  loader: 8,
  'notification-bell': 45,
  uploader: 35,
  'material-picker': 50,
  'material-library': 50,
  guide: 40,
} as const satisfies Record<string, number>;

export type Row = { figure: string; value: string; budget: string; pass: boolean };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const sizes = (size: Size) => `${kb(size.raw)} raw, ${kb(size.brotli)} brotli`;
const budgetOf = (name: string): number | undefined => (WIDGET_BUDGETS_KB as Record<string, number>)[name];

/** One row per page: the loader, then every element's first use; a budgeted element that was not found fails. */
export function widgetBudgetRows(widgets: WidgetSizes): Row[] {
  const row = (figure: string, size: Size | undefined, budget: number | undefined): Row => ({
    figure,
    value: size ? kb(size.gzip) : 'missing',
    budget: budget === undefined ? '-' : `≤ ${budget} KB`,
    pass: size !== undefined && (budget === undefined || size.gzip <= budget * 1024),
  });
  const elements = [...new Set([...Object.keys(widgets.firstUse), ...Object.keys(WIDGET_BUDGETS_KB).filter((name) => name !== 'loader')])].sort();
  return [
    row(`widgets: loader lectern-widgets.js, gzip (${sizes(widgets.loader)})`, widgets.loader, WIDGET_BUDGETS_KB.loader),
    ...elements.map((element) => {
      const size = widgets.firstUse[element];
      return row(`widgets: first use of <lectern-${element}> downloads, gzip (${size ? sizes(size) : 'no chunk found'})`, size, budgetOf(element));
    }),
  ];
}

/** The rows as a plain table with PASS or FAIL, as `npm run bench` prints it. */
export function formatRows(rows: readonly Row[]): string {
  const width = Math.max(...rows.map((row) => row.figure.length), 6);
  return [
    `${'figure'.padEnd(width)} | value     | budget    | result`,
    `${'-'.repeat(width)}-|-----------|-----------|-------`,
    ...rows.map((row) => `${row.figure.padEnd(width)} | ${row.value.padEnd(9)} | ${row.budget.padEnd(9)} | ${row.pass ? 'PASS' : 'FAIL'}`),
  ].join('\n');
}

/** The `npm test` step: measures a built bundle, prints every page with its budget, and passes only without a FAIL. */
export function checkWidgetBudgets(dir: string): boolean {
  console.log(`\n▶ widget budgets (DESIGN.md): gzip a page downloads on first use of one element, ${dir}`);
  let rows: Row[];
  try {
    rows = widgetBudgetRows(measureWidgets(dir));
  } catch (error) {
    console.log(`could not measure ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  console.log(formatRows(rows));
  const name = (row: Row) => /<lectern-[\w-]+>|loader/.exec(row.figure)?.[0] ?? row.figure;
  const over = rows.filter((row) => !row.pass);
  if (over.length) console.log(`over budget: ${over.map(name).join(', ')}`);
  return over.length === 0;
}
