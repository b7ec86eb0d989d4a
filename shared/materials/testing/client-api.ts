import { beforeEach } from 'vitest';
import { useScriptedApi } from '@shared/api/testing/api-harness.ts';
import { answer, okHandler } from '@shared/api/testing/scripted-server.ts';

/**
 * The scripted API of the material client's tests (client-*.test.ts): it answers ok to everything unless a test
 * says otherwise with `respond`; `last` is the request the server saw last, `form` its url-encoded body.
 */
export function useMaterialClientApi() {
  const api = useScriptedApi();
  const last = () => api.server.seen.at(-1)!;
  beforeEach(() => {
    api.server.handle(okHandler);
  });
  return {
    api,
    respond: (body: unknown, status = 200) => api.server.handle((_, res) => answer(res, status, body)),
    last,
    form: () => new URLSearchParams(last().body),
  };
}
