/**
 * The crash scenario: resumable uploads, plain uploads and small writes run at once while the server is killed
 * (SIGKILL) three times and started again on the same data each time:
 *   1. while a resumable upload is in the middle of its bytes,
 *   2. right after the last bytes of a resumable upload were sent, before its answer (its finish),
 *   3. at a random moment.
 * Every pause and delay comes from the seeded random.
 */
import type { Client, Pace } from './requests.ts';
import { multipartUpload, type MultipartJob, type MultipartResult } from './multipart-upload.ts';
import type { Random } from './random.ts';
import type { ServerProcess } from './server-process.ts';
import { traceStep, tusUpload, type TusJob, type TusProgress, type TusResult } from './tus-upload.ts';
import { writeLoop, type WriteLog } from './writes.ts';

const TUS_CHUNK_BYTES = 512 * 1024;
/** the longest the killer waits for the moment it aims at before it kills anyway */
const AIM_TIMEOUT_MS = 15_000;
const WRITE_ROUNDS = 6;

export type ScenarioInput = { server: ServerProcess; client: Client; random: Random; prefix: string; tus: TusJob[]; multipart: MultipartJob[]; renameId: number };
export type ScenarioResult = { tus: TusResult[]; multipart: MultipartResult[]; writes: WriteLog; kills: string[] };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `condition` holds (checked every few ms) or after `timeoutMs`; true when it held. */
async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await pause(5);
  }
  return true;
}

function pace(random: Random): Pace {
  return { pieceBytes: 16 * 1024, pauseMs: random.between(6, 14) };
}

async function killer(input: ScenarioInput, progress: readonly TusProgress[], sizes: readonly number[], uploadsDone: () => boolean): Promise<string[]> {
  const { server, random } = input;
  const midway = () => progress.some((p, i) => p.confirmed > 0 && p.confirmed < sizes[i]!);
  const finishing = () => progress.some((p) => p.finishing);
  const aims: Array<{ name: string; moment: () => boolean; delayMs: () => number }> = [
    { name: 'mid-upload', moment: midway, delayMs: () => random.between(0, 300) },
    { name: 'at a finish', moment: finishing, delayMs: () => random.between(0, 40) },
    { name: 'random', moment: () => true, delayMs: () => random.between(100, 1500) },
  ];
  const kills: string[] = [];
  for (const aim of aims) {
    await until(() => aim.moment() || uploadsDone(), AIM_TIMEOUT_MS);
    const aimed = aim.moment();
    const delay = aim.delayMs();
    await pause(delay);
    await server.kill();
    for (const p of progress) traceStep(p, `(server killed: ${aim.name})`);
    kills.push(`${aim.name}${aimed ? '' : ' (its moment never came)'} +${delay} ms`);
    await server.start();
  }
  return kills;
}

export async function runScenario(input: ScenarioInput): Promise<ScenarioResult> {
  const { client, random } = input;
  const progress: TusProgress[] = input.tus.map(() => ({ confirmed: 0, finishing: false, trace: [] }));
  let finished = 0;
  let killing = true;
  // the writes go on until the last kill, so that it lands among them at least
  const lanes = input.tus.length + 1;
  const done = <T>(work: Promise<T>) => work.finally(() => (finished += 1));

  const tus = input.tus.map((job, i) =>
    done((async () => {
      await pause(random.between(0, 500));
      return tusUpload(client, job, pace(random), TUS_CHUNK_BYTES, progress[i]!);
    })()),
  );
  const multipart = done((async () => {
    const results: MultipartResult[] = [];
    for (const job of input.multipart) {
      await pause(random.between(200, 1500));
      results.push(await multipartUpload(client, job, pace(random)));
    }
    return results;
  })());
  const writes = writeLoop(client, input.prefix, input.renameId, WRITE_ROUNDS, () => killing);
  const sizes = input.tus.map((job) => job.bytes.length);
  const kills = killer(input, progress, sizes, () => finished === lanes).finally(() => (killing = false));
  // every lane must end, even when one fails, before the result (or the first failure) is handed back
  await Promise.allSettled([...tus, multipart, writes, kills]);
  return { tus: await Promise.all(tus), multipart: await multipart, writes: await writes, kills: await kills };
}
