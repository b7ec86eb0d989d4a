/**
 * The real server as a child process (`node --import tsx server/main.ts`, as `npm run serve` starts it) on one
 * port and one data directory (and PostgreSQL database), so that the suite can SIGKILL it and start it again on
 * the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const READY = 'Lectern is running at';
const START_TIMEOUT_MS = 45_000;

export type ServerProcess = {
  readonly baseUrl: string;
  /** starts the server and resolves once it answers */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs; resolves once the process is gone */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop */
  stop(): Promise<void>;
  /** everything every start printed */
  output(): string;
  /** how many times it was started */
  readonly starts: number;
};

export type ServerProcessOptions = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** the bucket (LECTERN_STORAGE_URL), when the files are in object storage */
  storageUrl?: string;
  /** LECTERN_MEDIA_SECRET: instances that share work must sign alike */
  mediaSecret?: string;
};

export function serverProcess(options: ServerProcessOptions): ServerProcess {
  let child: ChildProcess | undefined;
  let output = '';
  let starts = 0;

  function exited(process: ChildProcess): Promise<void> {
    return process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise((resolve) => process.once('exit', () => resolve()));
  }

  async function end(signal: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running) return;
    const gone = exited(running);
    running.kill(signal);
    await gone;
    child = undefined;
  }

  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    get starts() {
      return starts;
    },
    output: () => output,
    async start() {
      if (child) throw new Error('the server runs already');
      starts += 1;
      const mark = output.length;
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          LECTERN_DATA_DIR: options.dataDir,
          LECTERN_DATABASE_URL: options.databaseUrl ?? '',
          LECTERN_STORAGE_URL: options.storageUrl ?? '',
          LECTERN_MEDIA_SECRET: options.mediaSecret ?? '',
          LECTERN_EXAMPLES_PORT: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!output.slice(mark).includes(READY)) {
        if (started.exitCode !== null) throw new Error(`the server exited (${started.exitCode}) while starting:\n${output.slice(mark)}`);
        if (Date.now() > deadline) throw new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${output.slice(mark)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
