import { afterEach, beforeEach } from 'vitest';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { $toasts } from '@shared/feedback.ts';
import { createMaterialList, type MaterialList } from '../list-store.ts';
import type { Material, MaterialKind } from '../types.ts';

/** `after`: the answer waits for it */
export type Reply = { status?: number; body: unknown; after?: Promise<unknown> };

/** A material of the given kind; page-dependent ids so that pages can be told apart. */
export const row = (id: number, kind: MaterialKind = 'picture'): Material => ({
  id,
  target_type: kind,
  title: `m${id}`,
  file_name: `m${id}.png`,
  file_suffix: 'png',
  category_id: 1,
  created_at: 0,
});

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
export const toasts = () => $toasts.get().map(({ kind, message }) => ({ kind, message }));

/**
 * The server of the list-store tests: findSources answers pages of rows 1..`total`; other calls answer ok unless
 * `route` answers them. Both are reset before each test; lists made with `list()` are destroyed after it.
 */
export function useListServer() {
  const api = useScriptedApi();
  const lists: MaterialList[] = [];
  const server = {
    api,
    total: 150,
    route: (() => undefined) as (request: SeenRequest) => Reply | undefined,
    findRequests: () => api.server.seen.filter((request) => request.path.endsWith('/findSources')),
    lastFind: () => Object.fromEntries(server.findRequests().at(-1)!.query),
    changeRequests: () => api.server.seen.filter((request) => request.method === 'POST'),
    list(kind: MaterialKind, options: Parameters<typeof createMaterialList>[1] = { mode: 'normal' }): MaterialList {
      const created = createMaterialList(kind, options);
      lists.push(created);
      return created;
    },
  };

  const defaultReply = (request: SeenRequest): Reply => {
    if (!request.path.endsWith('/findSources')) return { body: { result: 'ok' } };
    const kind = request.path.split('/').at(-2) as MaterialKind;
    const page = Number(request.query.get('page'));
    const size = Number(request.query.get('pageSize'));
    const rows: Material[] = [];
    for (let id = (page - 1) * size + 1; id <= Math.min(server.total, page * size); id++) rows.push(row(id, kind));
    return { body: { result: 'ok', rows, totalCount: server.total } };
  };

  beforeEach(() => {
    server.total = 150;
    server.route = () => undefined;
    api.server.handle(async (request, res) => {
      const reply = server.route(request) ?? defaultReply(request);
      await reply.after;
      answer(res, reply.status ?? 200, reply.body);
    });
  });
  afterEach(() => {
    for (const made of lists.splice(0)) made.destroy();
  });
  return server;
}
