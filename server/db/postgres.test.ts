/**
 * The server on PostgreSQL: it migrates a fresh database with the one set of migrations, seeds the demo data,
 * and what it stored lies in PostgreSQL (pg_trgm keyword index, 64-bit integers, identity ids), not in a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@server/seed/demo-data.ts';
import { MIGRATIONS } from '@server/migrations.ts';
import { DATABASE_FILE } from './database.ts';
import { login } from '@server/test-support/http.ts';
import { freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { startServer, type TestServer } from '@server/test-support/start-server.ts';

describe.skipIf(!postgresAvailable)('the server on PostgreSQL', () => {
  let server: TestServer;
  let client: pg.Client;
  const rows = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;

  beforeAll(async () => {
    server = await startServer({ databaseUrl: await freshPostgresDatabase() });
    client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await server.close();
  });

  it('migrates to the latest and keeps no SQLite file', async () => {
    const done = await rows<{ name: string }>('select name from kysely_migration order by name');
    expect(done.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    expect(fs.existsSync(path.join(server.dataDir, DATABASE_FILE))).toBe(false);
  });

  it('seeds the demo accounts, and they sign in', async () => {
    const users = await rows<{ phone: string }>('select phone from users');
    expect(users.map((u) => u.phone)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.phone)));
    const session = await login(server.baseUrl, DEMO_ACCOUNTS[0]!.phone);
    expect(session.token.id).toBeTruthy();
  });

  it('indexes keywords with pg_trgm and stores 64-bit integers with identity ids', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>("select indexname, indexdef from pg_indexes where indexname like '%_fts'");
    expect(indexes.map((i) => i.indexname).sort()).toEqual(['buyers_fts', 'help_article_translations_fts', 'help_articles_fts', 'materials_fts', 'operation_logs_fts']);
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
    const columns = await rows<{ column_name: string; data_type: string; is_identity: string }>(
      "select column_name, data_type, is_identity from information_schema.columns where table_name = 'materials' and column_name in ('id', 'file_size', 'duration') order by column_name",
    );
    expect(columns).toEqual([
      { column_name: 'duration', data_type: 'double precision', is_identity: 'NO' },
      { column_name: 'file_size', data_type: 'bigint', is_identity: 'NO' },
      { column_name: 'id', data_type: 'bigint', is_identity: 'YES' },
    ]);
  });
});
