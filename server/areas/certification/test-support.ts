/** The set-up of the certification contract tests: a server with the development routes, the demo teacher, another teacher and a staff account. */
import { afterAll, beforeAll } from 'vitest';
import type { Material } from '@shared/materials/types.ts';
import { upload } from '@server/areas/materials/test-support.ts';
import { createMainAccount, grantModules } from '@server/test-support/accounts.ts';
import { call, login, PHONES } from '@server/test-support/http.ts';
import { png } from '@server/test-support/media-files.ts';
import { startServerWithDevRoutes, type TestServer } from '@server/test-support/start-server.ts';

export type CertificationServer = {
  readonly server: TestServer;
  /** the demo teacher, another teacher and the demo teacher's staff account (granted 系统设置) */
  readonly lin: string;
  readonly other: string;
  readonly staff: string;
  get<T>(path: string, query?: Record<string, string | number>, token?: string): ReturnType<typeof call<T>>;
  post<T>(path: string, json: unknown, token?: string): ReturnType<typeof call<T>>;
  picture(token?: string): Promise<number>;
};

export function useCertificationServer(): CertificationServer {
  let server: TestServer | undefined;
  const tokens = { lin: '', other: '', staff: '' };
  beforeAll(async () => {
    server = await startServerWithDevRoutes({ planets: { sensitiveWords: ['传销'] } });
    tokens.lin = (await login(server.baseUrl, PHONES.teacher)).token.id;
    await createMainAccount(server.dataDir, '13900001501');
    tokens.other = (await login(server.baseUrl, '13900001501')).token.id;
    await grantModules(server.dataDir, PHONES.staff, ['setting']);
    tokens.staff = (await login(server.baseUrl, PHONES.staff)).token.id;
  });
  afterAll(() => server?.close());
  let pictures = 0;
  return {
    get server() {
      return server!;
    },
    get lin() {
      return tokens.lin;
    },
    get other() {
      return tokens.other;
    },
    get staff() {
      return tokens.staff;
    },
    get: (path, query = {}, token = tokens.lin) => call(server!.baseUrl, 'GET', path, { token, query }),
    post: (path, json, token = tokens.lin) => call(server!.baseUrl, 'POST', path, { token, json }),
    picture: async (token = tokens.lin) => (await upload<Material>(server!.baseUrl, token, 'picture', `证书-${(pictures += 1)}.png`, png(24, 16))).body.data!.id,
  };
}
