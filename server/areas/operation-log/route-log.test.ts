/**
 * The operation log's route walk: every private write route the server registers is labelled
 * (shared/operation-log/route-labels.ts), so its successful calls are logged, or says why it is not logged; a new
 * write route cannot be forgotten. Development routes (LECTERN_DEV_ROUTES) are not registered here and have no label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_NAMES, ROUTE_LABELS, UNLOGGED_WRITES } from '@shared/operation-log/route-labels.ts';
import { LABEL_NAMES_EN } from '@shared/operation-log/label-names-en.ts';
import { OPERATION_ACTIONS } from '@shared/operation-log/types.ts';
import { startServerWithoutDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServerWithoutDevRoutes();
});
afterAll(() => server.close());

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const writes = () => server.apiRoutes.filter((route) => !route.public && !READS.has(route.method)).map((route) => `${route.method} ${route.url}`);

describe('operation-log labels', () => {
  it('label every private write route, or say why it is not logged', () => {
    expect(writes().length).toBeGreaterThan(150);
    const unlabelled = writes().filter((route) => !(route in ROUTE_LABELS) && !(route in UNLOGGED_WRITES));
    expect(unlabelled, 'private write routes without a label in shared/operation-log/route-labels.ts').toEqual([]);
  });

  it('name only routes the server registers, and none twice', () => {
    const registered = new Set(writes());
    expect(Object.keys(ROUTE_LABELS).filter((route) => !registered.has(route)), 'labels of routes that do not exist').toEqual([]);
    expect(Object.keys(UNLOGGED_WRITES).filter((route) => !registered.has(route) || route in ROUTE_LABELS)).toEqual([]);
  });

  it('give every label a Chinese and an English name, the money actions too', () => {
    for (const code of [...Object.values(ROUTE_LABELS), ...OPERATION_ACTIONS]) {
      expect(LABEL_NAMES[code], code).toMatch(/\S/);
      expect(LABEL_NAMES_EN[code], code).toMatch(/^[A-Z]/);
    }
  });

  it('label no development route', () => {
    expect(Object.keys(ROUTE_LABELS).filter((route) => /\/dev\//.test(route))).toEqual([]);
  });
});
