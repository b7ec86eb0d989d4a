import { afterEach, beforeEach, vi } from 'vitest';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer, type SeenRequest } from '@shared/api/testing/scripted-server.ts';
import { TUS_UPLOADS_KEY, type StoredUpload } from '../resumable.ts';
import type { TransportJob } from '../transport-types.ts';

/** What the transport tests (transports-*.test.ts) share: the scripted API, a storage, a job. */

const okRoute = (_request: SeenRequest): unknown => ({ result: 'ok' });

/**
 * The scripted API of api-harness.ts, answering every request with 200 and what `route` returns for it: ok,
 * unless a test sets `route`. Stubbed globals (XMLHttpRequest) are restored after each test.
 */
export function useRoutedApi() {
  const api = useScriptedApi();
  const routed = {
    get server() {
      return api.server;
    },
    route: okRoute,
  };
  beforeEach(() => {
    routed.route = okRoute;
    api.server.handle((request, res) => answer(res, 200, routed.route(request)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return routed;
}

/** A Map-backed storage for the unfinished uploads. */
export function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    entries,
    /** the stored uploads, by fingerprint */
    get uploads(): Record<string, StoredUpload> {
      return JSON.parse(entries.get(TUS_UPLOADS_KEY) ?? '{}') as Record<string, StoredUpload>;
    },
    store(uploads: Record<string, unknown>) {
      entries.set(TUS_UPLOADS_KEY, JSON.stringify(uploads));
    },
  };
}

/** A job for `send` in category 3, with the progress it reports. */
export function job(kind: TransportJob['kind'], file: File, signal = new AbortController().signal) {
  const progress: number[] = [];
  const value: TransportJob = { kind, file, categoryId: 3, signal, onProgress: (percent) => progress.push(percent) };
  return { value, progress };
}

