/**
 * The fault suite: the real server, a child process, is killed (SIGKILL) three times while resumable
 * uploads, plain uploads and small writes run at once, and started again on the same data each time. Afterwards
 * every upload is one material whose served bytes match the source, every write happened once, the database is
 * sound and no file or row is left without the other. On SQLite by default, on PostgreSQL in `npm test`'s second
 * pass (LECTERN_TEST_ENGINE=postgres). Timings come from a seed, printed; LECTERN_FAULT_SEED=<seed> replays it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { forgetDatabase, queryTestDatabase, rememberDatabase } from '@server/test-support/databases.ts';
import { freePort } from '@server/test-support/free-port.ts';
import { login, PHONES } from '@server/test-support/http.ts';
import { dropPostgresDatabase, freshPostgresDatabase, postgresAvailable } from '@server/test-support/postgres.ts';
import { createClient } from './requests.ts';
import { databaseProblems, fileProblems, incomingProblems, materialRows } from './invariants.ts';
import { multipartJobs, sha256, tusJobs } from './media.ts';
import { faultSeed, seededRandom } from './random.ts';
import { runScenario } from './scenario.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';
import { processedStatus, servedMedia, servedUpload } from './verify.ts';
import { somePicture } from './writes.ts';

const onPostgres = process.env.LECTERN_TEST_ENGINE === 'postgres';
const seed = faultSeed();
// short: a category name takes at most 20 characters
const prefix = `f${seed.toString(36)}`;

describe.skipIf(onPostgres && !postgresAvailable)(`crashes during uploads and writes (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-fault-'));
    databaseUrl = onPostgres ? await freshPostgresDatabase() : undefined;
    rememberDatabase(dataDir, databaseUrl);
    server = serverProcess({ port: await freePort(), dataDir, databaseUrl });
    await server.start();
  }, 120_000); // the run's PostgreSQL cluster may start first, then the server seeds its demo media (ffmpeg)

  afterAll(async () => {
    await server?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    if (dataDir) {
      forgetDatabase(dataDir);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  // the seed in the title: a failure's summary line then says how to replay it
  it(`keeps every upload once, whole, and leaves no orphan, through three kills (seed ${seed})`, async () => {
    console.log(`fault suite seed ${seed} (replay: LECTERN_FAULT_SEED=${seed})`);
    const random = seededRandom(seed);
    const client = createClient(server.baseUrl, (await login(server.baseUrl, PHONES.teacher)).token.id, random);
    const tus = await tusJobs(prefix);
    const multipart = multipartJobs(prefix);
    const renameId = await somePicture(client);

    const result = await runScenario({ server, client, random, prefix, tus, multipart, renameId }).catch((error: unknown) => {
      // the server's side of a failure: its last lines (starts, recoveries, warnings)
      console.log(`seed ${seed} failed; the server's last lines:\n${server.output().trimEnd().split('\n').slice(-80).join('\n')}`);
      throw error;
    });
    console.log(`seed ${seed}: ${result.kills.join('; ')}; ${client.lost} requests lost; tus restarts ${JSON.stringify(result.tus.map((r) => r.restarts))}`);
    // what each start found left by the kill before it, for a replay's reader
    console.log(server.output().split('\n').filter((line) => line.includes('crash')).join('\n'));
    expect(server.starts).toBe(4);

    // what the server serves: each upload once, processed, its bytes unchanged
    for (const [i, job] of tus.entries()) {
      const { videoId } = result.tus[i]!;
      expect(await processedStatus(client, videoId), job.fileName).toMatchObject({ status: PROCESSING_STATUS.processed, material_id: result.tus[i]!.materialId });
      expect(await servedMedia(client, videoId), job.fileName).toBe(sha256(job.bytes));
    }
    for (const job of multipart) expect(await servedUpload(client, job), job.fileName).toBe(sha256(job.bytes));
    expect(client.serverErrors).toEqual([]);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    await server.stop();
    const rows = await materialRows(dataDir);
    for (const job of [...tus, ...multipart]) expect(rows.filter((row) => row.file_name === job.fileName), job.fileName).toHaveLength(1);
    const categories = await queryTestDatabase<{ name: string }>(dataDir, 'select name from material_categories where name like ?', [`${prefix}-%`]);
    expect(categories.map((row) => row.name).sort()).toEqual([...result.writes.categories].sort());
    expect(rows.find((row) => row.id === result.writes.renamed.id)?.file_name).toBe(result.writes.renamed.lastName);

    expect(await databaseProblems(dataDir, onPostgres)).toEqual([]);
    expect(await fileProblems(dataDir, rows)).toEqual([]);
    expect(await incomingProblems(dataDir, new Set(result.tus.map((r) => r.uploadId)))).toEqual([]);
  }, 240_000); // the scenario, up to a minute's wait for a material, then up to a minute's for processing
});
